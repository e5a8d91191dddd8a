import { RichText } from '../../components/RichText.tsx';
import { SiteImage } from '../../components/SiteImage.tsx';
import type { Programme } from '../../data/types.ts';
import { useSite } from '../../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';

/** The academy's active programmes: picture, title, age group, schedule and description; nothing when there are none. */
export function ProgrammeList({ programmes }: { programmes: readonly Programme[] }) {
  const { t, lang } = useSite();
  if (programmes.length === 0) return null;
  return (
    <section className="section" aria-labelledby="programmes-title">
      <div className="container">
        <h2 id="programmes-title" className="section__title">
          {t('programmesTitle')}
        </h2>
        <ul className="card-grid card-grid--three">
          {programmes.map((programme) => {
            const schedule = localized(programme, 'schedule', lang);
            return (
              <li key={programme.id} className="programme-card">
                <SiteImage
                  src={programme.image_url}
                  alt=""
                  width={640}
                  height={480}
                  sizes="(min-width: 1000px) 360px, (min-width: 640px) 45vw, 100vw"
                />
                <div className="programme-card__body">
                  <h3 className="programme-card__title">{localized(programme, 'title', lang)}</h3>
                  <dl className="programme-card__facts">
                    {programme.age_group && (
                      <div>
                        <dt>{t('programmeAges')}</dt>
                        <dd>{programme.age_group}</dd>
                      </div>
                    )}
                    {schedule && (
                      <div>
                        <dt>{t('programmeSchedule')}</dt>
                        <dd>{schedule}</dd>
                      </div>
                    )}
                  </dl>
                  <RichText html={localized(programme, 'description', lang)} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
