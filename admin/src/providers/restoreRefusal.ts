import { errorParts } from './saveErrors.ts';

/** Why the database refused a restore, by the code in its hint (restore_version and friends). */
export type RestoreRefusalCode =
  'version_invalid' | 'version_not_found' | 'no_previous_version' | 'not_restorable' | 'record_exists';

const CODES: ReadonlySet<string> = new Set<RestoreRefusalCode>([
  'version_invalid',
  'version_not_found',
  'no_previous_version',
  'not_restorable',
  'record_exists',
]);

/** A restore the database refused for a reason of the version itself (not of the session or role). */
export class RestoreRefusal extends Error {
  override name = 'RestoreRefusal';
  constructor(
    readonly code: RestoreRefusalCode,
    /** version_invalid: the field path that no longer fits ('name_en', 'content'). */
    readonly field: string | null,
  ) {
    super(code);
  }
}

/** The refusal in a PostgREST error of a restore RPC, or null when it is some other failure. */
export function restoreRefusalOf(error: unknown): RestoreRefusal | null {
  const { hint } = errorParts(error);
  if (!hint || !CODES.has(hint)) return null;
  const details = (error as { details?: unknown } | null)?.details;
  return new RestoreRefusal(
    hint as RestoreRefusalCode,
    typeof details === 'string' && details.trim() ? details.trim() : null,
  );
}

/** The catalog key of each refusal ('%{field}' is filled by the caller with the field's label). */
export const RESTORE_MESSAGES: Record<RestoreRefusalCode, string> = {
  version_invalid: 'app.history.refused_field',
  version_not_found: 'app.history.not_found',
  no_previous_version: 'app.history.no_previous',
  not_restorable: 'app.history.not_restorable',
  record_exists: 'app.history.record_exists',
};
