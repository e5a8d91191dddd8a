import { describe, expect, it } from 'vitest';
import { sameSitePath } from './sameSitePath.ts';

const SITE = 'https://academy.example';

/** Where a browser on a page of the site would go when it follows `location`. */
const followed = (location: string) => new URL(location, `${SITE}/es/contacts`);

describe('sameSitePath', () => {
  it('keeps a plain path of the site, with its query and fragment, percent-encoded', () => {
    expect(sameSitePath('/es/contacts?x=1#form', SITE)).toBe('/es/contacts?x=1#form');
    expect(sameSitePath('/ru/новости?x="1"', SITE)).toBe(
      '/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8?x=%221%22',
    );
    expect(sameSitePath('/', SITE)).toBe('/');
  });

  it('writes back the path a browser would read: dot segments resolved', () => {
    expect(sameSitePath('/es/./contacts', SITE)).toBe('/es/contacts');
    expect(sameSitePath('/es/news/../contacts', SITE)).toBe('/es/contacts');
    expect(sameSitePath('/es/%2e%2e/contacts', SITE)).toBe('/contacts');
  });

  // Each of these is a way to make a browser leave the site from a same-site check that reads
  // the text instead of the address.
  const bypasses = [
    'https://evil.example/',
    'http://academy.example/x',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' //evil.example/x',
    '\u0000//evil.example/x',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/././/evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/a/..//evil.example/x',
    '/.\\/evil.example/x',
    '/.\t//evil.example/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https:evil.example',
    'https://academy.example@evil.example/',
    `/${'a'.repeat(2048)}`,
  ];
  it.each(bypasses)('refuses %j, or sends it nowhere but this site', (value) => {
    const path = sameSitePath(value, SITE);
    if (path === null) return;
    expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
    expect(followed(path).origin).toBe(SITE);
  });

  it('refuses the values that lead to another origin or to a path that reads as a host', () => {
    for (const value of [
      '/.//evil.example/x',
      '/%2e//evil.example/x',
      '/..//evil.example/x',
      '/\t/evil.example',
      '/\\evil.example',
      '//evil.example/',
      'https://evil.example/',
    ])
      expect(sameSitePath(value, SITE), value).toBeNull();
  });

  it('keeps an encoded slash or backslash encoded, so it stays in one segment', () => {
    expect(sameSitePath('/%2F/evil.example', SITE)).toBe('/%2F/evil.example');
    expect(sameSitePath('/%5C/evil.example', SITE)).toBe('/%5C/evil.example');
    expect(followed('/%2F/evil.example').origin).toBe(SITE);
  });
});
