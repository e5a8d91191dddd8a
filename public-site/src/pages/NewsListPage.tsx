import { useState, type MouseEvent } from 'react';
import { PageHead } from '../page/PageHead.tsx';
import { Hero } from '../components/Hero.tsx';
import { NewsCard } from '../components/NewsCard.tsx';
import { clientApi } from '../data/clientApi.ts';
import { NEWS_AFTER_PARAMETER, newsCursorParameter } from '../data/pageRequest.ts';
import type { NewsPage } from '../data/types.ts';
import { isPlainClick } from '../lib/clicks.ts';
import { useSite } from '../page/SiteContext.tsx';
import { articlePath } from '@academy/shared/links.ts';
import { localized } from '@academy/shared/localized.ts';
import { usePage } from './usePage.ts';

/**
 * News: 4 cards per page, 'More news' loads the next 4 while there are more. 'More news' is a
 * link to the list starting after the last card (`?after=`): the app loads the next cards under
 * the others instead, and so does the plain page's script (plain/newsList.ts); without script
 * it opens that page.
 */
export default function NewsListPage() {
  const { lang, t, href, route, env } = useSite();
  const { content, data } = usePage('news');
  const [more, setMore] = useState<NewsPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const title = localized(content, 'title', lang);

  const firstPage: NewsPage | null = data?.news ? { items: data.news, more: data.news_more === true } : null;
  const pages = firstPage ? [firstPage, ...more] : [];
  const items = pages.flatMap((p) => p.items);
  const lastCard = items[items.length - 1];
  // page_data says whether more articles follow a page (it reads one more than it shows).
  const canLoadMore = pages[pages.length - 1]?.more === true && lastCard !== undefined;
  const newsPath = route.newsPath ?? '/news';

  // Every page after the first comes from page_data too, the same path as the first: the page
  // after the last card shown (keyset paging, as fast for the 500th page as for the second).
  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!lastCard || !isPlainClick(event)) return;
    event.preventDefault();
    if (loadingMore) return;
    setLoadingMore(true);
    clientApi(env)
      .then((api) => api.newsPage({ publishDate: lastCard.publish_date, id: lastCard.id }))
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
                  to={href(articlePath(newsPath, item.id))}
                  headingLevel={2}
                  priority={index === 0}
                />
              ))}
            </div>
          )}
          {canLoadMore && (
            <div className="load-more">
              <a
                className="button button--secondary"
                href={`${href(newsPath)}?${new URLSearchParams({
                  [NEWS_AFTER_PARAMETER]: newsCursorParameter({
                    publishDate: lastCard.publish_date,
                    id: lastCard.id,
                  }),
                })}`}
                onClick={loadMore}
                aria-disabled={loadingMore || undefined}
                aria-busy={loadingMore || undefined}
                data-busy-label={t('loadingNews')}
              >
                {loadingMore ? t('loadingNews') : t('moreNews')}
              </a>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
