import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The site's Header and Footer menus, which also make its routes: Admin only. */
export default {
  name: 'menu',
  table: 'menu_items',
  label: 'app.menu.menu',
  access: { Admin: MANAGE },
  menu: { group: 'site', order: 200 },
  paths: { create: 'new', edit: 'edit/:id' },
  list: { searchColumns: ['title_en', 'title_es', 'title_ru', 'url'] },
} satisfies ResourceDefinition;
