/**
 * The dashboard finds a table's translated fields by their columns (<field>_en, _es, _ru): a
 * localized column added to a table is listed, missing or out of date, with no change to any
 * function. Each case runs in a transaction, as the signed-in Admin, and is rolled back.
 */
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';

const fx = useFixture('translated');
const { tag, db } = fx;
let claims: string;

/** A coach translated in full ($1: the name), but for the columns a case adds. */
const COACH_COLUMNS = 'name_en, name_es, name_ru, role_en, role_es, role_ru, bio_en, bio_es, bio_ru';
const COACH_VALUES = "$1, $1, $1, 'Coach', 'Entrenador', 'Тренер', 'Bio', 'Biografía', 'Биография'";

interface Gap {
  resource: string;
  id: string;
  label: string;
  lang: string;
  fields: string[];
}
interface Dashboard {
  missing_records: Gap[];
  stale_records: Gap[];
}

/** Runs `arrange` and then admin_dashboard() as the Admin in one transaction, rolled back. */
async function dashboardAfter(arrange: () => Promise<void>): Promise<Dashboard> {
  await db.query('begin');
  try {
    await arrange();
    await db.query("select set_config('request.jwt.claims', $1, true)", [claims]);
    await db.query('set local role authenticated');
    const { rows } = await db.query<{ d: Dashboard }>('select public.admin_dashboard() as d');
    return rows[0]!.d;
  } finally {
    await db.query('rollback');
  }
}

beforeAll(async () => {
  const { client: admin } = await fx.staff('admin', 'Admin');
  const { data } = await admin.auth.getSession();
  claims = JSON.stringify(decodeJwt(data.session!.access_token));
});

describe('admin_dashboard(): translated fields found by their columns', () => {
  it('lists a localized column added to a table, missing and then out of date', async () => {
    let coach = '';
    const mine = (gaps: Gap[]) => gaps.filter((g) => g.resource === 'coaches' && g.id === coach);
    const dashboard = await dashboardAfter(async () => {
      await db.query(
        'alter table public.coaches add column motto_en text, add column motto_es text, add column motto_ru text',
      );
      const { rows } = await db.query<{ id: string }>(
        `insert into public.coaches (${COACH_COLUMNS}, motto_en, motto_es)
         values (${COACH_VALUES}, 'Play fair', 'Juega limpio') returning id::text`,
        [tag],
      );
      coach = rows[0]!.id;
      // The English changes after the Spanish was written: the Spanish may be out of date.
      await db.query("update public.coaches set motto_en = 'Play fair, always' where id = $1", [coach]);
    });
    expect(mine(dashboard.missing_records)).toEqual([
      { resource: 'coaches', id: coach, label: tag, lang: 'ru', fields: ['motto'] },
    ]);
    expect(mine(dashboard.stale_records)).toEqual([
      { resource: 'coaches', id: coach, label: tag, lang: 'es', fields: ['motto'] },
    ]);
  });

  it('lists a programme whose schedule is not translated', async () => {
    let programme = '';
    const dashboard = await dashboardAfter(async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.programmes (title_en, title_es, title_ru, description_en, description_es,
           description_ru, age_group, schedule_en, schedule_es)
         values ($1, $1, $1, 'Games', 'Partidos', 'Игры', 'U10', 'Mondays, 17:30', 'Lunes, 17:30')
         returning id::text`,
        [tag],
      );
      programme = rows[0]!.id;
    });
    expect(
      dashboard.missing_records.filter((g) => g.resource === 'programmes' && g.id === programme),
    ).toEqual([{ resource: 'programmes', id: programme, label: tag, lang: 'ru', fields: ['schedule'] }]);
  });

  it('leaves out a column without all three languages', async () => {
    let coach = '';
    const dashboard = await dashboardAfter(async () => {
      await db.query('alter table public.coaches add column nickname_en text, add column nickname_es text');
      const { rows } = await db.query<{ id: string }>(
        `insert into public.coaches (${COACH_COLUMNS}, nickname_en)
         values (${COACH_VALUES}, 'The Wall') returning id::text`,
        [tag],
      );
      coach = rows[0]!.id;
    });
    expect(dashboard.missing_records.filter((g) => g.resource === 'coaches' && g.id === coach)).toEqual([]);
  });
});
