import { Link } from 'react-router-dom';
import { FeatureList } from '../components/FeatureList.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { NewsCard } from '../components/NewsCard.tsx';
import { PartnerStrip } from '../components/PartnerStrip.tsx';
import { useReducedMotion } from '../components/useReducedMotion.ts';
import { useQuery } from '../data/useQuery.ts';
import { ErrorBoundary } from '../frame/ErrorBoundary.tsx';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized } from '../shared.ts';
import { dataOf, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

/** Home (SPEC §2.3): video hero, three points about the academy, latest news, partners, gallery. */
export default function HomePage() {
  const { api, lang, t, media, href, route } = useSite();
  const page = usePageContent('index');
  const news = useQuery(api.cache, 'news:latest', api.latestNews);
  const reduced = useReducedMotion();
  const content = dataOf(page);
  const title = localized(content, 'page_title', lang);
  useDocumentTitle(title || undefined);
  if (!usePageReady(page, news)) return <PageLoader />;

  const latest = dataOf(news) ?? [];
  const poster = media(content?.hero_poster_url);
  const video = media(content?.hero_video_url);
  const bullets = (['one', 'two', 'three'] as const).map((n) => ({
    header: localized(content, `bullit_${n}_header`, lang),
    text: localized(content, `bullit_${n}_text`, lang),
  }));

  return (
    <>
      <section className="hero hero--home">
        {video && !reduced ? (
          // Muted, inline and looping: the only way browsers autoplay; the poster paints first.
          <video
            className="hero__media"
            src={video}
            poster={poster || undefined}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
          />
        ) : (
          poster && (
            <img className="hero__media" src={poster} alt="" width={1600} height={900} fetchPriority="high" />
          )
        )}
        <div className="hero__shade" />
        <div className="hero__content container">
          <h1 className="hero__title hero__title--home">{title}</h1>
        </div>
      </section>

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

      {news.status === 'success' && (
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
                    to={route.newsPath ? href(`${route.newsPath}/${item.id}`) : null}
                  />
                ))}
              </div>
            )}
          </div>
        </section>
      )}

      {/* Each section fails alone (SPEC §8): a broken strip leaves the rest of the page. */}
      {content && (
        <ErrorBoundary name="partners">
          <PartnerStrip title={t('collaborators')} partners={content.partners} media={(url) => media(url)} />
        </ErrorBoundary>
      )}

      {content && (
        <ErrorBoundary name="gallery">
          <Gallery
            title={t('playWithUs')}
            items={content.gallery.map((image) => ({
              src: media(image.image_url),
              caption: localized(image, 'caption', lang),
            }))}
            labels={{ previous: t('galleryPrevious'), next: t('galleryNext'), hint: t('galleryHint') }}
          />
        </ErrorBoundary>
      )}
    </>
  );
}
