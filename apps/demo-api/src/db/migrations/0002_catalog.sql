-- Part A: the catalogue. Columns hold what filters, sorting and the commerce side read; `json` holds the rest of
-- the Store API entity as the seed built it (media URLs are relative to the public URL, see catalog/media.ts).

create table if not exists tax (id text primary key, name text not null, tax_rate numeric(5, 2) not null);
create table if not exists unit (id text primary key, name text not null, short_code text not null);
create table if not exists delivery_time (
  id text primary key, name text not null, min integer not null, max integer not null, unit text not null
);

create table if not exists media (
  id text primary key,
  file_name text not null,
  mime_type text not null,
  width integer not null,
  height integer not null,
  alt text,
  title text,
  -- What the SVG renderer draws: shape, colours, label.
  art jsonb not null
);

create table if not exists cms_page (id text primary key, name text not null, type text not null, json jsonb not null);

create table if not exists category (
  id text primary key,
  parent_id text references category (id),
  navigation text not null,
  position integer not null,
  level integer not null,
  name text not null,
  type text not null default 'page',
  cms_page_id text references cms_page (id),
  json jsonb not null
);
create index if not exists category_parent on category (parent_id, position);

create table if not exists product_manufacturer (
  id text primary key, name text not null, link text, media_id text references media (id), json jsonb not null
);

create table if not exists property_group (
  id text primary key,
  name text not null,
  display_type text not null,
  sorting_type text not null,
  position integer not null,
  filterable boolean not null default true,
  json jsonb not null
);
create table if not exists property_group_option (
  id text primary key,
  group_id text not null references property_group (id),
  name text not null,
  position integer not null,
  color_hex_code text,
  media_id text references media (id),
  json jsonb not null
);
create index if not exists property_group_option_group on property_group_option (group_id, position);

create table if not exists product (
  id text primary key,
  parent_id text references product (id),
  product_number text not null unique,
  name text not null,
  active boolean not null default true,
  manufacturer_id text references product_manufacturer (id),
  tax_id text not null references tax (id),
  price numeric(12, 2) not null,
  list_price numeric(12, 2),
  regulation_price numeric(12, 2),
  purchase_unit numeric(10, 3),
  reference_unit numeric(10, 3),
  unit_id text references unit (id),
  stock integer not null,
  available_stock integer not null,
  is_closeout boolean not null default false,
  min_purchase integer not null default 1,
  max_purchase integer,
  purchase_steps integer not null default 1,
  shipping_free boolean not null default false,
  delivery_time_id text references delivery_time (id),
  restock_time integer,
  rating_average numeric(3, 2),
  sales integer not null default 0,
  weight numeric(10, 3),
  cover_media_id text references media (id),
  release_date timestamptz not null,
  json jsonb not null
);
create index if not exists product_parent on product (parent_id);
create index if not exists product_manufacturer_idx on product (manufacturer_id);

create table if not exists product_price (
  product_id text not null references product (id),
  quantity_start integer not null,
  quantity_end integer,
  price numeric(12, 2) not null,
  primary key (product_id, quantity_start)
);

create table if not exists product_category (
  product_id text not null references product (id),
  category_id text not null references category (id),
  primary key (category_id, product_id)
);
create table if not exists product_property (
  product_id text not null references product (id),
  option_id text not null references property_group_option (id),
  primary key (product_id, option_id)
);
create index if not exists product_property_option on product_property (option_id);
-- Variant options (the configurator choices that make a variant).
create table if not exists product_option (
  product_id text not null references product (id),
  option_id text not null references property_group_option (id),
  primary key (product_id, option_id)
);
create table if not exists product_configurator_setting (
  id text primary key,
  product_id text not null references product (id),
  option_id text not null references property_group_option (id),
  position integer not null,
  media_id text references media (id)
);
create table if not exists product_media (
  id text primary key,
  product_id text not null references product (id),
  media_id text not null references media (id),
  position integer not null
);
create index if not exists product_media_product on product_media (product_id, position);

create table if not exists product_review (
  id text primary key,
  product_id text not null references product (id),
  points numeric(3, 1) not null,
  title text not null,
  content text not null,
  created_at timestamptz not null
);

create table if not exists product_cross_selling (
  id text primary key,
  product_id text not null references product (id),
  name text not null,
  type text not null,
  position integer not null,
  -- Vitrine extension: accessory (min/max/steps per element) or bundle (fixed quantity, optional)
  kind text not null,
  json jsonb not null
);
create table if not exists product_cross_selling_product (
  cross_selling_id text not null references product_cross_selling (id),
  product_id text not null references product (id),
  position integer not null,
  -- accessory: minPurchase/maxPurchase/purchaseSteps; bundle: quantity/optional
  config jsonb not null,
  primary key (cross_selling_id, product_id)
);

-- Swag Customized Products: the template as the 6.7.13 schema's SwagCustomizedProductsTemplate, with options,
-- values, exclusions. The commerce side reads it for price calculation and add-to-cart.
create table if not exists customized_products_template (
  id text primary key,
  product_id text not null references product (id),
  internal_name text not null,
  step_by_step boolean not null,
  json jsonb not null
);

create table if not exists country (
  id text primary key,
  iso text not null unique,
  iso3 text not null,
  name text not null,
  position integer not null,
  active boolean not null,
  shipping_available boolean not null,
  vat_id_required boolean not null,
  force_state_in_registration boolean not null,
  postal_code_required boolean not null,
  json jsonb not null
);
create table if not exists country_state (
  id text primary key,
  country_id text not null references country (id),
  short_code text not null,
  name text not null,
  position integer not null,
  json jsonb not null
);
create index if not exists country_state_country on country_state (country_id, position);

create table if not exists salutation (
  id text primary key, salutation_key text not null unique, display_name text not null, letter_name text not null
);

create table if not exists shipping_method (
  id text primary key,
  technical_name text not null unique,
  name text not null,
  position integer not null,
  active boolean not null,
  price numeric(12, 2) not null,
  free_from numeric(12, 2),
  delivery_time_id text references delivery_time (id),
  json jsonb not null
);
create table if not exists payment_method (
  id text primary key,
  technical_name text not null unique,
  name text not null,
  position integer not null,
  active boolean not null,
  json jsonb not null
);

create table if not exists promotion (
  id text primary key,
  code text not null unique,
  name text not null,
  discount_type text not null check (discount_type in ('percentage', 'absolute')),
  value numeric(12, 2) not null,
  active boolean not null,
  valid_from timestamptz,
  valid_until timestamptz
);
