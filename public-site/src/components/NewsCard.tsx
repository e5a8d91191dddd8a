import { Link } from 'react-router-dom';
import defaultNewsImage from '../assets/news-default.svg';
import type { NewsCardRow } from '../data/types.ts';
import { useSite } from '../page/SiteContext.tsx';
import { formatSiteDate } from '../lib/dates.ts';
import { NEWS_PREVIEW_LENGTH } from '@academy/shared/constants.ts';
import { localized } from '@academy/shared/localized.ts';
import { articleImagePath } from '@academy/shared/media.ts';
import { previewText } from '@academy/shared/text.ts';
import { SiteImage } from './SiteImage.tsx';
import './NewsCard.css';

/**
 * One news card: preview image (the academy's default picture when there is none, or when it is
 * not a picture of this site's storage),
 * title, the text without markup cut to 200 characters plus '...', and the date.
 */
export function NewsCard({
  item,
  to,
  headingLevel = 3,
  priority = false,
}: {
  item: NewsCardRow;
  to: string | null;
  headingLevel?: 2 | 3;
  /** The first card of the news list: its picture is the page's largest paint on a phone. */
  priority?: boolean;
}) {
  const { lang, env } = useSite();
  const title = localized(item, 'title', lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card">
      <SiteImage
        className="news-card__image"
        src={articleImagePath(item.preview_image_url, env.supabaseUrl) ?? defaultNewsImage}
        alt=""
        width={640}
        height={400}
        sizes="(min-width: 1000px) 280px, (min-width: 640px) 45vw, 100vw"
        priority={priority}
      />
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.publish_date}>
          {formatSiteDate(item.publish_date, lang)}
        </time>
        <Heading className="news-card__title">
          {to ? (
            <Link className="news-card__link" to={to}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className="news-card__text">{previewText(localized(item, 'text', lang), NEWS_PREVIEW_LENGTH)}</p>
      </div>
    </article>
  );
}
