import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LocaleSync } from '../i18n/LocaleSync.tsx';
import { AppBar } from './AppBar.tsx';
import { AppMenu } from './AppMenu.tsx';
import { SecondFactorGate } from './SecondFactorGate.tsx';

/** react-admin's layout (its app bar carries the locale menu and the screen's name), plus `<html lang>` and the stored choice. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      <LocaleSync />
      <SecondFactorGate>{children}</SecondFactorGate>
    </Layout>
  );
}
