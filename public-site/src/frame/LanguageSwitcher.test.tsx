import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { siteEn } from '@academy/shared/i18n/site/en.ts';
import { translator } from '../i18n/messages.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SiteContext, type SiteState } from '../page/SiteContext.tsx';

function renderSwitcher() {
  const state = {
    lang: 'en',
    languages: ['en', 'es', 'ru'],
    path: '/about',
    t: translator('en'),
    frame: {
      languages: [
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
        { code: 'ru', name: 'Русский' },
      ],
    },
  } as unknown as SiteState;
  return render(
    <MemoryRouter>
      <SiteContext.Provider value={state}>
        <LanguageSwitcher />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

describe('LanguageSwitcher', () => {
  afterEach(cleanup);

  it("links to the same page in each language, and fetches a language's texts only when the visitor reaches for it", async () => {
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/about');
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('href')).toBe('/ru/about');
    // Nothing fetched yet: a page carries its own language's texts only.
    expect(translator('es')('collaborators')).toBe(siteEn.collaborators);
    expect(translator('ru')('collaborators')).toBe(siteEn.collaborators);

    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Español' }));
    await waitFor(() => expect(translator('es')('collaborators')).toBe('Colaboradores'));
    expect(translator('ru')('collaborators')).toBe(siteEn.collaborators);

    fireEvent.focus(screen.getByRole('link', { name: 'Русский' }));
    await waitFor(() => expect(translator('ru')('collaborators')).toBe('Партнеры'));
  });
});
