import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import { isUuid, normalizeEmail, parseGoDuration } from './input.ts';
import { mergeMetadata } from './users.ts';

describe('parseGoDuration (the admin API ban_duration)', () => {
  it.each([
    ['876000h', 876000 * 3_600_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['10s', 10_000],
    ['300ms', 300],
    ['2h45m30.5s', (2 * 3600 + 45 * 60 + 30.5) * 1000],
    ['0', 0],
    ['-1h', -3_600_000],
  ])('%s is %d ms', (text, ms) => {
    expect(parseGoDuration(text)).toBeCloseTo(ms, 6);
  });

  it.each(['', 'forever', '10', 'h', '1d', '1h 30m', 'none', '5 s'])('"%s" is not a duration', (text) => {
    expect(parseGoDuration(text)).toBeUndefined();
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Coach.Ana+u12@Example.COM ')).toBe('coach.ana+u12@example.com');
  });

  it.each([
    '',
    'plain',
    'a@b',
    'a b@example.com',
    '@example.com',
    'a@-example.com',
    `${'x'.repeat(250)}@example.com`,
  ])('refuses "%s" with 400 validation_failed', (raw) => {
    try {
      normalizeEmail(raw);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AuthApiError);
      expect((err as AuthApiError).status).toBe(400);
      expect((err as AuthApiError).code).toBe('validation_failed');
    }
  });
});

describe('isUuid', () => {
  it('accepts UUIDs only', () => {
    expect(isUuid('0b6f4c1e-8a3c-4d0e-9a51-2f0f7b7d9c11')).toBe(true);
    expect(isUuid('0b6f4c1e8a3c4d0e9a512f0f7b7d9c11')).toBe(false);
    expect(isUuid("' or 1=1 --")).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

describe('mergeMetadata', () => {
  it('replaces given keys, keeps the others, and removes keys set to null', () => {
    expect(mergeMetadata({ a: 1, b: { x: 1 }, c: 3 }, { b: { y: 2 }, c: null, d: 'new' })).toEqual({
      a: 1,
      b: { y: 2 },
      d: 'new',
    });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });
});
