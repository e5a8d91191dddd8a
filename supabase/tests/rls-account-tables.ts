/**
 * The family accounts' tables in the RLS matrix (rls-matrix.test.ts): who may collect a child,
 * the second guardians and the log of a parent's changes, made with SQL and tried through the
 * API by every role.
 */
import type { RegistrationTable, TableOps } from './rls-registration-ops.ts';
import type { Chain, OpsSpec } from './rls-payment-tables.ts';

interface Tools {
  ops: (spec: OpsSpec) => () => TableOps;
  chain: () => Promise<Chain>;
  id: (sql: string, params?: unknown[]) => Promise<number>;
  marker: (what: string) => string;
  marked: (
    row: Record<string, unknown>,
    column: string,
    mark: string,
  ) => { row: Record<string, unknown>; find: [string, string] };
}

export function accountTableOps({ ops, chain, id, marker, marked }: Tools) {
  const guardianEmail = () => `${marker('guardian').toLowerCase()}@example.com`;
  return {
    child_collectors: ops({
      table: 'child_collectors',
      make: async () =>
        id(
          `insert into public.child_collectors (child_id, name, relationship, phone)
           values ($1, 'Grandmother', 'Grandmother', '+34 600 000 002') returning id`,
          [(await chain()).child],
        ),
      insertRow: async (mark) =>
        marked(
          { child_id: (await chain()).child, relationship: 'Aunt', phone: '+34 600 000 003' },
          'name',
          mark,
        ),
      update: { phone: '+34 611 111 111' },
    }),
    family_guardians: ops({
      table: 'family_guardians',
      make: async () =>
        id(`insert into public.family_guardians (family_id, email) values ($1, $2) returning id`, [
          (await chain()).family,
          guardianEmail(),
        ]),
      insertRow: async (mark) =>
        marked({ family_id: (await chain()).family, email: guardianEmail() }, 'name', mark),
      update: { name: 'Changed' },
    }),
    family_changes: ops({
      table: 'family_changes',
      make: async () =>
        id(
          `insert into public.family_changes (family_id, table_name, row_id, operation, fields)
           values ($1, 'families', $1, 'UPDATE', '{phone}') returning id`,
          [(await chain()).family],
        ),
      insertRow: async (mark) =>
        marked({ family_id: (await chain()).family, row_id: 1, operation: 'UPDATE' }, 'table_name', mark),
      update: { fields: ['changed'] },
    }),
  } satisfies Partial<Record<RegistrationTable, () => TableOps>>;
}

/** A parent's sessions in the matrix: its own family's rows, another family's, its erased family's. */
export const PARENT_ACTORS = ['parentOwn', 'parentOther', 'parentErased'] as const;
export type ParentActor = (typeof PARENT_ACTORS)[number];

type Cell = readonly [select: 'all' | 'none', insert: 0 | 1, update: 0 | 1, del: 0 | 1];
const NOTHING: Cell = ['none', 0, 0, 0];
const READS: Cell = ['all', 0, 0, 0];
/** Tables that are the same for every parent (not a family's rows): what any signed-in user has. */
const SAME: Record<ParentActor, Cell> = { parentOwn: READS, parentOther: READS, parentErased: READS };
const NONE: Record<ParentActor, Cell> = { parentOwn: NOTHING, parentOther: NOTHING, parentErased: NOTHING };
/** Only the parent's own family's rows, with the given commands; nothing of another or erased family. */
const own = (cell: Cell): Record<ParentActor, Cell> => ({
  parentOwn: cell,
  parentOther: NOTHING,
  parentErased: NOTHING,
});

/**
 * What a parent does to the registration tables through the API (docs/family-accounts.md): reads
 * its family's rows, changes the family's contact details (the phone tried) and a child's details
 * (the collectors' note tried), records consents and keeps the collectors; nothing of staff's.
 */
// prettier-ignore
export const PARENT_CELLS: Record<RegistrationTable, Record<ParentActor, Cell>> = {
  families:                 own(['all', 0, 1, 0]),
  children:                 own(['all', 0, 1, 0]),
  registrations:            own(READS),
  payments:                 own(READS),
  consents:                 own(['all', 1, 0, 0]),
  email_outbox:             own(READS),
  child_collectors:         own(['all', 1, 1, 1]),
  family_guardians:         own(READS),
  family_changes:           NONE,
  email_deliveries:         NONE,
  registration_notes:       NONE,
  offers:                   NONE,
  enquiries:                NONE,
  registration_submissions: NONE,
  checkouts:                NONE,
  checkout_items:           NONE,
  refunds:                  NONE,
  payment_events:           NONE,
  consent_texts:            SAME,
  registration_settings:    SAME,
};
