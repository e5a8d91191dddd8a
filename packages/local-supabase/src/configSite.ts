import { ConfigError, listSetting, stringSetting, type Toml } from './configValues.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isLoopbackUrl(url: URL): boolean {
  return isLoopbackHost(url.hostname);
}

/**
 * The site URL and redirect list. config.toml names the default site (port 8080); when the site
 * runs elsewhere (SITE_URL, or SITE_HOST/SITE_PORT as `npm start` uses them), the configured
 * local URLs follow it: an entry on a loopback host with the configured site's port moves to the
 * real site's origin. Other entries (a production domain) stay as written.
 */
export function siteSettings(env: NodeJS.ProcessEnv, auth: Toml): { siteUrl: string; redirects: string[] } {
  const tomlSite = stringSetting(
    { env, tomlName: '[auth] site_url', tomlValue: auth.site_url },
    'http://127.0.0.1:8080',
  );
  let configured: URL;
  try {
    configured = new URL(tomlSite);
  } catch {
    throw new ConfigError(`config.toml [auth] site_url is not a URL: "${tomlSite}"`);
  }
  let site = configured;
  if (env.SITE_URL) {
    try {
      site = new URL(env.SITE_URL);
    } catch {
      throw new ConfigError(`SITE_URL is not a URL: "${env.SITE_URL}"`);
    }
  } else if (env.SITE_PORT || env.SITE_HOST) {
    const port = env.SITE_PORT ?? configured.port;
    if (!/^\d+$/.test(port)) throw new ConfigError(`SITE_PORT must be a port number, got "${port}"`);
    const bindHost = env.SITE_HOST ?? configured.hostname;
    // A wildcard bind address is not an address to send people to.
    const host = bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost;
    site = new URL(`${configured.protocol}//${host.includes(':') ? `[${host}]` : host}:${port}`);
  }
  const siteUrl = site.pathname === '/' ? site.origin : site.toString();
  const listed = env.AUTH_ADDITIONAL_REDIRECT_URLS
    ? listSetting({ env, envName: 'AUTH_ADDITIONAL_REDIRECT_URLS', tomlName: '', tomlValue: undefined }, [])
    : listSetting(
        { env, tomlName: '[auth] additional_redirect_urls', tomlValue: auth.additional_redirect_urls },
        [],
      ).map((entry) => {
        if (site === configured || !isLoopbackUrl(site)) return entry;
        let url: URL;
        try {
          url = new URL(entry);
        } catch {
          return entry; // a glob pattern: kept as written
        }
        if (!isLoopbackUrl(url) || url.port !== configured.port) return entry;
        url.port = site.port;
        return url.toString();
      });
  return { siteUrl, redirects: listed };
}
