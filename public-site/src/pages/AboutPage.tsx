import { FeatureList } from '../components/FeatureList.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized, localizedList } from '../shared.ts';
import { dataOf, pageDescription, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

/** About (SPEC §2.3): hero, three points, an image band, and the story as rich text. */
export default function AboutPage() {
  const { lang, media } = useSite();
  const page = usePageContent('about');
  const content = dataOf(page);
  const title = localized(content, 'pageTitle', lang);
  useDocumentTitle(title || undefined, pageDescription(localized(content, 'about_text', lang)));
  if (!usePageReady(page)) return <PageLoader />;
  const image = media(content?.about_image);

  return (
    <>
      <Hero title={title} image={media(content?.hero_image) || undefined} />
      {content && (
        <section className="section" aria-labelledby="about-points-title">
          <div className="container">
            <h2 id="about-points-title" className="section__title">
              {localized(content, 'about_header', lang)}
            </h2>
            <FeatureList items={localizedList(content, 'bullets', lang)} />
          </div>
        </section>
      )}
      {image && (
        <div className="image-band">
          <img src={image} alt="" width={1600} height={600} loading="lazy" decoding="async" />
        </div>
      )}
      {content && (
        <section className="section">
          <div className="container container--narrow">
            <RichText html={localized(content, 'about_text', lang)} />
          </div>
        </section>
      )}
    </>
  );
}
