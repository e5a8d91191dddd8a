import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { useQuery } from '../data/useQuery.ts';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized } from '../shared.ts';
import { dataOf, pageDescription, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

/** Team (SPEC §2.3): hero, text, and the 'Coaching staff' cards of the active coaches. */
export default function TeamPage() {
  const { api, lang, t, media } = useSite();
  const page = usePageContent('coaches');
  const coaches = useQuery(api.cache, 'coaches', api.coaches);
  const content = dataOf(page);
  const title = localized(content, 'title', lang);
  useDocumentTitle(title || undefined, pageDescription(localized(content, 'text', lang)));
  if (!usePageReady(page, coaches)) return <PageLoader />;
  const list = dataOf(coaches) ?? [];

  return (
    <>
      <Hero title={title} />
      {content && (
        <section className="section">
          <div className="container container--narrow">
            <RichText html={localized(content, 'text', lang)} />
          </div>
        </section>
      )}
      {list.length > 0 && (
        <section className="section section--sand" aria-labelledby="staff-title">
          <div className="container">
            <h2 id="staff-title" className="section__title">
              {t('coachingStaff')}
            </h2>
            <ul className="card-grid card-grid--three coach-list">
              {list.map((coach) => {
                const name = localized(coach, 'name', lang);
                const photo = media(coach.photo_url);
                return (
                  <li key={coach.id} className="coach-card">
                    {photo ? (
                      <img
                        className="coach-card__photo"
                        src={photo}
                        alt={name}
                        width={300}
                        height={400}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <div className="coach-card__photo coach-card__photo--monogram" aria-hidden="true">
                        {name.slice(0, 1)}
                      </div>
                    )}
                    <div className="coach-card__body">
                      <h3 className="coach-card__name">{name}</h3>
                      <p className="coach-card__role">{localized(coach, 'role', lang)}</p>
                      {coach.license && (
                        <p className="coach-card__licence">
                          <span className="chip">{t('licence')}</span> {coach.license}
                        </p>
                      )}
                      <RichText className="coach-card__bio" html={localized(coach, 'bio', lang)} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
