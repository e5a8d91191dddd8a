import { describe, expect, it } from 'vitest';
import { FIXED_ROWS, MANAGE, isAllowed, isStaffRole, type AccessRules } from './permissions.ts';

const RULES: Record<string, AccessRules> = {
  articles: { Admin: MANAGE, Editor: MANAGE },
  settings: { Admin: FIXED_ROWS },
  accounts: { Admin: MANAGE },
};

describe('isAllowed', () => {
  it('allows a role exactly the actions its resource names for it', () => {
    expect(isAllowed(RULES, 'Editor', { action: 'delete', resource: 'articles' })).toBe(true);
    expect(isAllowed(RULES, 'Admin', { action: 'edit', resource: 'settings' })).toBe(true);
    expect(isAllowed(RULES, 'Admin', { action: 'create', resource: 'settings' })).toBe(false);
    expect(isAllowed(RULES, 'Admin', { action: 'delete', resource: 'settings' })).toBe(false);
  });

  it('allows nothing on a resource that does not name the role', () => {
    expect(isAllowed(RULES, 'Editor', { action: 'list', resource: 'settings' })).toBe(false);
    expect(isAllowed(RULES, 'Editor', { action: 'show', resource: 'accounts' })).toBe(false);
  });

  it("reads react-admin's export as a list and clone as a creation", () => {
    expect(isAllowed(RULES, 'Editor', { action: 'export', resource: 'articles' })).toBe(true);
    expect(isAllowed(RULES, 'Admin', { action: 'clone', resource: 'settings' })).toBe(false);
    expect(isAllowed(RULES, 'Admin', { action: 'bulk-archive', resource: 'articles' })).toBe(false);
  });

  it('opens a page that is no resource (the dashboard) to staff only', () => {
    expect(isAllowed(RULES, 'Editor', { action: 'list', resource: 'dashboard' })).toBe(true);
    for (const role of [null, undefined, 'Guest' as never]) {
      expect(isAllowed(RULES, role, { action: 'list', resource: 'dashboard' })).toBe(false);
      expect(isAllowed(RULES, role, { action: 'list', resource: 'articles' })).toBe(false);
    }
  });

  it('does not take a name of Object.prototype for a resource', () => {
    expect(isAllowed(RULES, 'Editor', { action: 'list', resource: 'constructor' })).toBe(true);
    expect(isAllowed(RULES, 'Editor', { action: 'toString', resource: 'articles' })).toBe(false);
  });
});

describe('isStaffRole', () => {
  it('accepts the roles of the database enum only', () => {
    expect(isStaffRole('Admin')).toBe(true);
    expect(isStaffRole('Editor')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole(1)).toBe(false);
  });
});
