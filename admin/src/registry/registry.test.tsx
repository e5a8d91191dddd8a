import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ListBase, memoryStore, useListContext, type AuthProvider } from 'react-admin';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { PAGE_KEYS } from '@academy/shared';
import AdminApp from '../AdminApp.tsx';
import { writeLocalUser } from '../auth/storage.ts';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import type { ResourceDefinition, TableName } from '../model/resourceDefinition.ts';
import type { ResourceViews } from '../model/resourceViews.ts';
import { createDataProvider } from '../providers/dataProvider.ts';
import type { Services } from '../platform/ServicesContext.ts';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { dataFolders } from './folders.ts';
import { createRegistry } from './registry.ts';

// The whole back office renders in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

/** A resource that is no part of the back office: one new folder's declarations and screens. */
const TROPHIES: ResourceDefinition = {
  name: 'trophies',
  table: 'trophy_cabinet' as TableName,
  label: 'Trophies',
  access: { Admin: ['list', 'show', 'create', 'edit', 'delete'], Editor: ['list', 'show'] },
  menu: { group: 'content', order: 15 },
  paths: { create: 'new', edit: 'edit/:id' },
  list: { searchColumns: ['title_en', 'title_es'] },
};

function Cabinet() {
  const { data = [] } = useListContext<{ id: number; title_en: string }>();
  return (
    <ul aria-label="Trophy cabinet">
      {data.map((trophy) => (
        <li key={trophy.id}>{trophy.title_en}</li>
      ))}
    </ul>
  );
}

function TrophyList() {
  return (
    <ListBase>
      <Cabinet />
    </ListBase>
  );
}
const TROPHY_VIEWS: ResourceViews = { icon: EmojiEventsIcon, list: TrophyList };

const registry = () => createRegistry([...dataFolders(), { resource: TROPHIES, views: TROPHY_VIEWS }]);

/** The few supabase-js calls the data provider makes outside PostgREST's REST answers. */
const client = {
  auth: { getSession: async () => ({ data: { session: { access_token: 'token' } } }) },
} as unknown as AdminSupabaseClient;
const config = { supabaseUrl: 'http://api.test', supabaseAnonKey: 'anon' };

/** PostgREST as fetch sees it: the rows asked for, and every URL asked. */
function stubPostgrest() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(decodeURIComponent(url));
      const rows = url.includes('/trophy_cabinet') ? [{ id: 1, title_en: 'Costa del Sol Cup 2026' }] : [];
      return new Response(JSON.stringify(rows), {
        headers: {
          'content-type': 'application/json',
          'content-range': `0-${rows.length - 1}/${rows.length}`,
        },
      });
    }),
  );
  return urls;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a resource folder added to the back office', () => {
  it('is found in the menu of the roles its permissions name, in its place', () => {
    const menu = registry().menuFor('Editor');
    expect(menu.content.map((r) => r.name)).toEqual([
      'news',
      'trophies',
      'coaches',
      'programmes',
      'subscriptions',
      'recently-deleted',
    ]);
    expect(registry().menuFor(null).content).toEqual([]);
  });

  it('is found in the permissions, by its name and by its table', () => {
    const { canAccess } = registry();
    expect(canAccess('Editor', { action: 'list', resource: 'trophies' })).toBe(true);
    expect(canAccess('Editor', { action: 'edit', resource: 'trophies' })).toBe(false);
    expect(canAccess('Admin', { action: 'delete', resource: 'trophy_cabinet' })).toBe(true);
    expect(canAccess(undefined, { action: 'list', resource: 'trophies' })).toBe(false);
  });

  it('is read by the data provider through its table and search columns', async () => {
    const urls = stubPostgrest();
    const provider = createDataProvider(config, client, registry());
    const { data } = await provider.getList('trophies', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'cup' },
    });
    expect(data).toEqual([{ id: 1, title_en: 'Costa del Sol Cup 2026' }]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('http://api.test/rest/v1/trophy_cabinet?');
    expect(urls[0]).toContain('or=(title_en.ilike.*cup*,title_es.ilike.*cup*)');
    expect(registry().editPathOf('trophies', 4)).toBe('/trophies/edit/4');
  });

  it('has its route and its menu entry in the running back office', async () => {
    stubPostgrest();
    writeLocalUser({
      id: 'e1',
      email: 'editor@example.com',
      name: 'Pablo',
      last_name: 'Ruiz',
      role: 'Editor',
      is_active: true,
    });
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => 'Editor',
      getIdentity: async () => ({ id: 'e1', fullName: 'Pablo Ruiz' }),
    };
    const services = {
      config,
      client,
      authProvider,
      i18nProvider: createI18nProvider('en'),
      store: memoryStore(),
    } as unknown as Services;
    const router = createMemoryRouter(
      [{ path: '/admin/*', element: <AdminApp services={services} registry={registry()} /> }],
      { initialEntries: ['/admin/trophies'] },
    );
    render(<RouterProvider router={router} />);
    const cabinet = await screen.findByRole('list', { name: 'Trophy cabinet' });
    await waitFor(() => expect(cabinet.textContent).toBe('Costa del Sol Cup 2026'));
    const entry = await screen.findByRole('menuitem', { name: 'Trophies' });
    expect(entry.getAttribute('href')).toBe('/admin/trophies');
    // The page editors are there too, one per page.
    expect(registry().resources.filter((r) => r.pageKey)).toHaveLength(PAGE_KEYS.length);
  });
});
