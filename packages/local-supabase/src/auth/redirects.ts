/**
 * Where e-mail links may send the browser (with tokens in the fragment): the site URL or one of
 * the additional redirect URLs of config.toml, matched exactly on origin and path (a query string
 * is kept). Anything else (another port on this machine, another host, a path the site did not
 * list) falls back to the site URL, so a link can never hand tokens to someone else's page.
 */
export class RedirectPolicy {
  private readonly allowed: Set<string>;

  constructor(
    readonly siteUrl: string,
    additional: readonly string[],
  ) {
    this.allowed = new Set(
      [siteUrl, ...additional].map(locationOf).filter((l): l is string => l !== undefined),
    );
  }

  /** The URL to redirect to for a requested `redirect_to` (fragment removed), or the site URL. */
  resolve(raw: string | undefined): string {
    if (!raw) return this.siteUrl;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return this.siteUrl;
    }
    if (!this.allowed.has(locationOf(url)!)) return this.siteUrl;
    url.hash = '';
    return url.toString();
  }

  isAllowed(raw: string): boolean {
    const location = locationOf(raw);
    return location !== undefined && this.allowed.has(location);
  }
}

/** `origin + path` of a URL, without a trailing slash on the path; undefined for non-http URLs. */
function locationOf(raw: string | URL): string | undefined {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : raw;
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
