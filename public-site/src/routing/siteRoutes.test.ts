import { describe, expect, it } from 'vitest';
import { buildRoutes, resolveRoute } from './siteRoutes.ts';

const menu = [
  { url: '/', component_key: 'index' },
  { url: '/about', component_key: 'about' },
  { url: '/news', component_key: 'news' },
  { url: 'team/', component_key: 'team' },
  // The same page in the footer: one route.
  { url: '/about', component_key: 'about' },
  { url: 'https://example.org/shop', component_key: 'index' },
  // Urls that would leave the site are no route (the database refuses them; older rows may hold them).
  { url: '//evil.example/shop', component_key: 'camps' },
  { url: '/\\evil.example', component_key: 'venues' },
];

describe('buildRoutes', () => {
  it('turns the root item into the home route', () => {
    const routes = buildRoutes(menu);
    expect(resolveRoute(routes, '/').page).toBe('index');
    expect(routes.filter((r) => r.path === '/')).toHaveLength(1);
  });

  it('treats an empty url as the root', () => {
    expect(resolveRoute(buildRoutes([{ url: '', component_key: 'index' }]), '/').page).toBe('index');
  });

  it('still shows home when no item is the root', () => {
    const routes = buildRoutes([{ url: '/about', component_key: 'about' }]);
    expect(resolveRoute(routes, '/').page).toBe('index');
    expect(resolveRoute(routes, '/about').page).toBe('about');
  });

  it('routes each item to its page, normalizing the url', () => {
    const routes = buildRoutes(menu);
    expect(resolveRoute(routes, '/team').page).toBe('team');
    expect(resolveRoute(routes, '/about').page).toBe('about');
  });

  it('gives the news item a detail route for one article', () => {
    const routes = buildRoutes(menu);
    expect(resolveRoute(routes, '/news')).toEqual({ page: 'news', newsPath: '/news' });
    expect(resolveRoute(routes, '/news/42')).toEqual({ page: 'news-detail', id: '42', newsPath: '/news' });
  });

  it('sends any other path to the 404 page', () => {
    const routes = buildRoutes(menu);
    expect(resolveRoute(routes, '/nowhere').page).toBe('not-found');
    expect(resolveRoute(routes, '/about/deeper').page).toBe('not-found');
    expect(resolveRoute(routes, '/news/1/2').page).toBe('not-found');
    expect(resolveRoute(routes, '/shop').page).toBe('not-found');
    expect(routes.map((r) => r.page)).not.toContain('camps');
    expect(routes.map((r) => r.page)).not.toContain('venues');
  });

  it('hangs the articles of a news item at the root under the root', () => {
    const routes = buildRoutes([{ url: '/', component_key: 'news' }]);
    expect(resolveRoute(routes, '/7')).toEqual({ page: 'news-detail', id: '7', newsPath: '/' });
  });

  it('has no article route without a news item', () => {
    const routes = buildRoutes([{ url: '/', component_key: 'index' }]);
    expect(resolveRoute(routes, '/news/1')).toEqual({ page: 'not-found', newsPath: null });
  });

  it('ignores unknown component keys', () => {
    expect(resolveRoute(buildRoutes([{ url: '/x', component_key: 'shop' }]), '/x').page).toBe('not-found');
  });
});
