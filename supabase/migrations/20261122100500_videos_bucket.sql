-- The home page's hero clip lives in its own bucket: `media` takes raster images only, and a
-- video needs a larger limit. Public read, active staff write, like the image buckets, so the
-- clip can be replaced on hosted Supabase too.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', true, 20971520, array['video/mp4', 'video/webm'])
on conflict (id) do nothing;

create policy "videos bucket: public read" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'videos');

create policy "videos bucket: staff insert" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'videos' and (select public.is_staff()));

create policy "videos bucket: staff update" on storage.objects
  for update to authenticated
  using (bucket_id = 'videos' and (select public.is_staff()))
  with check (bucket_id = 'videos' and (select public.is_staff()));

create policy "videos bucket: staff delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'videos' and (select public.is_staff()));
