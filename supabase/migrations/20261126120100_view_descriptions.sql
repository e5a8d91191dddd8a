-- The descriptions of two history views say what the view holds and nothing else (databases
-- migrated before the history migration's text was changed keep the older text otherwise).
comment on view public.change_history is
  'History of staff-edited records: filter by table_name and row_id, order by id desc.';
comment on view public.stale_translations is
  'Translations whose English changed after they were last edited.';
