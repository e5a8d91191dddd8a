import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { withLanguage } from '@academy/shared/languages.ts';
import { NavLinks } from './NavLinks.tsx';
import { SiteContext, type SiteState } from '../page/SiteContext.tsx';

const item = (id: number, url: string, title: string) => ({
  id,
  url,
  title_en: title,
  title_es: null,
  title_ru: null,
});

function renderLinks(items: ReturnType<typeof item>[]) {
  const state = { lang: 'es', href: (to: string) => withLanguage(to, 'es') } as unknown as SiteState;
  return render(
    <MemoryRouter>
      <SiteContext.Provider value={state}>
        <NavLinks items={items} className="nav-links" />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

describe('NavLinks', () => {
  afterEach(cleanup);

  it("links each item to its page in the page's language", () => {
    renderLinks([item(1, '/', 'Home'), item(2, 'about/', 'About')]);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/es');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/es/about');
  });

  it('shows no item whose url would leave the site', () => {
    renderLinks([
      item(1, '//evil.example/x', 'Protocol-relative'),
      item(2, '/\\evil.example', 'Backslash'),
      item(3, 'https://evil.example/shop', 'Absolute'),
      item(4, 'javascript:alert(1)', 'Script'),
      item(5, '/camps', 'Camps'),
    ]);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/es/camps']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
