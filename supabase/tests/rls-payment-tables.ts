/**
 * The payment tables' part of the RLS matrix (rls-matrix.test.ts): checkouts, their lines, refunds
 * and the provider's events, made with SQL as the payment functions write them, and tried
 * through the API by every role.
 */
import type pg from 'pg';
import type { RegistrationTable, TableOps } from './rls-registration-ops.ts';

/** A row of each table, made with SQL: its id, and the ids of the rows it hangs from. */
export interface Chain {
  offer: number;
  family: number;
  child: number;
  registration: number;
  outbox: number;
}

/** How to make, insert and update a row of one table (see registrationTableOps). */
export interface OpsSpec {
  table: RegistrationTable;
  key?: string;
  /** A row made with SQL: its key. */
  make: () => Promise<number | string>;
  /** A valid new row, and the column and value that find it once inserted. */
  insertRow: (mark: string) => Promise<{ row: Record<string, unknown>; find: [string, string | number] }>;
  update: Record<string, unknown>;
}

/** What the payment tables' ops are built with, from registrationTableOps. */
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
  database: () => pg.Client;
}

export function paymentTableOps({ ops, chain, id, marker, marked, database }: Tools) {
  /** A checkout of a chain's family (with one line for its registration). */
  const checkout = async (c: Chain) => {
    const checkoutId = await id(
      `insert into public.checkouts (family_id, amount, language, methods, expires_at)
       values ($1, 100, 'en', '{card}', now() + interval '1 hour') returning id`,
      [c.family],
    );
    const item = await id(
      `insert into public.checkout_items (checkout_id, registration_id, kind, amount, description)
       values ($1, $2, 'deposit', 100, 'Deposit') returning id`,
      [checkoutId, c.registration],
    );
    return { checkoutId, item };
  };
  /** An online payment of a chain's registration (written as the owner, as the events do). */
  const onlinePayment = async (c: Chain) =>
    id(
      `insert into public.payments (registration_id, kind, amount, method, provider_payment_id)
       values ($1, 'deposit', 100, 'card_online', $2) returning id`,
      [c.registration, marker('pi')],
    );

  return {
    checkouts: ops({
      table: 'checkouts',
      make: async () => (await checkout(await chain())).checkoutId,
      insertRow: async (mark) =>
        marked(
          {
            family_id: (await chain()).family,
            amount: 10,
            language: 'en',
            methods: ['card'],
            expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          },
          'provider_session_id',
          mark,
        ),
      update: { url: 'https://changed.example/' },
    }),
    checkout_items: ops({
      table: 'checkout_items',
      make: async () => (await checkout(await chain())).item,
      insertRow: async (mark) => {
        const c = await chain();
        const { checkoutId } = await checkout(c);
        return marked(
          { checkout_id: checkoutId, registration_id: c.registration, kind: 'balance', amount: 5 },
          'description',
          mark,
        );
      },
      update: { description: 'changed' },
    }),
    refunds: ops({
      table: 'refunds',
      make: async () =>
        id(`insert into public.refunds (payment_id, amount, reason) values ($1, 10, 'Reason') returning id`, [
          await onlinePayment(await chain()),
        ]),
      insertRow: async (mark) =>
        marked({ payment_id: await onlinePayment(await chain()), amount: 5 }, 'reason', mark),
      update: { status: 'succeeded', succeeded_at: new Date().toISOString() },
    }),
    payment_events: ops({
      table: 'payment_events',
      make: async () => {
        const key = marker('evt');
        await database().query(
          `insert into public.payment_events (id, type, outcome) values ($1, 'checkout.session.completed', 'ignored')`,
          [key],
        );
        return key;
      },
      insertRow: async (mark) =>
        marked({ type: 'checkout.session.completed', outcome: 'recorded' }, 'id', mark),
      update: { outcome: 'recorded' },
    }),
  } satisfies Partial<Record<RegistrationTable, () => TableOps>>;
}
