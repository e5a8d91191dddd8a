import { Link } from 'react-router-dom';
import defaultNewsImage from '../assets/news-default.svg';
import type { NewsCardRow } from '../data/types.ts';
import { useSite } from '../frame/SiteContext.tsx';
import { formatDate, localized, NEWS_PREVIEW_LENGTH, previewText } from '../shared.ts';

/**
 * One news card (SPEC §2.3): preview image (the academy's default picture when there is none),
 * title, the text without markup cut to 200 characters plus '...', and the date.
 */
export function NewsCard({
  item,
  to,
  headingLevel = 3,
}: {
  item: NewsCardRow;
  to: string | null;
  headingLevel?: 2 | 3;
}) {
  const { lang, media } = useSite();
  const title = localized(item, 'title', lang);
  const image = media(item.preview_image_url) || defaultNewsImage;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card">
      <img
        className="news-card__image"
        src={image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.publish_date}>
          {formatDate(item.publish_date, lang)}
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
