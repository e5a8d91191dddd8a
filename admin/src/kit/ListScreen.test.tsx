import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ListScreen } from './ListScreen.tsx';
import { listTexts } from './listTexts.ts';

// MUI and react-admin render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

const pending = () => new Promise<never>(() => undefined);

/** The programmes list, its rows by title, over the given getList. */
function renderList(getList: DataProvider['getList']) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/programmes',
        element: (
          <AdminContext
            dataProvider={testDataProvider({ getList })}
            i18nProvider={createI18nProvider('en')}
            store={memoryStore()}
            basename="/admin"
          >
            <ListScreen<{ id: number; title_en: string }>
              resource="programmes"
              texts={listTexts('programmes')}
              add={{ path: '/programmes/new' }}
              filter={{ kind: 'camp' }}
            >
              {({ rows }) => (
                <ul aria-label="Programmes">
                  {rows.map((row) => (
                    <li key={row.id}>{row.title_en}</li>
                  ))}
                </ul>
              )}
            </ListScreen>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/programmes'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('ListScreen', () => {
  it('says what it is loading while the list loads', async () => {
    renderList(pending);
    expect((await screen.findByRole('status')).textContent).toContain('Loading programmes...');
  });

  it('shows the empty state, with the way to add the first one', async () => {
    renderList(async () => ({ data: [], total: 0 }));
    expect(await screen.findByText('There are no programmes yet')).toBeTruthy();
    const add = screen.getAllByRole('link', { name: 'Add Programme' }).at(-1)!;
    expect(add.getAttribute('href')).toBe('/admin/programmes/new');
  });

  it('shows the Connection Error card when nothing can be shown, and Try Again asks again', async () => {
    let calls = 0;
    renderList(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { data: [{ id: 1, title_en: 'Summer camp' }] as never, total: 1 };
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Connection Error');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('list', { name: 'Programmes' })).textContent).toBe('Summer camp');
  });

  it('searches with the typed text, keeps its own filter, and says when nothing matches', async () => {
    const asked: GetListParams[] = [];
    renderList(async (_resource, params) => {
      asked.push(params);
      const q = params.filter.q as string | undefined;
      return q ? { data: [], total: 0 } : { data: [{ id: 1, title_en: 'Summer camp' }] as never, total: 1 };
    });
    await screen.findByRole('list', { name: 'Programmes' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'winter' } });
    expect((await screen.findByRole('status')).textContent).toContain('winter');
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ kind: 'camp', q: 'winter' }));
  });
});
