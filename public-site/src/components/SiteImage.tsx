import { preload } from 'react-dom';
import { useSite } from '../page/SiteContext.tsx';
import { imageVariants } from '../lib/images.ts';

/** The width the browser takes when it ignores `srcset`. */
const FALLBACK_WIDTH = 960;

/**
 * A stored image in resized WebP/AVIF copies (`srcset` + `sizes`) when the site server offers
 * them. `width`/`height` give its aspect ratio, so its box is reserved before it loads (no
 * layout shift). A `priority` image (the hero: the page's largest paint) is preloaded with high
 * priority and never lazy; every other one loads lazily as it nears the screen.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  draggable,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string;
  draggable?: boolean;
}) {
  const { media, env } = useSite();
  const url = media(src);
  if (!url) return null;
  const variants = imageVariants(url, env.supabaseUrl, env.imageEndpoint);
  const fallback = variants ? variants.src(FALLBACK_WIDTH) : url;
  if (priority) {
    preload(fallback, {
      as: 'image',
      fetchPriority: 'high',
      ...(variants ? { imageSrcSet: variants.srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      className={className}
      src={fallback}
      srcSet={variants?.srcSet}
      sizes={variants ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={draggable}
    />
  );
}
