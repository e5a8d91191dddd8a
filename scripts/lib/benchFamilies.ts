// The families of bench:registration: an offer to register for, each family's form, and its
// connection and form token as a browser would get them.
import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import type { Database } from '@academy/shared/database.types.ts';
import { CONSENT_VERSIONS, REGISTRATION_LIMITS } from '@academy/shared/registration.ts';
import { agentFrom, fetchThrough } from './replayClient.ts';

/** A camp open for registration with `places` places; its id. */
export async function createOffer(db: pg.Client, places: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.offers (kind, title_en, starts_on, ends_on, capacity, birth_year_min, birth_year_max,
       price, deposit, registration_closes_at, kit_list_en)
     values ('camp', 'Bench camp', current_date + 30, current_date + 34, $1, 2010, 2019, 300, 100,
       now() + interval '20 days', 'Boots') returning id`,
    [places],
  );
  return Number(rows[0]!.id);
}

/** Families, each from a loopback address of its own (block: 87, 88, ...), with a supabase-js client. */
export function familiesFrom(api: { url: string; anonKey: string }, block: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const agent = agentFrom(`127.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    const client = createClient<Database>(api.url, api.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchThrough(agent) },
    });
    return { agent, client };
  });
}

/** Each family's form token, once the form's minimum time has passed since they were made. */
export async function agedTokens(families: ReturnType<typeof familiesFrom>): Promise<string[]> {
  const tokens = await Promise.all(
    families.map(async ({ client }) => {
      const { data, error } = await client.rpc('form_token');
      if (error || !data) throw new Error(`form_token failed: ${error?.message}`);
      return data;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, REGISTRATION_LIMITS.minFormSeconds * 1000 + 200));
  return tokens;
}

/** Family `i`'s form; `tag` (in every name) finds a round's e-mails in the catcher. */
export function form(token: string, offer: number, i: number, tag = 'Bench') {
  return {
    idempotency_key: crypto.randomUUID(),
    form_token: token,
    website: '',
    language: 'en',
    family: {
      parent_name: `${tag} Parent ${i}`,
      email: `${tag.toLowerCase()}-${i}@example.com`,
      phone: '+34 600 000 000',
      language: (['en', 'es', 'ru'] as const)[i % 3],
      emergency_name: 'Bench Emergency',
      emergency_phone: '+34 600 000 001',
    },
    children: [
      {
        name: `${tag} Child ${i}`,
        date_of_birth: '2014-05-02',
        position: 'any',
        shirt_size: '140',
        authorised_collectors: `${tag} Parent ${i}`,
        offer_ids: [offer],
        consents: { child_data: true, health_data: false, photos_website: false, photos_social: false },
      },
    ],
    guardian_declaration: true,
    consent_versions: CONSENT_VERSIONS,
  };
}
