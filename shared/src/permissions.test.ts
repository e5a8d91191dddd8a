import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCES, canAccess, isStaffRole, type Action, type Resource } from './permissions.ts';

describe('canAccess', () => {
  it('lets an Admin do everything except create or delete the fixed rows', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        const fixed =
          (resource === 'site_settings' || resource === 'pages') &&
          (action === 'create' || action === 'delete');
        expect(canAccess('Admin', action, resource), `${action} ${resource}`).toBe(!fixed);
      }
    }
  });

  it('lets an Editor manage the content, not users, menu items, languages or settings', () => {
    const expected: Record<Resource, readonly Action[]> = {
      users: [],
      news: ['list', 'show', 'create', 'edit', 'delete'],
      coaches: ['list', 'show', 'create', 'edit', 'delete'],
      programmes: ['list', 'show', 'create', 'edit', 'delete'],
      subscriptions: ['list', 'show', 'create', 'edit', 'delete'],
      menu_items: [],
      languages: [],
      site_settings: [],
      pages: ['list', 'show', 'edit'],
    };
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(canAccess('Editor', action, resource), `${action} ${resource}`).toBe(
          expected[resource].includes(action),
        );
      }
    }
  });

  it('allows nothing without a staff role', () => {
    for (const role of [null, undefined, 'Guest' as never]) {
      for (const resource of RESOURCES) {
        for (const action of ACTIONS) expect(canAccess(role, action, resource)).toBe(false);
      }
    }
  });
});

describe('isStaffRole', () => {
  it('accepts exactly Admin and Editor', () => {
    expect(isStaffRole('Admin')).toBe(true);
    expect(isStaffRole('Editor')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole(1)).toBe(false);
  });
});
