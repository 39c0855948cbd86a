-- The state chosen with PATCH /context {countryStateId} is kept with the context (issue 17, item 11).
alter table sales_channel_context add column if not exists country_state_id text;
