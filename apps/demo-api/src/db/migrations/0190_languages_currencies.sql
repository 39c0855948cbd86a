-- Issue 43: a second language (German) and a second currency (Swiss francs).
-- The translated fields of an entity in a language, as a patch over its system-language (English) JSON: only
-- the fields it names are translated, every other one falls back to English (Shopware's language chain).
create table if not exists translation (
  entity text not null,
  id text not null,
  language_id text not null,
  patch jsonb not null,
  primary key (entity, id, language_id)
);
-- A product's own gross price in a currency (Shopware's product.price[] entry of that currency); products without
-- one are priced with the currency's factor.
create table if not exists product_currency_price (
  product_id text not null references product (id),
  currency_id text not null,
  price numeric(12, 2) not null,
  list_price numeric(12, 2),
  primary key (product_id, currency_id)
);
-- An order keeps the currency it was placed in: its factor and roundings at that time.
alter table commerce_order add column if not exists currency_factor numeric(12, 6) not null default 1;
alter table commerce_order add column if not exists item_rounding jsonb;
alter table commerce_order add column if not exists total_rounding jsonb;
