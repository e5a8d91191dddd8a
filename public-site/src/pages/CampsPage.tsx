import { JsonLd } from '../page/JsonLd.tsx';
import { PageHead } from '../page/PageHead.tsx';
import { eventData } from '../page/structuredData.ts';
import { useAcademyFacts, usePageUrl } from '../page/useAcademyFacts.ts';
import { FeatureList } from '../components/FeatureList.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { OfferPlaces } from '../registration/OfferPlaces.tsx';
import { pageDescription, usePage } from './usePage.ts';

const FEATURES = ['one', 'two', 'three', 'four', 'five'] as const;
const SERVICES = ['six', 'seven'] as const;

/**
 * Camps: hero, intro, the clubs text, five feature points, two service points,
 * 'Dates and rates', and the Email and WhatsApp buttons.
 */
export default function CampsPage() {
  const { lang, t, settings } = useSite();
  const { content } = usePage('camps');
  const title = localized(content, 'title', lang);
  const description = pageDescription(localized(content, 'intro', lang));
  const facts = useAcademyFacts(content?.hero_image);
  const url = usePageUrl();
  const head = (
    <PageHead title={title || undefined} description={description} image={content?.hero_image}>
      {content && (
        // The camps' dates and rates are free text: the event offers the page as the place to book.
        <JsonLd data={eventData(facts, { url, name: title, description, image: facts.image, offers: [] })} />
      )}
    </PageHead>
  );
  if (!content)
    return (
      <>
        {head}
        <Hero title={title} />
      </>
    );

  const points = (names: readonly (typeof FEATURES)[number][] | readonly (typeof SERVICES)[number][]) =>
    names.map((n) => ({
      header: localized(content, `bullit_${n}_header`, lang),
      text: localized(content, `bullit_${n}_text`, lang),
    }));
  const email = settings.contact_email?.trim();
  const datesTitle = localized(content, 'dates_title', lang);

  return (
    <>
      {head}
      <Hero title={title} image={content.hero_image} />
      <section className="section">
        <div className="container container--narrow">
          <RichText className="lead" html={localized(content, 'intro', lang)} />
          <RichText html={localized(content, 'text', lang)} />
        </div>
      </section>
      <section className="section section--sand" aria-labelledby="camp-features-title">
        <div className="container">
          <h2 id="camp-features-title" className="section__title">
            {localized(content, 'first_bullets_header', lang)}
          </h2>
          <FeatureList items={points(FEATURES)} />
        </div>
      </section>
      <section className="section" aria-labelledby="camp-services-title">
        <div className="container">
          <h2 id="camp-services-title" className="section__title">
            {localized(content, 'services_header', lang)}
          </h2>
          <FeatureList items={points(SERVICES)} />
        </div>
      </section>
      <OfferPlaces filter={(offer) => offer.kind === 'camp'} />
      <section
        className="section section--pitch"
        aria-labelledby={datesTitle ? 'camp-dates-title' : undefined}
      >
        <div className="container container--narrow">
          {datesTitle && (
            <h2 id="camp-dates-title" className="section__title">
              {datesTitle}
            </h2>
          )}
          <RichText html={localized(content, 'text_contacts', lang)} />
          <div className="button-row">
            {email && (
              <a className="button button--primary" href={`mailto:${email}`}>
                {t('writeEmail')}
              </a>
            )}
            {settings.whatsapp_link && (
              <a
                className="button button--outline-light"
                href={settings.whatsapp_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('writeWhatsApp')} <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
