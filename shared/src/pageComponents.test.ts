import { describe, expect, it } from 'vitest';
import { PAGE_KEYS } from './constants.ts';
import { COMPONENT_OF_PAGE, PAGE_CONTENT_KEY } from './pageComponents.ts';

describe('the page <-> component mapping', () => {
  it('names, for every pages row, the public page that shows it, and back', () => {
    for (const key of PAGE_KEYS) expect(PAGE_CONTENT_KEY[COMPONENT_OF_PAGE[key]], key).toBe(key);
    expect(Object.keys(COMPONENT_OF_PAGE).sort()).toEqual([...PAGE_KEYS].sort());
  });
});
