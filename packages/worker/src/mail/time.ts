// The academy's clock: offers are dated and timed in Europe/Madrid, whatever the server's zone.
import { ACADEMY_TIME_ZONE } from '@academy/shared/constants.ts';
import { formatDate, formatDateTime as formatLongDateTime } from '@academy/shared/format.ts';
import type { Lang } from '@academy/shared/languages.ts';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ACADEMY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Madrid's wall clock is ahead of UTC at an instant, in milliseconds. */
function madridOffset(utcMs: number): number {
  const part = (type: string) =>
    Number(offsetFormat.formatToParts(utcMs).find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The instant of a day ('YYYY-MM-DD') and time ('HH:MM' or 'HH:MM:SS') on Madrid's clock. */
export function madridInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Twice: the offset at the guess may differ from the offset at the answer around a DST change.
  const first = wall - madridOffset(wall);
  return new Date(wall - madridOffset(first));
}

/** A long date and time in the language, on Madrid's clock: '27 November 2026 at 10:30'. */
export function formatDateTime(iso: string, lang: Lang): string {
  return formatLongDateTime(iso, lang, { timeZone: ACADEMY_TIME_ZONE });
}

/** A calendar day ('YYYY-MM-DD') as a long date in the language: '30 June 2027'. */
export function formatDay(day: string, lang: Lang): string {
  return formatDate(`${day}T00:00:00Z`, lang, { timeZone: 'UTC' });
}

/** 'HH:MM:SS' as 'HH:MM'. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}
