import type { Subscription } from '../../data/types.ts';
import { useSite } from '../../page/SiteContext.tsx';
import { subscriptionPrice } from '../../lib/subscriptionPrice.ts';
import { localized } from '@academy/shared/localized.ts';

/**
 * The plans: each with its price in euro (per month or per hour) and per session, and its
 * description. `plans` is undefined while the page has no data, empty when there is no plan.
 */
export function PlanList({ plans }: { plans: readonly Subscription[] | undefined }) {
  const { t, lang } = useSite();
  if (!plans) return null;
  if (plans.length === 0) return <p className="empty-note">{t('noSubscriptions')}</p>;
  return (
    <ul className="card-grid card-grid--three">
      {plans.map((plan) => {
        const price = subscriptionPrice(plan, lang, t);
        return (
          <li key={plan.id} className="price-card">
            <h3 className="price-card__title">{localized(plan, 'title', lang)}</h3>
            <p className="price-card__price">
              <span className="price-card__amount">{price.amount}</span>
              {price.period && <span className="price-card__period"> {price.period}</span>}
            </p>
            {price.perSession && <p className="price-card__session">{price.perSession}</p>}
            <p className="price-card__text">{localized(plan, 'description', lang)}</p>
          </li>
        );
      })}
    </ul>
  );
}
