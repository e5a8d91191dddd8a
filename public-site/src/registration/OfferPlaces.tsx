import { useSite } from '../frame/SiteContext.tsx';
import type { OpenOffer } from '@academy/shared/registrationForm.ts';
import { datesOf, placesOf, priceOf, registrationHref, titleOf } from './offerText.ts';
import { useRegistration } from './useRegistration.ts';
import './registration.css';

/**
 * The offers of a page (the campus weeks of the chosen role and type, the camps) with their places
 * left, each a link to the form with it chosen. Nothing while online registration is off or no
 * offer of the kind is open: the page is then as it always was.
 */
export function OfferPlaces({
  filter,
  chooser,
}: {
  filter: (offer: OpenOffer) => boolean;
  /** The campus chooser's role and type, carried into the form. */
  chooser?: { role: string; type: string };
}) {
  const { lang, t, href } = useSite();
  const { offers } = useRegistration();
  const shown = (offers ?? []).filter(filter);
  if (shown.length === 0) return null;
  return (
    <section className="section reg-offers" aria-labelledby="reg-offers-heading">
      <div className="container">
        <h2 id="reg-offers-heading">{t('regOffersHeading')}</h2>
        <ul className="reg-offers__list">
          {shown.map((offer) => {
            const title = titleOf(offer, lang);
            const full = offer.is_open && offer.places_left <= 0;
            return (
              <li key={offer.id} className="reg-offers__item">
                <p className="reg-offers__title">{title}</p>
                <p>
                  {datesOf(offer, lang, t)} · {priceOf(offer, lang, t)}
                </p>
                <p className={`reg-offers__places${full ? ' reg-offers__places--full' : ''}`}>
                  {placesOf(offer, lang, t)}
                </p>
                {offer.is_open && (
                  <a
                    className="button button--primary"
                    href={registrationHref(href, { offer: offer.id })}
                    aria-label={t('regRegisterFor', { title })}
                  >
                    {t('regRegister')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
        {chooser && (
          <p>
            <a className="button" href={registrationHref(href, chooser)}>
              {t('regRegisterOnline')}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
