import type { CSSProperties } from 'react';
import type { SiteMessageKey } from '../i18n/messages.ts';
import type { RoutePage } from '../routing/siteRoutes.ts';
import { useSite } from '../page/SiteContext.tsx';
import './PageLoader.css';

/** The text of a page's loader: news pages and the subscriptions page have their own. */
export function loaderLabel(page: RoutePage): SiteMessageKey {
  if (page === 'news' || page === 'news-detail') return 'loadingNews';
  if (page === 'subscriptions') return 'loadingSubscriptions';
  return 'loading';
}

/**
 * The page's loader: a pitch-coloured block where the hero will be, with a spinning ball. With
 * `coverMs` it lies over a page that is already there and lifts itself after that time.
 */
export function PageLoader({ label = 'loading', coverMs }: { label?: SiteMessageKey; coverMs?: number }) {
  const { t } = useSite();
  const style = coverMs ? ({ '--loader-ms': `${coverMs}ms` } as CSSProperties) : undefined;
  return (
    <div
      className={coverMs ? 'page-loader page-loader--cover' : 'page-loader'}
      role="status"
      aria-live="polite"
      style={style}
    >
      <span className="ball-spinner" aria-hidden="true" />
      <p>{t(label)}</p>
    </div>
  );
}
