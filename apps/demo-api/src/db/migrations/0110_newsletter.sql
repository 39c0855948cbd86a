-- Newsletter recipients (issue 15, item 3): subscribe with double opt-in (a hash to confirm), direct, unsubscribe.
create table if not exists newsletter_recipient (
  id text primary key,
  email text not null unique,
  status text not null,
  hash text not null,
  salutation_id text,
  first_name text,
  last_name text,
  storefront_url text not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  updated_at timestamptz not null default now()
);
