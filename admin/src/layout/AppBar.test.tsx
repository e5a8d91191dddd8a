import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, useGetList, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { AppBar } from './AppBar.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });
afterEach(cleanup);

/** A screen whose data is still loading (its request never answers). */
function Loading() {
  useGetList('coaches');
  return null;
}

const pending = new Proxy({}, { get: () => () => new Promise(() => undefined) }) as DataProvider;

describe('AppBar', () => {
  it.each([
    ['en', 'Loading...'],
    ['es', 'Cargando...'],
    ['ru', 'Загрузка...'],
  ] as const)('names its loading spinner while data loads (%s)', async (lang, name) => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider(lang)} dataProvider={pending} store={memoryStore()}>
          <AppBar />
          <Loading />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name })).toBeTruthy();
  });
});
