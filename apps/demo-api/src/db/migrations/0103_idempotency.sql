-- Idempotency keys of add-to-cart and order (issue 16, item 10): a repeated key answers the first result.
create table if not exists commerce_idempotency (
  token text not null,
  scope text not null,
  key text not null,
  result jsonb not null,
  created_at timestamptz not null default now(),
  primary key (token, scope, key)
);
