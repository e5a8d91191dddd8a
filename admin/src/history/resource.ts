import { READ_ONLY } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/**
 * The views the history panel and the stale marks read. Every staff member who edits content may
 * read them; their row level security shows each the records of the tables they may edit.
 */
export default [
  {
    name: 'change_history',
    table: 'change_history',
    access: { Admin: READ_ONLY, Editor: READ_ONLY },
  },
  {
    name: 'stale_translations',
    table: 'stale_translations',
    primaryKey: ['table_name', 'row_id', 'field'],
    access: { Admin: READ_ONLY, Editor: READ_ONLY },
  },
] satisfies ResourceDefinition[];
