import { useState } from 'react';
import { JsonLd } from '../page/JsonLd.tsx';
import { PageHead } from '../page/PageHead.tsx';
import { eventData } from '../page/structuredData.ts';
import { useAcademyFacts, usePageUrl } from '../page/useAcademyFacts.ts';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { whatsappWithText } from '../lib/whatsapp.ts';
import {
  DEFAULT_CAMPUS_ROLE,
  DEFAULT_CAMPUS_TYPE,
  type CampusRole,
  type CampusType,
} from '@academy/shared/constants.ts';
import { formatDayMonth } from '@academy/shared/format.ts';
import { localized, localizedList } from '@academy/shared/localized.ts';
import { CampusCards, ROLE_LABEL, TYPE_LABEL } from './campus/CampusCards.tsx';
import { choiceLink, type CampusChoice } from './campus/campusChoice.ts';
import { CampusContact } from './campus/CampusContact.tsx';
import { CampusExtras } from './campus/CampusExtras.tsx';
import { CampusGoals } from './campus/CampusGoals.tsx';
import { OfferPlaces } from '../registration/OfferPlaces.tsx';
import { useRegistration } from '../registration/useRegistration.ts';
import { cardPrice } from './campus/campusPrices.ts';
import { campusRegisterHref } from './campus/campusRegister.ts';
import { pageDescription, usePage } from './usePage.ts';
import './CampusPage.css';
import '../components/cards.css';
import './plainPage.css';

/**
 * Campus: hero with the next campus's start date, intro, the programme cards of the chosen role
 * and type (player and internal first), text and image, extras and discounts, objectives, and
 * the questions block. A page whose data failed or is empty says so instead.
 */
export default function CampusPage() {
  const { lang, t, settings, href } = useSite();
  const { offers } = useRegistration();
  const { content, failed, data } = usePage('campus');
  const weeks = data?.campus?.weeks ?? [];
  const [role, setRole] = useState<CampusRole>(DEFAULT_CAMPUS_ROLE);
  const [type, setType] = useState<CampusType>(DEFAULT_CAMPUS_TYPE);
  const title = localized(content, 'title', lang);
  const description = pageDescription(localized(content, 'intro', lang));
  const facts = useAcademyFacts(content?.hero_image ?? content?.campus_image);
  const url = usePageUrl();
  const cards = localizedList(content, 'cards', lang);

  if (failed || !content || (!title && cards.length === 0)) {
    return (
      <>
        <PageHead title={title || undefined} />
        <StatusBlock text={t(failed ? 'campusLoadFailed' : 'noCampusData')} />
      </>
    );
  }

  // The chosen role and type travel in the prefilled registration message.
  const choice = { role, type };
  const whatsappFor = (c: CampusChoice) =>
    whatsappWithText(
      settings.whatsapp_link,
      t('campusWhatsAppText', { role: t(ROLE_LABEL[c.role]), type: t(TYPE_LABEL[c.type]) }),
    );
  const whatsapp = whatsappFor(choice) ? choiceLink(whatsappFor, choice) : null;
  // The cards' button opens the registration form for the chosen week while online registration
  // is on; WhatsApp otherwise.
  const formFor = (c: CampusChoice) => campusRegisterHref(offers, href, c);
  const form = formFor(choice) ? choiceLink((c) => formFor(c) ?? '', choice) : null;

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
            offers: cards.flatMap((card) => {
              const week = cardPrice(card, weeks);
              return week ? [{ name: card.title, price: week.price }] : [];
            }),
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
      <CampusCards
        title={title}
        cards={cards}
        weeks={weeks}
        role={role}
        type={type}
        onRole={setRole}
        onType={setType}
        register={form ?? whatsapp}
        registerOpensTab={!form}
      />
      <OfferPlaces filter={(offer) => offer.kind === 'campus_week'} chooser={choice} />
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
      <CampusExtras
        extras={localizedList(content, 'extras', lang)}
        discounts={localizedList(content, 'discounts', lang)}
        discountsTitle={localized(content, 'discounts_title', lang)}
        siblingDiscountPercent={Number(data?.campus?.sibling_discount_percent ?? 0)}
      />
      <CampusGoals goals={localizedList(content, 'goals', lang)} />
      <CampusContact register={whatsapp} />
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
