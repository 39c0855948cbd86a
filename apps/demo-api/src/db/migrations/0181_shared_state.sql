-- State every backend process shares (issue 46 item 2).
-- Secrets made at first use (the captchas' HMAC key), never in a seed snapshot.
create table if not exists demo_secret (
  name text primary key,
  value text not null
);
-- Captcha proofs used once (ALTCHA challenges, reCAPTCHA stand-in tokens), until they could no longer pass anyway.
create table if not exists captcha_used (
  id text primary key,
  expires_at bigint not null
);
create index if not exists captcha_used_expires_at on captcha_used (expires_at);
-- Idempotency records, basic captchas and share links expire: their age is looked up.
create index if not exists commerce_idempotency_created_at on commerce_idempotency (created_at);
create index if not exists commerce_captcha_created_at on commerce_captcha (created_at);
create index if not exists commerce_share_created_at on commerce_share (created_at);
