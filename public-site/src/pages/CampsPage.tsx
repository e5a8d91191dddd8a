import { FeatureList } from '../components/FeatureList.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized } from '../shared.ts';
import { dataOf, pageDescription, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

const FEATURES = ['one', 'two', 'three', 'four', 'five'] as const;
const SERVICES = ['six', 'seven'] as const;

/**
 * Camps (SPEC §2.3): hero, intro, the clubs text, five feature points, two service points,
 * 'Dates and rates', and the Email and WhatsApp buttons.
 */
export default function CampsPage() {
  const { lang, t, media, settings } = useSite();
  const page = usePageContent('camps');
  const content = dataOf(page);
  const title = localized(content, 'title', lang);
  useDocumentTitle(title || undefined, pageDescription(localized(content, 'intro', lang)));
  if (!usePageReady(page)) return <PageLoader />;
  if (!content) return <Hero title={title} />;

  const points = (names: readonly (typeof FEATURES)[number][] | readonly (typeof SERVICES)[number][]) =>
    names.map((n) => ({
      header: localized(content, `bullit_${n}_header`, lang),
      text: localized(content, `bullit_${n}_text`, lang),
    }));
  const email = settings.contact_email?.trim();
  const datesTitle = localized(content, 'dates_title', lang);

  return (
    <>
      <Hero title={title} image={media(content.hero_image) || undefined} />
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
