-- The backend keeps the countries (with their states) and the salutations in memory, as it keeps the shipping and
-- payment methods (0160): any write to these tables notifies 'reference_changed', and the backend reads them again
-- on their next use, so a changed country or salutation is seen at once. A state belongs to its country's entry:
-- a write to country_state names 'country'.
create or replace function notify_reference_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reference_changed', coalesce(tg_argv[0], tg_table_name));
  return null;
end $$;

create trigger country_changed after insert or update or delete or truncate on country
  for each statement execute function notify_reference_changed();
create trigger country_state_changed after insert or update or delete or truncate on country_state
  for each statement execute function notify_reference_changed('country');
create trigger salutation_changed after insert or update or delete or truncate on salutation
  for each statement execute function notify_reference_changed();
