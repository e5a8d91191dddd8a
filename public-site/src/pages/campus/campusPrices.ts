// A campus card's weekly price comes from the campus week offers (page_data('campus')): the next
// week of the card's role and type, or the lowest of those it stands for when it names none.
import type { CampusWeekPrice } from '../../data/types.ts';
import { fitsChoice } from './campusChoice.ts';

export interface CardPrice {
  price: number;
  /** The early-bird price and its last day, while it still applies (the database says). */
  earlyBird: { price: number; until: string } | null;
}

/** The weekly price of a card of `role` and `type` (absent: any), or null when no week fits. */
export function cardPrice(
  card: { role?: string | null; type?: string | null },
  weeks: readonly CampusWeekPrice[],
): CardPrice | null {
  const fitting = weeks.filter((week) => fitsChoice(card, { role: week.role, type: week.type }));
  if (fitting.length === 0) return null;
  const cheapest = fitting.reduce((low, week) => (Number(week.price) < Number(low.price) ? week : low));
  const early =
    cheapest.early_bird_price !== null && cheapest.early_bird_until !== null
      ? { price: Number(cheapest.early_bird_price), until: cheapest.early_bird_until }
      : null;
  return { price: Number(cheapest.price), earlyBird: early };
}
