import { describe, expect, it } from 'vitest';
import { dateTimePattern, isoDay, parseDateTime } from './DateTimeInput.tsx';

describe('dates written in the admin language', () => {
  it('writes a date and time in each language’s order, not the browser’s', () => {
    const date = new Date(2099, 5, 1, 10, 5);
    expect(dateTimePattern('ru-RU').format(date)).toBe('01.06.2099, 10:05');
    expect(dateTimePattern('en-GB').format(date)).toBe('01/06/2099, 10:05');
    expect(dateTimePattern('es-ES').format(date)).toMatch(/^1\/6\/2099|^01\/06\/2099/);
  });

  it('reads back what was typed in that order, or an ISO value', () => {
    const { order } = dateTimePattern('ru-RU');
    expect(parseDateTime('01.06.2099 10:05', order)).toEqual(new Date(2099, 5, 1, 10, 5));
    expect(parseDateTime('2099-06-01T10:05', order)).toEqual(new Date(2099, 5, 1, 10, 5));
    expect(parseDateTime('31.02.2099 10:05', order)).toBeNull();
    expect(parseDateTime('soon', order)).toBeNull();
    expect(isoDay(new Date(2027, 5, 30))).toBe('2027-06-30');
  });
});
