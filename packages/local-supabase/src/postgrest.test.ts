import { describe, expect, it } from 'vitest';
import { postgrestRuntimeOptions } from './postgrest.ts';

describe('postgrestRuntimeOptions', () => {
  it('gives PostgREST half the cores, at least one, leaving the rest to PostgreSQL', () => {
    expect(postgrestRuntimeOptions(1)).toBe('-N1');
    expect(postgrestRuntimeOptions(2)).toBe('-N1');
    expect(postgrestRuntimeOptions(3)).toBe('-N1');
    expect(postgrestRuntimeOptions(8)).toBe('-N4');
  });
});
