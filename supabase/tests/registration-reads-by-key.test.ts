/**
 * A registration reads the rows it needs by their keys: the work of one submission does not grow
 * with the number of registrations and places the academy has ever had. The answer to the family
 * and the check for a free place when a family joins a waiting list once read whole tables.
 */
import { describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { agedToken, createOffer, registrationForm } from './registration-support.ts';

const { tag, db, offers, families } = useFixture('reg-by-key', {
  settings: { online_registration: true },
});

/** Submits a form in a transaction of `db`'s own; the tables it read whole meanwhile, by name. */
async function tablesScanned(offer: number, child: string): Promise<{ scanned: Record<string, number> }> {
  const form = registrationForm(await agedToken(db, 10), [{ name: child, offer_ids: [offer] }]);
  await db.query('begin');
  try {
    const { rows } = await db.query<{ answer: { family_id: number } }>(
      'select public.submit_registration($1::jsonb) as answer',
      [JSON.stringify(form)],
    );
    families.push(rows[0]!.answer.family_id);
    const scans = await db.query<{ relname: string; seq_scan: string }>(
      `select relname, seq_scan from pg_stat_xact_user_tables
        where schemaname = 'public' and relname in ('registrations', 'places')`,
    );
    await db.query('commit');
    return { scanned: Object.fromEntries(scans.rows.map((r) => [r.relname, Number(r.seq_scan)])) };
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

describe('a submission', () => {
  it('reads registrations and places by key, whether it takes a place or joins the waiting list', async () => {
    const offer = await createOffer(db, { title_en: `${tag} one place`, capacity: 1 });
    offers.push(offer);
    // The first family takes the place; the second joins the waiting list, which looks for a
    // free place first.
    expect(await tablesScanned(offer, 'Marta')).toEqual({ scanned: { registrations: 0, places: 0 } });
    expect(await tablesScanned(offer, 'Jorge')).toEqual({ scanned: { registrations: 0, places: 0 } });
  });
});
