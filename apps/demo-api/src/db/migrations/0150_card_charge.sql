-- Card payment stand-in gateway (issue 23): one row per charge of a card payload or saved card. A 3-D Secure step
-- waits in state 'challenge' until the shopper answers it on the demo's redirect page.
create table if not exists commerce_card_charge (
  id text primary key,
  order_id text not null references commerce_order (id) on delete cascade,
  customer_id text not null references commerce_customer (id) on delete cascade,
  state text not null,
  card_name text not null,
  gateway_code text not null,
  tokenize boolean not null default false,
  finish_url text not null default '',
  error_url text not null default '',
  created_at timestamptz not null default now()
);
create index if not exists commerce_card_charge_order on commerce_card_charge (order_id);
