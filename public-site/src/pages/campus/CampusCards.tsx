import { useSite } from '../../page/SiteContext.tsx';
import type { SiteMessageKey } from '../../i18n/messages.ts';
import { CAMPUS_ROLES, CAMPUS_TYPES, type CampusRole, type CampusType } from '@academy/shared/constants.ts';
import { formatDayMonth, formatPrice } from '@academy/shared/format.ts';
import type { CampusCard } from '@academy/shared/pages.ts';
import {
  CHOICE_EMPTY_ATTRIBUTE,
  CHOICE_LIST_ATTRIBUTE,
  choiceMarks,
  fitsChoice,
  type ChoiceLink,
} from './campusChoice.ts';
import { Choice } from './Choice.tsx';
import { cardPrice, type CardPrice } from './campusPrices.ts';
import type { CampusWeekPrice } from '../../data/types.ts';

export const ROLE_LABEL: Record<CampusRole, SiteMessageKey> = {
  PLAYER: 'rolePlayer',
  GOALKEEPER: 'roleGoalkeeper',
};
export const TYPE_LABEL: Record<CampusType, SiteMessageKey> = {
  INTERNAL: 'typeInternal',
  EXTERNAL: 'typeExternal',
};

/** The cards of one chooser choice: a card without a role or type belongs to every choice. */
export function cardsFor(cards: readonly CampusCard[], role: CampusRole, type: CampusType): CampusCard[] {
  return cards.filter((card) => fitsChoice(card, { role, type }));
}

/**
 * The programme cards: the role and type chooser, then the cards of the chosen pair, each with
 * its weekly price, tags, contents, note and a registration link (`register`, unless null). Every
 * card is in the page, those of other pairs hidden (campusChoice.ts).
 */
export function CampusCards({
  title,
  cards,
  weeks,
  role,
  type,
  onRole,
  onType,
  register,
  registerOpensTab,
}: {
  title: string;
  cards: readonly CampusCard[];
  /** The campus week offers' prices: each card's weekly price. */
  weeks: readonly CampusWeekPrice[];
  role: CampusRole;
  type: CampusType;
  onRole: (role: CampusRole) => void;
  onType: (type: CampusType) => void;
  register: ChoiceLink | null;
  /** The registration link leaves the site (WhatsApp): it opens in a new tab. */
  registerOpensTab: boolean;
}) {
  const { t } = useSite();
  const choice = { role, type };
  const anyShown = cardsFor(cards, role, type).length > 0;
  return (
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
            onChange={onRole}
          />
          <Choice
            legend={t('chooseType')}
            name="campus-type"
            options={CAMPUS_TYPES.map((value) => ({ value, label: t(TYPE_LABEL[value]) }))}
            value={type}
            onChange={onType}
          />
        </div>
        <ul
          className="card-grid card-grid--campus"
          aria-live="polite"
          hidden={!anyShown}
          {...{ [CHOICE_LIST_ATTRIBUTE]: '' }}
        >
          {cards.map((card, index) => (
            <CampusCardItem
              key={index}
              card={card}
              price={cardPrice(card, weeks)}
              register={register}
              opensTab={registerOpensTab}
              marks={choiceMarks(card, choice)}
            />
          ))}
        </ul>
        <p className="empty-note" hidden={anyShown} {...{ [CHOICE_EMPTY_ATTRIBUTE]: '' }}>
          {t('noCampusInfo')}
        </p>
      </div>
    </section>
  );
}

function CampusCardItem({
  card,
  price,
  register,
  opensTab,
  marks,
}: {
  card: CampusCard;
  price: CardPrice | null;
  register: ChoiceLink | null;
  opensTab: boolean;
  marks: ReturnType<typeof choiceMarks>;
}) {
  const { t, lang } = useSite();
  return (
    <li className="price-card campus-card" {...marks}>
      <h3 className="price-card__title">{card.title}</h3>
      {price && (
        <p className="price-card__price">
          <span className="price-card__amount">{formatPrice(price.price, lang)}</span>
          <span className="price-card__period"> {t('perWeek')}</span>
        </p>
      )}
      {price?.earlyBird && (
        <p className="campus-card__early-bird">
          {t('campusEarlyBird', {
            price: formatPrice(price.earlyBird.price, lang),
            date: formatDayMonth(price.earlyBird.until, lang),
          })}
        </p>
      )}
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
      {register &&
        (opensTab ? (
          <a className="button button--primary" {...register} target="_blank" rel="noopener noreferrer">
            {t('register')} <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        ) : (
          <a className="button button--primary" {...register}>
            {t('register')}
          </a>
        ))}
    </li>
  );
}
