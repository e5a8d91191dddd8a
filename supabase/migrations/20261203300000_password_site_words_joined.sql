-- Staff passwords: a password made of the site's own words is refused however they are joined.
--
-- private.check_password set aside only the characters other than a-z at both ends of a
-- password, so a space or a hyphen between two of the site's words ("SierraMar Football
-- Academy", "sierramar-academy"), an accent ("Academia de Fútbol SierraMar") or a Russian word
-- ("Футбольная академия SierraMar") let the academy's own name through. It now refuses, with
-- SQLSTATE 22023 and the code `password_weak` in `hint`, a password made only of the site's words
-- and years (private.made_of_site_words): in any case, with or without accents, joined by
-- nothing or by any characters other than letters and digits, with any characters other than
-- letters at both ends. The list of the site's words (private.password_site_words()) now holds
-- the academy's names in English, Spanish and Russian word by word, its town and venues, and the
-- football, academy and sport words of the three languages; the auth service reads it for its
-- strength estimate. The back office applies the same rule (shared/src/passwordRules.ts,
-- madeOfWords). The other rules of private.check_password are unchanged.

create or replace function private.password_site_words()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['sierramar', 'sierra', 'mar', 'сьеррамар', 'сьерра', 'академия', 'академии',
               'академию', 'академией', 'academy', 'academia', 'football', 'futbol', 'soccer',
               'futsal', 'футбол', 'футбола', 'футбольная', 'футбольный', 'футбольной',
               'футбольного', 'sport', 'sports', 'deporte', 'deportes', 'deportiva', 'deportivo',
               'спорт', 'спорта', 'спортивная', 'спортивный', 'club', 'клуб', 'fc', 'cf', 'school',
               'escuela', 'школа', 'sl', 'the', 'of', 'and', 'de', 'del', 'la', 'las', 'y', 'и',
               'estepona', 'эстепона', 'malaga', 'малага', 'costa', 'sol', 'san', 'pedro',
               'alcantara', 'dunas']
$$;
comment on function private.password_site_words() is
  'The site''s own words, which a staff password may not be made of (private.check_password). '
  'The auth service reads them too, as user inputs of its strength estimate.';
revoke all on function private.password_site_words() from public, anon, authenticated;

-- A text as it is compared with the site's words: accents removed (é, ñ, й, ё lose their marks),
-- Latin and Cyrillic capitals made lower case, whatever the database's locale.
create or replace function private.fold_for_words(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(
    regexp_replace(normalize(p_text, nfd), '[\u0300-\u036f]', '', 'g'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
    'abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщъыьэюя')
$$;
revoke all on function private.fold_for_words(text) from public, anon, authenticated;

-- True when the password is made only of the site's words and years (1900-2099), one after
-- another: once folded, the characters other than letters (a-z, а-я) at both ends set aside and
-- those other than letters and digits in between removed.
create or replace function private.made_of_site_words(p_password text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_joined text;
  v_words text[];
  v_word text;
  v_reachable boolean[];
  v_length integer;
begin
  v_joined := regexp_replace(regexp_replace(regexp_replace(private.fold_for_words(p_password),
    '^[^a-z\u0430-\u044f]+', ''), '[^a-z\u0430-\u044f]+$', ''), '[^a-z0-9\u0430-\u044f]+', '', 'g');
  v_length := length(v_joined);
  if v_length = 0 then
    return false;
  end if;
  select array_agg(distinct private.fold_for_words(w)) into v_words
    from unnest(private.password_site_words()) w;
  -- v_reachable[i + 1]: the first i characters are words one after another.
  v_reachable := array_fill(false, array[v_length + 1]);
  v_reachable[1] := true;
  for i in 0 .. v_length - 1 loop
    continue when not v_reachable[i + 1];
    if substr(v_joined, i + 1, 4) ~ '^(19|20)[0-9]{2}$' then
      v_reachable[i + 5] := true;
    end if;
    foreach v_word in array v_words loop
      if v_word <> '' and substr(v_joined, i + 1, length(v_word)) = v_word then
        v_reachable[i + 1 + length(v_word)] := true;
      end if;
    end loop;
  end loop;
  return v_reachable[v_length + 1];
end;
$$;
revoke all on function private.made_of_site_words(text) from public, anon, authenticated;

create or replace function private.check_password(p_password text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_lower text;
  v_core text;
  v_affix_length integer;
  v_step integer;
  v_run boolean := true;
begin
  if p_password is null or length(p_password) < 8 then
    raise exception using errcode = '22023', message = 'Password must be at least 8 characters',
      hint = 'password_too_short';
  end if;
  -- bcrypt only reads the first 72 bytes; a longer password would be silently truncated.
  if octet_length(p_password) > 72 then
    raise exception using errcode = '22023', message = 'Password must be at most 72 bytes',
      hint = 'password_too_long';
  end if;
  v_lower := translate(p_password, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  if replace(p_password, left(p_password, 1), '') = ''
     or exists (select 1 from private.common_passwords c where c.password = v_lower) then
    raise exception using errcode = '22023',
      message = 'Password is too common: it is one of the most used passwords or one character repeated',
      hint = 'password_common';
  end if;

  -- The core: what is left once the digits and symbols at both ends are set aside.
  -- Letters are a-z here, as in the back office's copy of this rule (shared/src/passwordRules.ts).
  v_core := regexp_replace(regexp_replace(v_lower, '^[^a-z]+', ''), '[^a-z]+$', '');
  v_affix_length := length(v_lower) - length(v_core);
  if private.made_of_site_words(p_password) then
    raise exception using errcode = '22023',
      message = 'Password is too easy to guess: it is made of the site''s own words',
      hint = 'password_weak';
  end if;
  if v_core <> '' then
    if v_affix_length <= 4 and exists (select 1 from private.common_passwords c where c.password = v_core) then
      raise exception using errcode = '22023',
        message = 'Password is too easy to guess: it is a common password with a few characters added',
        hint = 'password_weak';
    end if;
  end if;

  -- A straight run: each character one after the previous in the same direction.
  v_step := ascii(substr(v_lower, 2, 1)) - ascii(substr(v_lower, 1, 1));
  if v_step in (1, -1) then
    for i in 2 .. length(v_lower) loop
      if ascii(substr(v_lower, i, 1)) - ascii(substr(v_lower, i - 1, 1)) <> v_step then
        v_run := false;
        exit;
      end if;
    end loop;
    if v_run then
      raise exception using errcode = '22023',
        message = 'Password is too easy to guess: it is a straight run of letters or digits',
        hint = 'password_weak';
    end if;
  end if;
end;
$$
;
revoke all on function private.check_password(text) from public, anon, authenticated;
