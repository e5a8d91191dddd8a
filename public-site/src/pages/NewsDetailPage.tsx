import { Link } from 'react-router-dom';
import defaultNewsImage from '../assets/news-default.svg';
import { RichText } from '../components/RichText.tsx';
import { useQuery } from '../data/useQuery.ts';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { formatDate, localized } from '../shared.ts';
import { dataOf, pageDescription, useDocumentTitle, usePageReady } from './usePage.ts';

/** An article id from the URL: a positive integer, else null ('Article not found'). */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * One article (SPEC §2.3): 'View All News', title, date in the page's locale, header image,
 * body, and 'Next Article' (the next older one). Unknown and unpublished ids read 'Article not found'.
 */
export default function NewsDetailPage() {
  const { api, lang, t, href, route, media } = useSite();
  const id = parseArticleId(route.id);
  const article = useQuery(api.cache, id === null ? null : `news:${id}`, () => api.article(id ?? 0));
  const found = dataOf(article) ?? null;
  // A malformed id needs no query: only the minimum loader time holds it back.
  const ready = usePageReady(...(id === null ? [] : [article]));
  // Asked for once the article shows: the link is not needed before the first content.
  const older = useQuery(api.cache, found && ready ? `news:older:${found.id}` : null, () =>
    found ? api.olderArticle(found) : Promise.resolve(null),
  );
  const title = found ? localized(found, 'title', lang) : t('articleNotFound');
  useDocumentTitle(title, found ? pageDescription(localized(found, 'text', lang)) : undefined);
  if (!ready) return <PageLoader label="loadingNews" />;

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
        <div className="container container--narrow plain-page__box">
          {back}
          <h1>{t('articleNotFound')}</h1>
          <p>{t('articleNotFoundText')}</p>
        </div>
      </section>
    );
  }

  const next = dataOf(older);
  return (
    <article className="plain-page article">
      <div className="container container--narrow">
        {back}
        <h1 className="article__title">{title}</h1>
        <p className="article__date">
          <time dateTime={found.publish_date}>{formatDate(found.publish_date, lang)}</time>
        </p>
        <img
          className="article__image"
          src={media(found.preview_image_url) || defaultNewsImage}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
        />
        <RichText className="article__body" html={localized(found, 'text', lang)} />
        {next && (
          <nav className="article__next" aria-label={t('nextArticle')}>
            <Link className="button button--secondary" to={href(`${newsPath}/${next.id}`)} rel="next">
              {t('nextArticle')} <span aria-hidden="true">→</span>
            </Link>
          </nav>
        )}
      </div>
    </article>
  );
}
