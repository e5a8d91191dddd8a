import type { Translate } from '../i18n/messages.ts';
import { formatPrice } from '@academy/shared/format.ts';
import type { Lang } from '@academy/shared/languages.ts';

/** The fields of a subscription that decide how its price reads. */
export interface PricedPlan {
  price: number | string;
  price_per_session: number | string | null;
  is_monthly: boolean;
  is_hourly: boolean;
}

export interface PriceLines {
  /** The euro price in the language's format: '€80', '80 €'. */
  amount: string;
  /** '/ month', 'al mes', '/ hour', '/ hora', ... or '' for a one-off price. */
  period: string;
  /** '€15 per session', '15 € por clase', ... or null when the plan has no session price. */
  perSession: string | null;
}

/** How a subscription's price reads in a language: the amount and its per-month or per-hour suffix. */
export function subscriptionPrice(plan: PricedPlan, lang: Lang, t: Translate): PriceLines {
  const period = plan.is_monthly ? t('perMonth') : plan.is_hourly ? t('perHour') : '';
  const session = plan.price_per_session === null ? '' : formatPrice(plan.price_per_session, lang);
  return {
    amount: formatPrice(plan.price, lang),
    period,
    perSession: session ? `${session} ${t('perSession')}` : null,
  };
}
