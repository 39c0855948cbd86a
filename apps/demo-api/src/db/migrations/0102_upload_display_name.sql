-- Uploads are stored under a generated file name; the shopper's file name is display text only (issue 16, 12).
alter table commerce_upload add column if not exists display_name text;
