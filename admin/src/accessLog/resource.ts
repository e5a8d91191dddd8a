import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/**
 * The access log: who signed in, and who opened, exported, printed or erased personal data.
 * Admins read it (the database shows it only to a session signed in with a code); nobody writes
 * it through the API: the database and `log_access` append to it.
 */
export default {
  name: 'access-log',
  table: 'access_log',
  label: 'app.access_log.menu',
  access: { Admin: ['list'] },
  menu: { group: 'site', order: 240 },
} satisfies ResourceDefinition;
