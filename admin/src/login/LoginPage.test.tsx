import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { SignInError } from '../auth/authProvider.ts';
import { readRememberedEmail, writeRememberedEmail } from '../auth/storage.ts';
import { LoginPage } from './LoginPage.tsx';

function renderLogin(login: AuthProvider['login'], state?: unknown) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
  };
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider('en')} store={memoryStore()}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin/*" element={<p>Admin home</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

// MUI + react-admin render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('LoginPage', () => {
  it('shows its texts and an e-mail field of type email', () => {
    renderLogin(vi.fn());
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('submits nothing while a field is empty', async () => {
    const login = vi.fn(async () => undefined);
    renderLogin(login);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).not.toHaveBeenCalled();
  });

  it("shows 'Authentication failed' with the failure's message", async () => {
    renderLogin(async () => {
      throw new SignInError('app.login.invalid_credentials');
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Authentication failed');
    expect(alert.textContent).toContain('Invalid email or password');
  });

  it("shows 'Signing in...' while busy, then goes back where the user came from", async () => {
    let finish: () => void = () => undefined;
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderLogin(login, { nextPathname: '/admin/coaches', nextSearch: '?x=1' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Admin12345!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'Admin12345!' });
    finish();
    expect(await screen.findByText('Admin home')).toBeTruthy();
  });

  it('remembers the e-mail when asked, and prefills it next time', async () => {
    renderLogin(async () => undefined);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'editor@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Editor12345!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(readRememberedEmail()).toBe('editor@example.com'));
    cleanup();
    renderLogin(vi.fn());
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('editor@example.com');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('forgets the e-mail when Remember me is unticked', async () => {
    writeRememberedEmail('old@example.com');
    renderLogin(async () => undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(screen.getByLabelText(/Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(readRememberedEmail()).toBe(''));
  });
});
