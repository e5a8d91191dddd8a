import { Link } from 'react-router-dom';
import { JsonLd } from '../page/JsonLd.tsx';
import { PageHead } from '../page/PageHead.tsx';
import { articleData } from '../page/structuredData.ts';
import { useAcademyFacts, usePageUrl } from '../page/useAcademyFacts.ts';
import { usePageData } from '../page/usePageData.ts';
import defaultNewsImage from '../assets/news-default.svg';
import { RichText } from '../components/RichText.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { formatSiteDate } from '../lib/dates.ts';
import { articlePath } from '@academy/shared/links.ts';
import { localized } from '@academy/shared/localized.ts';
import { articleImagePath } from '@academy/shared/media.ts';
import { pageDescription } from './usePage.ts';
import './plainPage.css';

/**
 * One article: 'View All News', title, date in the page's locale, header image,
 * body, and 'Next Article' (the next older one). Unknown, malformed and unpublished ids read
 * 'Article not found' (and the server answers 404).
 */
export default function NewsDetailPage() {
  const { lang, t, href, route, env } = useSite();
  const data = usePageData();
  const found = data?.article ?? null;
  const url = usePageUrl();
  // Only a picture of this site's storage is shown, and named in the link preview.
  const image = articleImagePath(found?.preview_image_url, env.supabaseUrl);
  const facts = useAcademyFacts(image);
  const newsPath = route.newsPath ?? '/news';
  const back = (
    <Link className="back-link" to={href(newsPath)}>
      <span aria-hidden="true">← </span>
      {t('viewAllNews')}
    </Link>
  );

  if (!found) {
    return (
      <section className="plain-page">
        <PageHead title={t('articleNotFound')} noindex />
        <div className="container container--narrow plain-page__box">
          {back}
          <h1>{t('articleNotFound')}</h1>
          <p>{t('articleNotFoundText')}</p>
        </div>
      </section>
    );
  }

  const title = localized(found, 'title', lang);
  const description = pageDescription(localized(found, 'text', lang));
  const next = data?.next_article_id;
  return (
    <article className="plain-page article">
      <PageHead title={title} description={description} image={image} type="article">
        <JsonLd
          data={articleData(facts, {
            url,
            headline: title,
            description,
            image: facts.image,
            published: found.publish_date,
            modified: found.updated_at,
          })}
        />
      </PageHead>
      <div className="container container--narrow">
        {back}
        <h1 className="article__title">{title}</h1>
        <p className="article__date">
          <time dateTime={found.publish_date}>{formatSiteDate(found.publish_date, lang)}</time>
        </p>
        <SiteImage
          className="article__image"
          src={image ?? defaultNewsImage}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 860px) 800px, 100vw"
          priority
        />
        <RichText className="article__body" html={localized(found, 'text', lang)} />
        {next && (
          <nav className="article__next" aria-label={t('nextArticle')}>
            <Link className="button button--secondary" to={href(articlePath(newsPath, next))} rel="next">
              {t('nextArticle')} <span aria-hidden="true">→</span>
            </Link>
          </nav>
        )}
      </div>
    </article>
  );
}
