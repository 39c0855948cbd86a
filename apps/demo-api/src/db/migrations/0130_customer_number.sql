-- Customer numbers come from a sequence, like order numbers: two registrations at the same time each get their own
-- (max + 1 read before the insert gave both the same number, and the second insert failed on the unique column).
create sequence if not exists commerce_customer_number start 10001;
select setval('commerce_customer_number', greatest(10001, coalesce(
  (select max(customer_number::bigint) from commerce_customer where customer_number ~ '^[0-9]+$'), 10001)));
