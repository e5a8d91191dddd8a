import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants that depend on each other', () => {
  it('keep each default inside its list or range', () => {
    expect(c.CAMPUS_ROLES).toContain(c.DEFAULT_CAMPUS_ROLE);
    expect(c.CAMPUS_TYPES).toContain(c.DEFAULT_CAMPUS_TYPE);
    expect(c.MIN_LOADER_MS).toBeGreaterThanOrEqual(c.MIN_LOADER_MS_RANGE.min);
    expect(c.MIN_LOADER_MS).toBeLessThanOrEqual(c.MIN_LOADER_MS_RANGE.max);
    // Every upload type the editor offers must be accepted by the buckets.
    for (const type of c.DEFAULT_UPLOAD_TYPES) expect(c.ALLOWED_IMAGE_TYPES).toContain(type);
  });
});
