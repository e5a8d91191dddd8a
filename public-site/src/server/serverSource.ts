import type { PageAnswer, SiteSource } from '../data/siteSource.ts';
import type { SiteApi } from '../data/api.ts';
import type { SiteFrame } from '../data/types.ts';

/**
 * The server's source: one page_data() call per request, which brings the page's data and a
 * fresh frame together. The page is found with the frame of the request before (every answer
 * brings it again, so a menu change is seen by the next request); the very first request asks
 * site_frame() for it, and a failed call forgets it.
 */
export function serverSource(api: SiteApi): SiteSource {
  let lastFrame: Promise<SiteFrame> | null = null;
  return {
    deferred: false,
    frame: () => {
      if (lastFrame) return lastFrame;
      const asked = api.frame();
      lastFrame = asked;
      asked.catch(() => {
        if (lastFrame === asked) lastFrame = null;
      });
      return asked;
    },
    page: async (request): Promise<PageAnswer> => {
      try {
        const { frame, ...page } = await api.pageWithFrame(request);
        lastFrame = Promise.resolve(frame);
        // The frame travels once, as part of the visit: not again inside the page's data.
        return { frame, load: { ok: true, data: request ? page : null } };
      } catch (error) {
        lastFrame = null;
        throw error;
      }
    },
  };
}
