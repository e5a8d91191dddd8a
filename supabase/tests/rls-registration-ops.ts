/**
 * What the RLS matrix asks of each registration table: the tables, and the attempts (read, insert,
 * update, delete through the API) whose effect is checked against the database's actual state.
 */
import type { Client } from './helpers.ts';

export interface Attempt {
  effective: boolean;
  error: unknown;
}

export interface TableOps {
  readFixtures(): Promise<{ visible: string | number; hidden?: string | number }>;
  tryInsert(client: Client): Promise<Attempt>;
  tryUpdate(client: Client): Promise<Attempt>;
  tryDelete(client: Client): Promise<Attempt>;
  read(client: Client, keys: (string | number)[]): Promise<(string | number)[]>;
  after?(): Promise<void>;
}

export const REGISTRATION_TABLES = [
  'offers',
  'families',
  'children',
  'registrations',
  'payments',
  'registration_notes',
  'enquiries',
  'consents',
  'email_outbox',
  'email_deliveries',
  'consent_texts',
  'registration_settings',
  'registration_submissions',
  'checkouts',
  'checkout_items',
  'refunds',
  'payment_events',
  'child_collectors',
  'family_guardians',
  'family_changes',
] as const;
export type RegistrationTable = (typeof REGISTRATION_TABLES)[number];
