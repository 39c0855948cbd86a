-- The backend keeps the shipping and payment methods in memory: every cart change reads them. Any write to either
-- table (a statement of the backend, a test, an operator in psql) notifies 'reference_changed' with the table's
-- name, and the backend reads that table again on its next use, so a changed method is still seen at once.
create or replace function notify_reference_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reference_changed', tg_table_name);
  return null;
end $$;

create trigger shipping_method_changed after insert or update or delete or truncate on shipping_method
  for each statement execute function notify_reference_changed();
create trigger payment_method_changed after insert or update or delete or truncate on payment_method
  for each statement execute function notify_reference_changed();
