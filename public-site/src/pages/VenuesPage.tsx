import { PageHead } from '../page/PageHead.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { pageDescription, usePage } from './usePage.ts';

/** Venues: hero, first text, an image, second text. */
export default function VenuesPage() {
  const { lang } = useSite();
  const { content } = usePage('venues');
  const title = localized(content, 'page_title', lang);

  return (
    <>
      <PageHead
        title={title || undefined}
        description={pageDescription(localized(content, 'venues_text_one', lang))}
        image={content?.hero_image}
      />
      <Hero title={title} image={content?.hero_image} />
      {content && (
        <section className="section">
          <div className="container split">
            <RichText html={localized(content, 'venues_text_one', lang)} />
            <SiteImage
              className="split__image"
              src={content.venues_image}
              alt=""
              width={800}
              height={600}
              sizes="(min-width: 900px) 560px, 100vw"
            />
          </div>
        </section>
      )}
      {content && (
        <section className="section section--sand">
          <div className="container container--narrow">
            <RichText html={localized(content, 'venues_text_two', lang)} />
          </div>
        </section>
      )}
    </>
  );
}
