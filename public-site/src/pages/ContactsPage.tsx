import { JsonLd } from '../page/JsonLd.tsx';
import { PageHead } from '../page/PageHead.tsx';
import { academyData } from '../page/structuredData.ts';
import { useAcademyFacts } from '../page/useAcademyFacts.ts';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { EnquiryForm } from '../registration/EnquiryForm.tsx';
import { MapSection } from './contacts/MapSection.tsx';
import { OfficeCard } from './contacts/OfficeCard.tsx';
import { pageDescription, usePage } from './usePage.ts';
import './ContactsPage.css';

/** Contacts: hero, text, the office (address and phone links) and the map, shown on request. */
export default function ContactsPage() {
  const { lang } = useSite();
  const { content } = usePage('contacts');
  const title = localized(content, 'title', lang);
  const facts = useAcademyFacts();
  return (
    <>
      <PageHead title={title || undefined} description={pageDescription(localized(content, 'text', lang))}>
        <JsonLd data={academyData(facts)} />
      </PageHead>
      <Hero title={title} />
      <section className="section">
        <div className="container split split--wide-left">
          {content && <RichText html={localized(content, 'text', lang)} />}
          <OfficeCard />
        </div>
      </section>
      <EnquiryForm />
      <MapSection />
    </>
  );
}
