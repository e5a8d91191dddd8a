import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized } from '../shared.ts';
import { dataOf, pageDescription, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

/** Venues (SPEC §2.3): hero, first text, an image, second text. */
export default function VenuesPage() {
  const { lang, media } = useSite();
  const page = usePageContent('venues');
  const content = dataOf(page);
  const title = localized(content, 'page_title', lang);
  useDocumentTitle(title || undefined, pageDescription(localized(content, 'venues_text_one', lang)));
  if (!usePageReady(page)) return <PageLoader />;
  const image = media(content?.venues_image);

  return (
    <>
      <Hero title={title} image={media(content?.hero_image) || undefined} />
      {content && (
        <section className="section">
          <div className="container split">
            <RichText html={localized(content, 'venues_text_one', lang)} />
            {image && (
              <img
                className="split__image"
                src={image}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
              />
            )}
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
