import { PageHead } from '../app/PageHead.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { subscriptionPrice } from '../lib/subscriptionPrice.ts';
import { localized } from '@academy/shared/localized.ts';
import { pageDescription, usePage } from './usePage.ts';
import '../components/cards.css';

const CARDS = ['one', 'two', 'three', 'four'] as const;

/**
 * Subscriptions: hero, text, the academy's active programmes (age group, schedule,
 * description), an illustration beside the second text, the plans with their euro prices, and
 * the four-cards section.
 */
export default function SubscriptionsPage() {
  const { lang, t } = useSite();
  const { content, data } = usePage('programmes');
  const title = localized(content, 'title', lang);
  const cards = CARDS.map((n) => ({
    text: localized(content, `card_${n}_text`, lang),
    image: content?.[`card_${n}_img`],
  })).filter((card) => card.text);
  const list = data?.subscriptions;
  const programmes = data?.programmes ?? [];

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
      {programmes.length > 0 && (
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
      )}
      {content && (
        <section className="section section--sand">
          <div className="container split">
            <SiteImage
              className="split__image"
              src={content.text_two_image}
              alt=""
              width={800}
              height={600}
              sizes="(min-width: 900px) 560px, 100vw"
            />
            <RichText html={localized(content, 'text_two', lang)} />
          </div>
        </section>
      )}
      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title" className="section__title">
            {localized(content, 'subs_title', lang)}
          </h2>
          {content && <RichText className="section__intro" html={localized(content, 'subs_text', lang)} />}
          {list && list.length === 0 && <p className="empty-note">{t('noSubscriptions')}</p>}
          {list && list.length > 0 && (
            <ul className="card-grid card-grid--three">
              {list.map((plan) => {
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
          )}
        </div>
      </section>
      <section className="section section--sand" aria-labelledby="four-cards-title">
        <div className="container">
          <h2 id="four-cards-title" className="section__title">
            {localized(content, 'fourCards_title', lang)}
          </h2>
          {cards.length === 0 ? (
            <p className="empty-note">{t('noCards')}</p>
          ) : (
            <ul className="card-grid card-grid--four">
              {cards.map((card, index) => (
                <li key={index} className="image-card">
                  <SiteImage
                    src={card.image}
                    alt=""
                    width={400}
                    height={300}
                    sizes="(min-width: 1000px) 280px, (min-width: 640px) 45vw, 100vw"
                  />
                  <p>{card.text}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
