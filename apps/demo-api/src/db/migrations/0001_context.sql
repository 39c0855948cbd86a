-- Part A: context tokens. One row per live sw-context-token; the cart id travels with the token on rotation.
create table if not exists sales_channel_context (
  token text primary key,
  customer_id text,
  currency_id text not null,
  language_id text not null,
  country_id text not null,
  shipping_method_id text not null,
  payment_method_id text not null,
  billing_address_id text,
  shipping_address_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sales_channel_context_customer on sales_channel_context (customer_id);

create table if not exists sales_channel_cart (
  token text primary key,
  cart_id text not null unique
);
