import { describe, expect, it } from 'vitest';
import { VisitorLimits } from './visitorLimits.ts';

describe('VisitorLimits', () => {
  it('stops one address after its allowance, with the seconds left, and lets another go on', async () => {
    const limits = new VisitorLimits({ send: 1, verify: 2, windowSeconds: 300 });
    expect(await limits.take('verify', '203.0.113.1')).toBeNull();
    expect(await limits.take('verify', '203.0.113.1')).toBeNull();
    const wait = await limits.take('verify', '203.0.113.1');
    expect(wait).toBeGreaterThan(290);
    expect(wait).toBeLessThanOrEqual(300);
    expect(await limits.take('verify', '203.0.113.2')).toBeNull();
    // Asking for codes has an allowance of its own.
    expect(await limits.take('send', '203.0.113.1')).toBeNull();
    expect(await limits.take('send', '203.0.113.1')).not.toBeNull();
  });

  it('does not count a request whose address is unknown', async () => {
    const limits = new VisitorLimits({ send: 1, verify: 1, windowSeconds: 300 });
    for (let i = 0; i < 3; i++) expect(await limits.take('verify', null)).toBeNull();
  });

  it('counts wrong codes per e-mail address from any visitor, and gives back a code that was not wrong', async () => {
    const limits = new VisitorLimits({
      send: 10,
      verify: 10,
      windowSeconds: 300,
      wrongCodes: 2,
      wrongCodesWindowSeconds: 900,
    });
    expect(await limits.takeCode('ana@example.com')).toBeNull();
    // The right code (or one not checked) costs nothing.
    await limits.codeNotWrong('ana@example.com');
    expect(await limits.takeCode('ana@example.com')).toBeNull();
    expect(await limits.takeCode('ana@example.com')).toBeNull();
    const wait = await limits.takeCode('ana@example.com');
    expect(wait).toBeGreaterThan(890);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await limits.takeCode('luis@example.com')).toBeNull();
  });
});
