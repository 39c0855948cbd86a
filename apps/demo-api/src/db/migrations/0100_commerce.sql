-- Part B (commerce): customers, addresses, carts, orders, wishlists, captcha sessions, uploads, shares, saved cards.
-- Ids are Shopware-style 32-hex strings. References into the catalogue (products, countries, salutations,
-- shipping and payment methods) are plain ids: the catalogue is seeded by its own migrations.

create table if not exists commerce_customer (
  id text primary key,
  customer_number text not null unique,
  email text not null,
  guest boolean not null default false,
  password_hash text,
  salutation_id text,
  title text,
  first_name text not null,
  last_name text not null,
  company text,
  account_type text not null default 'private',
  birthday date,
  default_billing_address_id text,
  default_shipping_address_id text,
  last_payment_method_id text,
  affiliate_code text,
  campaign_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz
);

-- One registered account per e-mail address; guests may register the same address again.
create unique index if not exists commerce_customer_email_registered
  on commerce_customer (lower(email)) where not guest;

create table if not exists commerce_customer_address (
  id text primary key,
  customer_id text not null references commerce_customer (id) on delete cascade,
  country_id text not null,
  country_state_id text,
  salutation_id text,
  title text,
  first_name text not null,
  last_name text not null,
  company text,
  department text,
  street text not null,
  zipcode text,
  city text not null,
  phone_number text,
  additional_address_line1 text,
  additional_address_line2 text,
  created_at timestamptz not null default now(),
  updated_at timestamptz
);
create index if not exists commerce_customer_address_customer on commerce_customer_address (customer_id);

create table if not exists commerce_cart (
  token text primary key,
  customer_id text,
  line_items jsonb not null default '[]'::jsonb,
  customer_comment text,
  updated_at timestamptz not null default now()
);
create index if not exists commerce_cart_customer on commerce_cart (customer_id);

create table if not exists commerce_order (
  id text primary key,
  order_number text not null unique,
  customer_id text not null references commerce_customer (id),
  sales_channel_id text not null,
  currency_id text not null,
  language_id text not null,
  billing_address_id text not null,
  order_date_time timestamptz not null default now(),
  state text not null default 'open',
  transaction_state text not null default 'open',
  delivery_state text not null default 'open',
  payment_method_id text not null,
  shipping_method_id text not null,
  amount_total numeric(12, 2) not null,
  amount_net numeric(12, 2) not null,
  position_price numeric(12, 2) not null,
  shipping_total numeric(12, 2) not null,
  price jsonb not null,
  shipping_costs jsonb not null,
  line_items jsonb not null,
  addresses jsonb not null,
  order_customer jsonb not null,
  deliveries jsonb not null,
  customer_comment text,
  deep_link_code text not null
);
create index if not exists commerce_order_customer on commerce_order (customer_id, order_date_time desc);
create sequence if not exists commerce_order_number start 10000;

create table if not exists commerce_wishlist_product (
  customer_id text not null references commerce_customer (id) on delete cascade,
  product_id text not null,
  created_at timestamptz not null default now(),
  primary key (customer_id, product_id)
);

create table if not exists commerce_captcha (
  token text not null,
  form_id text not null,
  code text not null,
  session text,
  created_at timestamptz not null default now(),
  primary key (token, form_id)
);

create table if not exists commerce_upload (
  id text primary key,
  token text not null,
  option_id text not null,
  file_name text not null,
  mime_type text not null,
  size integer not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

create table if not exists commerce_share (
  id text primary key,
  product_id text not null,
  configuration jsonb not null,
  created_at timestamptz not null default now()
);

create table if not exists commerce_card_token (
  id text primary key,
  customer_id text not null references commerce_customer (id) on delete cascade,
  token text not null,
  name text not null,
  gateway_code text not null,
  expired boolean not null default false,
  created_at timestamptz not null default now()
);

create table if not exists commerce_contact_message (
  id text primary key,
  token text not null,
  salutation_id text,
  first_name text,
  last_name text,
  email text not null,
  phone text,
  subject text not null,
  comment text not null,
  created_at timestamptz not null default now()
);
