import type { StaffRole } from '@academy/shared';

/** The signed-in staff member as the admin keeps it between reloads (the "local user"). */
export interface LocalUser {
  id: string;
  email: string;
  name: string;
  last_name: string;
  role: StaffRole;
  is_active: boolean;
}

const USER_KEY = 'academy.admin.user';
const REMEMBERED_EMAIL_KEY = 'academy.admin.rememberedEmail';
// Survives the redirect to /login so that the sign-in page can say why the session ended.
const LOGIN_NOTICE_KEY = 'academy.admin.loginNotice';

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    // Storage can be disabled (privacy modes); the admin then simply forgets between reloads.
    return null;
  }
}

export function readLocalUser(): LocalUser | null {
  const raw = safeStorage('localStorage')?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalUser>;
    if (typeof value.id === 'string' && typeof value.role === 'string') return value as LocalUser;
  } catch {
    // A tampered value counts as no user.
  }
  return null;
}

export function writeLocalUser(user: LocalUser | null): void {
  const storage = safeStorage('localStorage');
  if (!storage) return;
  if (user) storage.setItem(USER_KEY, JSON.stringify(user));
  else storage.removeItem(USER_KEY);
}

export function readRememberedEmail(): string {
  return safeStorage('localStorage')?.getItem(REMEMBERED_EMAIL_KEY) ?? '';
}

export function writeRememberedEmail(email: string | null): void {
  const storage = safeStorage('localStorage');
  if (!storage) return;
  if (email) storage.setItem(REMEMBERED_EMAIL_KEY, email);
  else storage.removeItem(REMEMBERED_EMAIL_KEY);
}

/** A message key for the sign-in page's error box, shown once. */
export function setLoginNotice(messageKey: string): void {
  safeStorage('sessionStorage')?.setItem(LOGIN_NOTICE_KEY, messageKey);
}

export function takeLoginNotice(): string | null {
  const storage = safeStorage('sessionStorage');
  const value = storage?.getItem(LOGIN_NOTICE_KEY) ?? null;
  storage?.removeItem(LOGIN_NOTICE_KEY);
  return value;
}
