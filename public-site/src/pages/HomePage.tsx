import { Link } from 'react-router-dom';
import { JsonLd } from '../page/JsonLd.tsx';
import { PageHead } from '../page/PageHead.tsx';
import { academyData } from '../page/structuredData.ts';
import { useAcademyFacts } from '../page/useAcademyFacts.ts';
import { FeatureList } from '../components/FeatureList.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { Hero } from '../components/Hero.tsx';
import { NewsCard } from '../components/NewsCard.tsx';
import { PartnerStrip } from '../components/PartnerStrip.tsx';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { articlePath } from '@academy/shared/links.ts';
import { localized } from '@academy/shared/localized.ts';
import { usePage } from './usePage.ts';

/** Home: video hero, three points about the academy, latest news, partners, gallery. */
export default function HomePage() {
  const { lang, t, media, href, route } = useSite();
  const { content, data } = usePage('index');
  const title = localized(content, 'page_title', lang);
  const latest = data?.news ?? [];
  const facts = useAcademyFacts(content?.hero_poster_url);
  const bullets = (['one', 'two', 'three'] as const).map((n) => ({
    header: localized(content, `bullit_${n}_header`, lang),
    text: localized(content, `bullit_${n}_text`, lang),
  }));

  return (
    <>
      <PageHead title={title || undefined} image={content?.hero_poster_url}>
        <JsonLd data={academyData(facts)} />
      </PageHead>
      <Hero
        size="home"
        title={title}
        image={content?.hero_poster_url}
        video={media(content?.hero_video_url) || undefined}
      />

      {content && (
        <section className="section about-points" aria-labelledby="about-title">
          <div className="container">
            <h2 id="about-title" className="section__title">
              {localized(content, 'about_header', lang)}
            </h2>
            <FeatureList items={bullets} />
          </div>
        </section>
      )}

      {data?.news && (
        <section className="section section--sand" aria-labelledby="latest-news-title">
          <div className="container">
            <div className="section__head">
              <h2 id="latest-news-title" className="section__title">
                {t('latestNews')}
              </h2>
              {route.newsPath && (
                <Link className="text-link" to={href(route.newsPath)}>
                  {t('viewAllNews')}
                </Link>
              )}
            </div>
            {latest.length === 0 ? (
              <p>{t('noNews')}</p>
            ) : (
              <div className="card-grid card-grid--four">
                {latest.map((item) => (
                  <NewsCard
                    key={item.id}
                    item={item}
                    to={route.newsPath ? href(articlePath(route.newsPath, item.id)) : null}
                  />
                ))}
              </div>
            )}
          </div>
        </section>
      )}

      {/* Each section fails alone: a broken strip leaves the rest of the page. */}
      {content && (
        <ErrorBoundary name="partners">
          <PartnerStrip title={t('collaborators')} partners={content.partners} />
        </ErrorBoundary>
      )}

      {content && (
        <ErrorBoundary name="gallery">
          <Gallery
            title={t('playWithUs')}
            items={content.gallery.map((image) => ({
              src: image.image_url,
              caption: localized(image, 'caption', lang),
            }))}
            labels={{ previous: t('galleryPrevious'), next: t('galleryNext'), hint: t('galleryHint') }}
          />
        </ErrorBoundary>
      )}
    </>
  );
}
