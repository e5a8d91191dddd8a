import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { consentCookie, readConsent, type ConsentChoice } from '@academy/shared/consent.ts';

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

/**
 * Holds the visitor's cookie choice for the whole site. A page is rendered without it (the same
 * HTML for every visitor, so a shared cache may keep it) and reads the cookie as soon as it is
 * the browser's, before the browser paints again.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  useLayoutEffect(() => setChoice(readConsent(document.cookie)), []);
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
