-- Throttles in the database (issue 46): login and recovery per e-mail and client address, the per-address form
-- limits and the failed logins of an address, shared by every backend process. Times are epoch milliseconds.
create table if not exists rate_limit (
  key text primary key,
  attempts integer not null,
  last_at bigint not null,
  expires_at bigint not null
);
create index if not exists rate_limit_expires_at on rate_limit (expires_at);
