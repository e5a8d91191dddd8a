import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { consentCookie, type ConsentChoice } from '@academy/shared/consent.ts';

interface ConsentState {
  /** The stored choice, or null before the visitor made one. */
  choice: ConsentChoice | null;
  /** True while the banner shows: no choice yet, or reopened from "Cookie settings". */
  bannerOpen: boolean;
  /** True when the banner was reopened from "Cookie settings" (it may then be closed). */
  reopened: boolean;
  choose(choice: ConsentChoice): void;
  openSettings(): void;
  closeSettings(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/** Holds the visitor's cookie choice for the whole site; `initial` is what the page was rendered with. */
export function ConsentProvider({
  initial,
  children,
}: {
  initial: ConsentChoice | null;
  children: ReactNode;
}) {
  const [choice, setChoice] = useState(initial);
  const [reopened, setReopened] = useState(false);
  const choose = useCallback((next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    setChoice(next);
    setReopened(false);
  }, []);
  const openSettings = useCallback(() => setReopened(true), []);
  const closeSettings = useCallback(() => setReopened(false), []);
  const value = useMemo(
    () => ({
      choice,
      bannerOpen: choice === null || reopened,
      reopened,
      choose,
      openSettings,
      closeSettings,
    }),
    [choice, reopened, choose, openSettings, closeSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** The visitor's cookie choice and the means to change it. */
export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent() outside <ConsentProvider>');
  return state;
}
