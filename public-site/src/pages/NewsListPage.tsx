import { useState } from 'react';
import { PageHead } from '../app/PageHead.tsx';
import { Hero } from '../components/Hero.tsx';
import { NewsCard } from '../components/NewsCard.tsx';
import { clientApi } from '../data/clientApi.ts';
import type { NewsCardRow } from '../data/types.ts';
import { useSite } from '../frame/SiteContext.tsx';
import { NEWS_PAGE_SIZE } from '@academy/shared/constants.ts';
import { localized } from '@academy/shared/localized.ts';
import { usePage } from './usePage.ts';

/** True while more published articles exist than the pages loaded so far (SPEC §7). */
export function hasMoreNews(total: number, offset: number, pageSize = NEWS_PAGE_SIZE): boolean {
  return total > offset + pageSize;
}

/** News (SPEC §2.3): 4 cards per page, 'More news' loads the next 4 while there are more. */
export default function NewsListPage() {
  const { lang, t, href, route, env } = useSite();
  const { content, data } = usePage('news');
  const [more, setMore] = useState<{ items: NewsCardRow[]; total: number }[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const title = localized(content, 'title', lang);

  const firstPage = data?.news ? { items: data.news, total: data.news_total ?? data.news.length } : null;
  const pages = firstPage ? [firstPage, ...more] : [];
  const items = pages.flatMap((p) => p.items);
  const last = pages[pages.length - 1];
  const offset = (pages.length - 1) * NEWS_PAGE_SIZE;
  const canLoadMore = last !== undefined && hasMoreNews(last.total, offset);
  const newsPath = route.newsPath ?? '/news';

  // Every page after the first comes from page_data too, the same path as the first.
  const loadMore = () => {
    setLoadingMore(true);
    clientApi(env)
      .then((api) => api.newsPage(offset + NEWS_PAGE_SIZE))
      .then(
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
      <PageHead title={title || undefined} />
      <Hero title={title} />
      <section className="section" aria-label={title || undefined}>
        <div className="container">
          {firstPage && items.length === 0 && <p className="empty-note">{t('noNews')}</p>}
          {items.length > 0 && (
            <div className="card-grid card-grid--four news-list">
              {items.map((item, index) => (
                <NewsCard
                  key={item.id}
                  item={item}
                  to={href(`${newsPath}/${item.id}`)}
                  headingLevel={2}
                  priority={index === 0}
                />
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
