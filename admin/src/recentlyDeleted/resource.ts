import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/**
 * Records whose last change is a deletion (the `recently_deleted` view), each restorable. Staff
 * who edit content see it; the view's row level security shows each only what they may edit.
 */
export default {
  name: 'recently-deleted',
  table: 'recently_deleted',
  primaryKey: ['change_id'],
  label: 'app.menu.recently-deleted',
  access: { Admin: ['list'], Editor: ['list'] },
  menu: { group: 'content', order: 50 },
} satisfies ResourceDefinition;
