import { useSite } from '../../page/SiteContext.tsx';
import { formatPrice } from '@academy/shared/format.ts';
import type { CampusDiscount, CampusExtra } from '@academy/shared/pages.ts';

/** What can be added to a week (with its price) and the discounts, side by side; nothing when both are empty. */
export function CampusExtras({
  extras,
  discounts,
  discountsTitle,
}: {
  extras: readonly CampusExtra[];
  discounts: readonly CampusDiscount[];
  discountsTitle: string;
}) {
  const { t, lang } = useSite();
  if (extras.length === 0 && discounts.length === 0) return null;
  return (
    <section className="section section--sand">
      <div className="container split">
        {extras.length > 0 && (
          <div>
            <h2 className="section__title">{t('extrasHeading')}</h2>
            <ul className="price-list">
              {extras.map((extra, i) => (
                <li key={i}>
                  <span>{extra.text}</span>
                  <span className="price-list__price">{formatPrice(extra.price, lang)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {discounts.length > 0 && (
          <div>
            <h2 className="section__title">{discountsTitle}</h2>
            <ul className="discount-list">
              {discounts.map((discount, i) => (
                <li key={i} className="discount-card">
                  <span className="discount-card__value">
                    {t('discountLabel', { percent: discount.discount })}
                  </span>
                  <span>{discount.text}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
