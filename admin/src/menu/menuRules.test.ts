import { describe, expect, it } from 'vitest';
import { menuUrlProblem, menuWarnings } from './menuRules.ts';

describe('menu rules', () => {
  it('accepts home and site paths only', () => {
    expect(menuUrlProblem('')).toBeUndefined();
    expect(menuUrlProblem('/')).toBeUndefined();
    expect(menuUrlProblem('/camps')).toBeUndefined();
    expect(menuUrlProblem('camps')).toBe('app.menu_items.url_slash');
    expect(menuUrlProblem('/a b')).toBe('app.menu_items.url_spaces');
  });

  it('refuses a url that would lead off the site', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example',
      '/../admin',
      '/news?x=1',
      'https://evil.example',
    ]) {
      expect(menuUrlProblem(url), url).toBeDefined();
    }
    expect(menuUrlProblem('//evil.example/x')).toBe('app.menu_items.url_path');
    expect(menuUrlProblem('/\\evil.example')).toBe('app.menu_items.url_path');
    expect(menuUrlProblem('https://evil.example')).toBe('app.menu_items.url_slash');
  });

  it('warns when no active item is home or leads to the news', () => {
    const home = { url: '/', is_active: true, component_key: 'index' as const };
    const news = { url: '/news', is_active: true, component_key: 'news' as const };
    expect(menuWarnings([home, news])).toEqual([]);
    expect(menuWarnings([{ ...home, is_active: false }, news])).toEqual(['app.menu_items.no_home']);
    expect(menuWarnings([{ ...home, url: '' }])).toEqual(['app.menu_items.no_news']);
  });
});
