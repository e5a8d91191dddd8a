import { describe, expect, it } from 'vitest';
import { relayDelay } from './relay.ts';

describe('relayDelay', () => {
  const quiet = 150;
  const maxWait = 2000;

  it('waits for a pause after a lone notification', () => {
    expect(relayDelay(1000, 1000, quiet, maxWait)).toBe(150);
  });

  it('waits for a pause again after each notification of a rush', () => {
    expect(relayDelay(1500, 1000, quiet, maxWait)).toBe(150);
  });

  it('never waits past the longest wait after the first notification not yet relayed', () => {
    expect(relayDelay(2900, 1000, quiet, maxWait)).toBe(100);
    expect(relayDelay(3000, 1000, quiet, maxWait)).toBe(0);
    expect(relayDelay(3500, 1000, quiet, maxWait)).toBe(0);
  });
});
