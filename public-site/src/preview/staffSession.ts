import { ADMIN_AUTH_STORAGE_KEY } from '@academy/shared/preview.ts';

/** The staff member's access token for a preview, or why there is none. */
export type StaffToken = { token: string } | { problem: 'signed-out' | 'expired' };

/**
 * Reads the back office's session from this browser (the admin runs on the same origin and
 * keeps it in localStorage): the preview sends the staff member's own access token, so the
 * database's row level security decides what it shows. The admin's client refreshes the token
 * while it is open; the preview never refreshes it itself (two refreshers of one refresh token
 * would end the session).
 */
export function readStaffToken(storage: Pick<Storage, 'getItem'> | null, nowMs = Date.now()): StaffToken {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(ADMIN_AUTH_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (!raw) return { problem: 'signed-out' };
  let session: unknown;
  try {
    session = JSON.parse(raw);
  } catch {
    return { problem: 'signed-out' };
  }
  const { access_token: token, expires_at: expiresAt } = (session ?? {}) as {
    access_token?: unknown;
    expires_at?: unknown;
  };
  if (typeof token !== 'string' || token.split('.').length !== 3) return { problem: 'signed-out' };
  if (typeof expiresAt === 'number' && expiresAt * 1000 <= nowMs) return { problem: 'expired' };
  return { token };
}
