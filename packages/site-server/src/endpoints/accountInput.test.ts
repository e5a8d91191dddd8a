import { describe, expect, it } from 'vitest';
import { waitSeconds } from './accountInput.ts';

describe('waitSeconds', () => {
  it('is the answer’s Retry-After when it has one', () => {
    expect(waitSeconds(296, 'Request rate limit reached')).toBe(296);
    expect(waitSeconds(12.2, 'For security purposes, you can only request this after 40 seconds.')).toBe(13);
  });

  it('else the seconds the message names, else a minute', () => {
    expect(waitSeconds(undefined, 'For security purposes, you can only request this after 42 seconds.')).toBe(
      42,
    );
    expect(waitSeconds(undefined, 'Request rate limit reached')).toBe(60);
    expect(waitSeconds(Number.NaN, undefined)).toBe(60);
  });
});
