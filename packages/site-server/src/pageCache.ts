import { createHash } from 'node:crypto';
import type { RenderedPage } from '@academy/shared/siteRenderer.ts';
import { compress, type CachedBody } from './staticFiles.ts';

/** A rendered page as it is sent: status, body (with its compressed forms) and an ETag. */
export interface RenderedEntry extends CachedBody {
  status: RenderedPage['status'];
  etag: string;
}

/**
 * Rendered pages, kept for a moment: `ttlMs` (a quarter of a second by default) is long enough
 * for a burst of visitors to the same page to share one render and one API call, and far inside
 * the freshness promise (a change saved in the back office is on the page within 2 s). Only
 * pages with status 200 are kept, at most `maxEntries` of them (the oldest go first), so
 * made-up addresses cannot fill the memory. Concurrent requests for one key share one render.
 */
export class PageCache {
  private readonly entries = new Map<string, { entry: RenderedEntry; expires: number }>();
  private readonly pending = new Map<string, Promise<RenderedEntry>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedEntry> {
    const cached = this.entries.get(key);
    if (cached && cached.expires > this.now()) return cached.entry;
    if (cached) this.entries.delete(key);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = render().then(toEntry);
      this.pending.set(key, pending);
      pending.then(
        (entry) => {
          this.pending.delete(key);
          if (entry.status !== 200 || this.ttlMs <= 0) return;
          this.entries.set(key, { entry, expires: this.now() + this.ttlMs });
          // Oldest first: Map keeps insertion order.
          while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        },
        () => this.pending.delete(key),
      );
    }
    return pending;
  }
}

async function toEntry(page: RenderedPage): Promise<RenderedEntry> {
  const body = Buffer.from(page.html);
  // Brotli 5: a page is compressed each time it is rendered, so fast beats the last few percent.
  const compressed = await compress(body, 'text/html; charset=utf-8', 5);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { ...compressed, status: page.status, etag };
}
