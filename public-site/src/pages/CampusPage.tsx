import { useState } from 'react';
import { JsonLd } from '../app/JsonLd.tsx';
import { PageHead } from '../app/PageHead.tsx';
import { eventData } from '../app/structuredData.ts';
import { useAcademyFacts, usePageUrl } from '../app/useAcademyFacts.ts';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import type { SiteMessageKey } from '../i18n/messages.ts';
import { whatsappWithText } from '../lib/whatsapp.ts';
import {
  CAMPUS_ROLES,
  CAMPUS_TYPES,
  DEFAULT_CAMPUS_ROLE,
  DEFAULT_CAMPUS_TYPE,
  type CampusRole,
  type CampusType,
} from '@academy/shared/constants.ts';
import { formatDayMonth, formatPrice } from '@academy/shared/format.ts';
import { localized, localizedList } from '@academy/shared/localized.ts';
import type { CampusCard } from '@academy/shared/pages.ts';
import { pageDescription, usePage } from './usePage.ts';
import './CampusPage.css';
import '../components/cards.css';
import './plainPage.css';

const ROLE_LABEL: Record<CampusRole, SiteMessageKey> = { PLAYER: 'rolePlayer', GOALKEEPER: 'roleGoalkeeper' };
const TYPE_LABEL: Record<CampusType, SiteMessageKey> = { INTERNAL: 'typeInternal', EXTERNAL: 'typeExternal' };

/** The cards of one chooser choice: a card without a role or type belongs to every choice. */
export function cardsFor(cards: readonly CampusCard[], role: CampusRole, type: CampusType): CampusCard[] {
  return cards.filter((card) => (!card.role || card.role === role) && (!card.type || card.type === type));
}

/**
 * Campus (SPEC §2.3, §4): hero, the start banner, intro, the programme cards of the chosen role
 * and type (PLAYER / INTERNAL first), text, extras, discounts, image and objectives.
 */
export default function CampusPage() {
  const { lang, t, settings } = useSite();
  const { content, failed } = usePage('campus');
  const [role, setRole] = useState<CampusRole>(DEFAULT_CAMPUS_ROLE);
  const [type, setType] = useState<CampusType>(DEFAULT_CAMPUS_TYPE);
  const title = localized(content, 'title', lang);
  const description = pageDescription(localized(content, 'intro', lang));
  const facts = useAcademyFacts(content?.hero_image ?? content?.campus_image);
  const url = usePageUrl();
  const allCards = localizedList(content, 'cards', lang);

  if (failed || !content || (!title && allCards.length === 0)) {
    return (
      <>
        <PageHead title={title || undefined} />
        <StatusBlock text={t(failed ? 'campusLoadFailed' : 'noCampusData')} />
      </>
    );
  }

  const cards = cardsFor(allCards, role, type);
  const extras = localizedList(content, 'extras', lang);
  const discounts = localizedList(content, 'discounts', lang);
  const goals = localizedList(content, 'goals', lang);
  const email = settings.contact_email?.trim();
  // The chosen role and type travel in the prefilled message (SPEC §1: campus registration).
  const register = whatsappWithText(
    settings.whatsapp_link,
    t('campusWhatsAppText', { role: t(ROLE_LABEL[role]), type: t(TYPE_LABEL[type]) }),
  );

  return (
    <>
      <PageHead title={title} description={description} image={content.hero_image ?? content.campus_image}>
        <JsonLd
          data={eventData(facts, {
            url,
            name: title,
            description,
            image: facts.image,
            startDate: content.start_date || undefined,
            offers: allCards.map((card) => ({ name: card.title, price: card.price_per_week })),
          })}
        />
      </PageHead>
      <Hero title={title} image={content.hero_image}>
        {content.start_date && (
          <p className="hero__banner">
            {t('nextCampusBanner', { date: formatDayMonth(content.start_date, lang) })}
          </p>
        )}
      </Hero>
      <section className="section">
        <div className="container container--narrow">
          <RichText className="lead" html={localized(content, 'intro', lang)} />
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="campus-cards-title">
        <div className="container">
          <h2 id="campus-cards-title" className="sr-only">
            {title}
          </h2>
          <div className="chooser">
            <Choice
              legend={t('chooseRole')}
              name="campus-role"
              options={CAMPUS_ROLES.map((value) => ({ value, label: t(ROLE_LABEL[value]) }))}
              value={role}
              onChange={setRole}
            />
            <Choice
              legend={t('chooseType')}
              name="campus-type"
              options={CAMPUS_TYPES.map((value) => ({ value, label: t(TYPE_LABEL[value]) }))}
              value={type}
              onChange={setType}
            />
          </div>
          {cards.length === 0 ? (
            <p className="empty-note">{t('noCampusInfo')}</p>
          ) : (
            <ul className="card-grid card-grid--campus" aria-live="polite">
              {cards.map((card, index) => (
                <li key={index} className="price-card campus-card">
                  <h3 className="price-card__title">{card.title}</h3>
                  <p className="price-card__price">
                    <span className="price-card__amount">{formatPrice(card.price_per_week, lang)}</span>
                    <span className="price-card__period"> {t('perWeek')}</span>
                  </p>
                  {card.tags.length > 0 && (
                    <ul className="tag-list">
                      {card.tags.map((tag) => (
                        <li key={tag} className="chip">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  )}
                  <ul className="check-list">
                    {card.content.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                  {card.note && <p className="campus-card__note">{card.note}</p>}
                  {register && (
                    <a
                      className="button button--primary"
                      href={register}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('register')} <span className="sr-only">{t('opensInNewTab')}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="section">
        <div className="container split">
          <RichText html={localized(content, 'text', lang)} />
          <SiteImage
            className="split__image"
            src={content.campus_image}
            alt=""
            width={800}
            height={600}
            sizes="(min-width: 900px) 560px, 100vw"
          />
        </div>
      </section>

      {(extras.length > 0 || discounts.length > 0) && (
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
            {discounts.length > 0 && (
              <div>
                <h2 className="section__title">{localized(content, 'discounts_title', lang)}</h2>
                <ul className="discount-list">
                  {discounts.map((discount, i) => (
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
      )}

      {goals.length > 0 && (
        <section className="section">
          <div className="container goals-grid">
            {goals.map((goal, i) => (
              <div key={i} className="goal-card">
                <h2 className="goal-card__title">{goal.sectionTitle}</h2>
                <ul className="check-list">
                  {goal.items.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
                {goal.subsections.map((sub, j) => (
                  <div key={j}>
                    <h3 className="goal-card__subtitle">{sub.title}</h3>
                    <ul className="check-list">
                      {sub.items.map((item, k) => (
                        <li key={k}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ))}
          </div>
        </section>
      )}

      {(register || email) && (
        <section className="section section--pitch" aria-labelledby="campus-contact-title">
          <div className="container container--narrow contact-cta">
            <h2 id="campus-contact-title" className="section__title">
              {t('campusQuestionsTitle')}
            </h2>
            <p>{t('campusQuestionsText')}</p>
            <div className="button-row">
              {register && (
                <a
                  className="button button--primary"
                  href={register}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('writeWhatsApp')} <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
              )}
              {email && (
                <a
                  className="button button--outline-light"
                  href={`mailto:${email}?subject=${encodeURIComponent(t('campusEmailSubject'))}`}
                >
                  {t('writeEmail')}
                </a>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

function StatusBlock({ text }: { text: string }) {
  return (
    <section className="plain-page">
      <div className="container container--narrow plain-page__box">
        <p role="status">{text}</p>
      </div>
    </section>
  );
}

/** A labelled group of radio buttons styled as segmented buttons (keyboard: arrow keys). */
function Choice<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="segmented__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="segmented__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
