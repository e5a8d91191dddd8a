import { useSite } from '../page/SiteContext.tsx';
import {
  CHOICE_LIST_ATTRIBUTE,
  choiceLink,
  choiceMarks,
  fitsChoice,
  type CampusChoice,
} from '../pages/campus/campusChoice.ts';
import type { OpenOffer } from '@academy/shared/registrationForm.ts';
import { datesOf, placesOf, priceOf, registrationHref, titleOf } from '../lib/offerText.ts';
import { useRegistration } from './useRegistration.ts';
import './registration.css';

/**
 * The offers of a page (the campus weeks, the camps) with their places left, each a link to the
 * form with it chosen. Nothing while online registration is off or no offer of the kind is open:
 * the page is then as it always was. With the campus chooser, the weeks of other roles and types
 * are hidden (campusChoice.ts), and so is the section while none fits.
 */
export function OfferPlaces({
  filter,
  chooser,
}: {
  filter: (offer: OpenOffer) => boolean;
  /** The campus chooser's role and type, carried into the form. */
  chooser?: CampusChoice;
}) {
  const { lang, t, href } = useSite();
  const { offers } = useRegistration();
  const shown = (offers ?? []).filter(filter);
  if (shown.length === 0) return null;
  const marksOf = (offer: OpenOffer) =>
    chooser ? choiceMarks({ role: offer.campus_role, type: offer.campus_type }, chooser) : {};
  const listMarks = chooser
    ? {
        [CHOICE_LIST_ATTRIBUTE]: '',
        hidden: !shown.some((offer) =>
          fitsChoice({ role: offer.campus_role, type: offer.campus_type }, chooser),
        ),
      }
    : {};
  return (
    <section className="section reg-offers" aria-labelledby="reg-offers-heading" {...listMarks}>
      <div className="container">
        <h2 id="reg-offers-heading">{t('regOffersHeading')}</h2>
        <ul className="reg-offers__list">
          {shown.map((offer) => {
            const title = titleOf(offer, lang);
            const full = offer.is_open && offer.places_left <= 0;
            return (
              <li key={offer.id} className="reg-offers__item" {...marksOf(offer)}>
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
            <a className="button" {...choiceLink((choice) => registrationHref(href, choice), chooser)}>
              {t('regRegisterOnline')}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
