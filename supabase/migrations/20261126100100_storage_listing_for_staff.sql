-- Listing and API reads of the academy's buckets are for active staff only.
--
-- The buckets are public: the site serves every stored file by its public URL
-- (/storage/v1/object/public/<bucket>/<name>), and the storage service answers that route without
-- consulting row level security, on hosted Supabase as locally. Everything else that reads
-- storage.objects does consult it: listing a bucket, downloading through the authenticated
-- route, signing a URL, reading an object's info. Until now everyone could, so anyone with the
-- public key could list the names of every file, pictures uploaded for unpublished articles
-- included. Now an anonymous caller (or a signed-in account that is not active staff) lists
-- nothing and reads nothing through the API, and the public URLs serve exactly as before.

drop policy "academy buckets: public read" on storage.objects;
drop policy "videos bucket: public read" on storage.objects;

create policy "academy buckets: staff read" on storage.objects
  for select to authenticated
  using (bucket_id in ('coaches', 'news', 'media', 'videos') and (select public.is_staff()));
