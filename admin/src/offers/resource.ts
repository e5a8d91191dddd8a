import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/**
 * What families book: campus weeks, camps and trial sessions. Admins manage them; a Coordinator
 * reads them and changes only their places and online registration (the database refuses more).
 */
export default {
  name: 'offers',
  table: 'offers',
  label: 'app.offers.menu',
  access: { Admin: MANAGE, Coordinator: ['list', 'show', 'edit'] },
  menu: { group: 'registrations', order: 3 },
  paths: { create: 'new', edit: 'edit/:id', show: ':id' },
  list: { searchColumns: ['title_en', 'title_es', 'title_ru'] },
} satisfies ResourceDefinition;
