import { describe, expect, it } from 'vitest';
import { menuUrlProblem, menuWarnings } from './menuRules.ts';

describe('menu rules', () => {
  it('accepts home and site paths only', () => {
    expect(menuUrlProblem('')).toBeUndefined();
    expect(menuUrlProblem('/')).toBeUndefined();
    expect(menuUrlProblem('/camps')).toBeUndefined();
    expect(menuUrlProblem('camps')).toBe('app.menu_items.url_slash');
    expect(menuUrlProblem('//evil.example')).toBe('app.menu_items.url_slash');
    expect(menuUrlProblem('/a b')).toBe('app.menu_items.url_spaces');
  });

  it('warns when no active item is home or leads to the news', () => {
    const home = { url: '/', is_active: true, component_key: 'index' as const };
    const news = { url: '/news', is_active: true, component_key: 'news' as const };
    expect(menuWarnings([home, news])).toEqual([]);
    expect(menuWarnings([{ ...home, is_active: false }, news])).toEqual(['app.menu_items.no_home']);
    expect(menuWarnings([{ ...home, url: '' }])).toEqual(['app.menu_items.no_news']);
  });
});
