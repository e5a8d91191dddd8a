import type { Context } from 'hono';
import { ImageError, type createImageVariants } from '../imageVariants.ts';
import { IMMUTABLE } from '../send.ts';

/**
 * GET /_image?url=<stored image>&w=<width>[&format=avif|webp|jpeg]: a resized copy of an image
 * of this project's public storage. Stored images are never overwritten (a new upload gets a new
 * name), so a copy never changes: cached for a year, with an ETag.
 */
export function imageEndpoint(images: ReturnType<typeof createImageVariants>) {
  return async (c: Context) => {
    try {
      const variant = await images.variant({
        url: c.req.query('url'),
        width: c.req.query('w'),
        format: c.req.query('format'),
        accept: c.req.header('accept'),
      });
      const headers: Record<string, string> = {
        'content-type': variant.type,
        'content-length': String(variant.body.length),
        'cache-control': IMMUTABLE,
        etag: variant.etag,
      };
      if (variant.negotiated) headers.vary = 'Accept';
      if (c.req.header('if-none-match') === variant.etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(variant.body), 200, headers);
    } catch (error) {
      if (error instanceof ImageError) return c.json({ error: error.message }, error.status);
      throw error;
    }
  };
}
