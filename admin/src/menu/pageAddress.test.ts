import { describe, expect, it } from 'vitest';
import { addressFollowsPage, pageAddress } from './pageAddress.ts';

const ITEMS = [
  { id: 1, url: '/', component_key: 'index' as const },
  { id: 2, url: '/club-camps', component_key: 'camps' as const },
  { id: 3, url: '/about', component_key: 'about' as const },
];

describe('pageAddress', () => {
  it('gives a page the address another item already gives it', () => {
    expect(pageAddress(ITEMS, 'camps')).toBe('/club-camps');
    expect(pageAddress(ITEMS, 'index')).toBe('/');
  });

  it("falls back to /<page> (home: /) when no other item shows the page, the item's own address aside", () => {
    expect(pageAddress(ITEMS, 'contacts')).toBe('/contacts');
    expect(pageAddress(ITEMS, 'about', 3)).toBe('/about');
    expect(pageAddress([], 'index')).toBe('/');
  });
});

describe('addressFollowsPage', () => {
  it("follows while the address is the form's own or the previous page's", () => {
    expect(addressFollowsPage('/camps', '/about', '/camps', false)).toBe(true);
    expect(addressFollowsPage('/about', '/about', null, false)).toBe(true);
    expect(addressFollowsPage('/', '/', null, true)).toBe(true);
  });

  it('stops once staff wrote an address of their own', () => {
    expect(addressFollowsPage('/summer', '/camps', '/camps', true)).toBe(false);
    expect(addressFollowsPage('/', '/about', null, false)).toBe(false);
  });
});
