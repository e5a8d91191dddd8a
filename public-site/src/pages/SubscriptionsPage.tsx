import { PageHead } from '../page/PageHead.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { PlanList } from './subscriptions/PlanList.tsx';
import { ProgrammeList } from './subscriptions/ProgrammeList.tsx';
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
      <ProgrammeList programmes={data?.programmes ?? []} />
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
          <PlanList plans={data?.subscriptions} />
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
