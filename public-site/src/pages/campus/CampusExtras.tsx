import { useSite } from '../../page/SiteContext.tsx';
import { formatPrice } from '@academy/shared/format.ts';
import type { CampusDiscount, CampusExtra } from '@academy/shared/pages.ts';

/**
 * What can be added to a week (with its price) and the discounts (the page's, then the sibling
 * discount of the registration settings), side by side; nothing when both are empty.
 */
export function CampusExtras({
  extras,
  discounts,
  discountsTitle,
  siblingDiscountPercent,
}: {
  extras: readonly CampusExtra[];
  discounts: readonly CampusDiscount[];
  discountsTitle: string;
  /** The sibling discount the database applies to the amounts due (0: none). */
  siblingDiscountPercent: number;
}) {
  const { t, lang } = useSite();
  // The sibling discount is the registration settings' one, said as the database applies it.
  const shown: { text: string; discount: number }[] =
    siblingDiscountPercent > 0
      ? [...discounts, { text: t('campusSiblingDiscount'), discount: siblingDiscountPercent }]
      : [...discounts];
  if (extras.length === 0 && shown.length === 0) return null;
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
        {shown.length > 0 && (
          <div>
            <h2 className="section__title">{discountsTitle}</h2>
            <ul className="discount-list">
              {shown.map((discount, i) => (
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
