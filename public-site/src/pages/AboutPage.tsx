import { PageHead } from '../page/PageHead.tsx';
import { FeatureList } from '../components/FeatureList.tsx';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized, localizedList } from '@academy/shared/localized.ts';
import { pageDescription, usePage } from './usePage.ts';

/** About: hero, three points, an image band, and the story as rich text. */
export default function AboutPage() {
  const { lang } = useSite();
  const { content } = usePage('about');
  const title = localized(content, 'pageTitle', lang);

  return (
    <>
      <PageHead
        title={title || undefined}
        description={pageDescription(localized(content, 'about_text', lang))}
        image={content?.hero_image}
      />
      <Hero title={title} image={content?.hero_image} />
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
      {content?.about_image && (
        <div className="image-band">
          <SiteImage src={content.about_image} alt="" width={1600} height={600} sizes="100vw" />
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
