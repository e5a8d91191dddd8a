import { PageHead } from '../page/PageHead.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { pageDescription, usePage } from './usePage.ts';
import './TeamPage.css';

/** Team: hero, text, and the 'Coaching staff' cards of the active coaches. */
export default function TeamPage() {
  const { lang, t } = useSite();
  const { content, data } = usePage('coaches');
  const title = localized(content, 'title', lang);
  const list = data?.coaches ?? [];

  return (
    <>
      <PageHead title={title || undefined} description={pageDescription(localized(content, 'text', lang))} />
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
                return (
                  <li key={coach.id} className="coach-card">
                    {coach.photo_url ? (
                      <SiteImage
                        className="coach-card__photo"
                        src={coach.photo_url}
                        alt={name}
                        width={300}
                        height={400}
                        sizes="(min-width: 1000px) 380px, (min-width: 640px) 45vw, 100vw"
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
