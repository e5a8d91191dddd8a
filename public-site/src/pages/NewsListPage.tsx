import { useState } from 'react';
import { Hero } from '../components/Hero.tsx';
import { NewsCard } from '../components/NewsCard.tsx';
import type { NewsPage } from '../data/types.ts';
import { useQuery } from '../data/useQuery.ts';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized, NEWS_PAGE_SIZE } from '../shared.ts';
import { dataOf, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

/** True while more published articles exist than the pages loaded so far (SPEC §7). */
export function hasMoreNews(total: number, offset: number, pageSize = NEWS_PAGE_SIZE): boolean {
  return total > offset + pageSize;
}

/** News (SPEC §2.3): 4 cards per page, 'More news' loads the next 4 while there are more. */
export default function NewsListPage() {
  const { api, lang, t, href, route } = useSite();
  const page = usePageContent('news');
  const first = useQuery(api.cache, 'news:page:0', () => api.newsPage(0));
  const [more, setMore] = useState<NewsPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const content = dataOf(page);
  const title = localized(content, 'title', lang);
  useDocumentTitle(title || undefined);
  if (!usePageReady(page, first)) return <PageLoader label="loadingNews" />;

  const firstPage = dataOf(first);
  const pages = firstPage ? [firstPage, ...more] : [];
  const items = pages.flatMap((p) => p.items);
  const last = pages[pages.length - 1];
  const offset = (pages.length - 1) * NEWS_PAGE_SIZE;
  const canLoadMore = last !== undefined && hasMoreNews(last.total, offset);
  const newsPath = route.newsPath ?? '/news';

  const loadMore = () => {
    setLoadingMore(true);
    api.newsPage(offset + NEWS_PAGE_SIZE).then(
      (next) => {
        setMore((loaded) => [...loaded, next]);
        setLoadingMore(false);
      },
      (error: unknown) => {
        console.error('[site] loading more news failed', error);
        setLoadingMore(false);
      },
    );
  };

  return (
    <>
      <Hero title={title} />
      <section className="section" aria-label={title || undefined}>
        <div className="container">
          {firstPage && items.length === 0 && <p className="empty-note">{t('noNews')}</p>}
          {items.length > 0 && (
            <div className="card-grid card-grid--four news-list">
              {items.map((item) => (
                <NewsCard key={item.id} item={item} to={href(`${newsPath}/${item.id}`)} headingLevel={2} />
              ))}
            </div>
          )}
          {canLoadMore && (
            <div className="load-more">
              <button
                type="button"
                className="button button--secondary"
                onClick={loadMore}
                disabled={loadingMore}
                aria-busy={loadingMore}
              >
                {loadingMore ? t('loadingNews') : t('moreNews')}
              </button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
