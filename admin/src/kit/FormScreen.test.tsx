import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { AdminContext, TextInput, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { SaveError } from '../providers/saveErrors.ts';
import { EditScreen } from './FormScreen.tsx';

// MUI and react-admin render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

const COACH = { id: 1, name_en: 'Ana', updated_at: '2026-11-26T10:00:00Z' };
const TEXTS = {
  title: 'app.coaches.edit_title',
  saved: 'app.coaches.saved',
  saveFailed: 'app.coaches.save_failed',
  loadFailed: 'app.coaches.load_failed_one',
};

/** A promise that never settles: a request still on its way. */
const pending = () => new Promise<never>(() => undefined);

/** The edit screen of coach 1 at /admin/coaches/edit/1, with a link elsewhere (the side menu). */
function renderScreen(provider: Partial<DataProvider>) {
  const dataProvider = testDataProvider({ getOne: async () => ({ data: COACH as never }), ...provider });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/coaches/edit/1',
        element: (
          <AdminContext
            dataProvider={dataProvider}
            i18nProvider={createI18nProvider('en')}
            store={memoryStore()}
            basename="/admin"
          >
            <Link to="/admin/news">News</Link>
            <EditScreen resource="coaches" id={1} texts={TEXTS} backPath="/coaches" redirectTo="/coaches">
              <TextInput source="name_en" label="Name" />
            </EditScreen>
          </AdminContext>
        ),
      },
      { path: '/admin/*', element: <p>Another screen</p> },
    ],
    { initialEntries: ['/admin/coaches/edit/1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EditScreen', () => {
  it("says 'Loading...' while the record loads", async () => {
    renderScreen({ getOne: pending });
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
  });

  it('says the record could not be loaded, with a way back to the list', async () => {
    renderScreen({ getOne: async () => Promise.reject(new Error('boom')) });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load coach data');
    expect(screen.getByRole('link', { name: 'Back to List' }).getAttribute('href')).toBe('/admin/coaches');
  });

  it("shows 'Saving...' on a disabled Save while the database answers", async () => {
    renderScreen({ update: pending });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Ana María' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps a refused save in the form, says why, and still asks before leaving', async () => {
    const router = renderScreen({
      update: async () => Promise.reject(new SaveError('app.save.account_inactive')),
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Ana María' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your account is no longer active; ask an Admin. Nothing was saved.',
    );
    expect((name as HTMLInputElement).value).toBe('Ana María');

    // Leaving by a link asks, and staying keeps the text.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/admin/coaches/edit/1');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ana María');

    // Cancel is a way out like any other: it asks too.
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe('/admin/coaches/edit/1');

    // Agreeing to drop the changes leaves.
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coaches'));
  });

  it('lets a saved form go without a question', async () => {
    renderScreen({ update: async (_resource, params) => ({ data: { ...COACH, ...params.data } as never }) });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Ana María' } });
    const confirm = vi.spyOn(window, 'confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
