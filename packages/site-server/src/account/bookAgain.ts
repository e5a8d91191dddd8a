import type { Context } from 'hono';
import type { FormValues } from '@academy/shared/registrationForm.ts';
import { REGISTRATION_LIMITS } from '@academy/shared/registration.ts';
import { currentSession, parentClient, tokenRole, type Backend } from './session.ts';

interface BookAgain {
  family: Record<string, string | null> | null;
  children: Record<string, string | number | null>[];
}

const FAMILY = ['parent_name', 'email', 'phone', 'language', 'emergency_name', 'emergency_phone'] as const;
const CHILD = [
  'name',
  'date_of_birth',
  'position',
  'shirt_size',
  'allergies',
  'medication',
  'authorised_collectors',
] as const;

/**
 * "Book again": the registration form's values filled from the signed-in parent's account
 * (book_again(), read with the parent's own token): the family's latest details and each child
 * once. Nothing (an empty form) without a parent's session. The consents are asked again: they
 * belong to each registration.
 */
export function bookAgainPrefill(backend: Backend) {
  return async (c: Context): Promise<FormValues> => {
    const session = await currentSession(c, backend);
    if (!session || tokenRole(session.access_token) !== 'parent') return {};
    const { data, error } = await parentClient(c, backend, session.access_token).rpc('book_again');
    if (error || !data) return {};
    const answer = data as BookAgain;
    const values: FormValues = {};
    for (const field of FAMILY) {
      const value = answer.family?.[field];
      if (value) values[`family.${field}`] = String(value);
    }
    const children = answer.children.slice(0, REGISTRATION_LIMITS.maxChildren);
    children.forEach((child, i) => {
      for (const field of CHILD) {
        const value = child[field];
        if (value !== null && value !== undefined && value !== '')
          values[`children.${i}.${field}`] = String(value);
      }
    });
    if (children.length > 0) values.children = String(children.length);
    return values;
  };
}
