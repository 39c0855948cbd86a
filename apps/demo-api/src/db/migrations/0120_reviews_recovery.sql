-- Product reviews written by customers (Shopware's product_review: status, author, language, sales channel) and
-- password recovery hashes (Shopware's customer_recovery: one per customer, valid for two hours).

alter table product_review add column if not exists customer_id text references commerce_customer (id) on delete cascade;
alter table product_review add column if not exists sales_channel_id text;
alter table product_review add column if not exists language_id text;
alter table product_review add column if not exists external_user text;
alter table product_review add column if not exists external_email text;
alter table product_review add column if not exists comment text;
-- Seeded reviews are visible; a customer's review waits for approval (Shopware saves it with status false).
alter table product_review add column if not exists status boolean not null default true;
alter table product_review add column if not exists updated_at timestamptz;
create index if not exists product_review_product on product_review (product_id, created_at desc);
-- One review per customer and product: a second one updates the first.
create unique index if not exists product_review_customer_product
  on product_review (customer_id, product_id) where customer_id is not null;

create table if not exists commerce_customer_recovery (
  id text primary key,
  customer_id text not null unique references commerce_customer (id) on delete cascade,
  hash text not null unique,
  created_at timestamptz not null default now()
);
