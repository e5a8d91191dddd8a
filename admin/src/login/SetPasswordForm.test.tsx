import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ServicesContext, type Services } from '../platform/ServicesContext.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The page as a recovery link opens it at `address`, with an auth client whose exchange answers `exchange`. */
function openAt(address: string, exchange: { session: unknown; error: unknown }) {
  window.history.replaceState(null, '', address);
  const exchangeCodeForSession = vi.fn(async () => ({
    data: { session: exchange.session },
    error: exchange.error,
  }));
  const getSession = vi.fn(async () => ({ data: { session: null } }));
  const client = { auth: { exchangeCodeForSession, getSession } };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
  };
  // As the back office renders it (main.tsx): StrictMode runs effects twice in development.
  render(
    <StrictMode>
      <ServicesContext.Provider value={{ client } as unknown as Services}>
        <MemoryRouter>
          <AdminContext
            authProvider={authProvider}
            i18nProvider={createI18nProvider('en')}
            store={memoryStore()}
          >
            <SetPasswordForm />
          </AdminContext>
        </MemoryRouter>
      </ServicesContext.Provider>
    </StrictMode>,
  );
  return { exchangeCodeForSession };
}

describe('the set-password page of a recovery link', () => {
  it("exchanges the link's PKCE code once, takes it out of the address, and asks for the new password", async () => {
    const { exchangeCodeForSession } = openAt('/set-password?code=abc', {
      session: { user: {} },
      error: null,
    });
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
    expect(exchangeCodeForSession).toHaveBeenCalledWith('abc');
    expect(exchangeCodeForSession).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
  });

  it('says the link is invalid when the code cannot be exchanged (another browser, used, expired)', async () => {
    openAt('/set-password?code=abc', { session: null, error: new Error('PKCE code verifier not found') });
    expect(await screen.findByText(/This link is invalid or has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it('says so when the auth service sent the browser back with a refusal', async () => {
    const { exchangeCodeForSession } = openAt('/set-password?error=access_denied&error_code=otp_expired', {
      session: { user: {} },
      error: null,
    });
    expect(await screen.findByText(/This link is invalid or has expired/)).toBeTruthy();
    expect(exchangeCodeForSession).not.toHaveBeenCalled();
  });
});
