-- Storage buckets for uploaded images: public read, Editor and Admin write, 5 MB,
-- raster images only (no SVG: it can carry scripts). Buckets are rows, which hosted Supabase lets
-- migrations insert; the policies below are the only rules on storage.objects for these buckets.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('coaches', 'coaches', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']),
  ('news', 'news', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']),
  ('media', 'media', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'])
on conflict (id) do nothing;

-- Everyone may read (list, download) the objects of the academy's buckets.
create policy "academy buckets: public read" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('coaches', 'news', 'media'));

-- Active staff upload, replace and remove them.
create policy "academy buckets: staff insert" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('coaches', 'news', 'media') and (select public.is_staff()));

create policy "academy buckets: staff update" on storage.objects
  for update to authenticated
  using (bucket_id in ('coaches', 'news', 'media') and (select public.is_staff()))
  with check (bucket_id in ('coaches', 'news', 'media') and (select public.is_staff()));

create policy "academy buckets: staff delete" on storage.objects
  for delete to authenticated
  using (bucket_id in ('coaches', 'news', 'media') and (select public.is_staff()));
