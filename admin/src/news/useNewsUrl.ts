import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, articlePath, normalizeMenuPath, withLanguage, type Lang } from '@academy/shared';
import { useServices } from '../platform/ServicesContext.ts';

/**
 * The public addresses of an article in each language: under the news menu item's path, as the
 * site routes it, with the /es or /ru prefix: /news/7, /es/news/7, /ru/news/7 (/news when no
 * news item has a path of the site).
 */
export function useArticleUrls(id: number | string | undefined): { lang: Lang; url: string }[] {
  const { client } = useServices();
  const { data: base = '/news' } = useQuery({
    queryKey: ['menu_items', 'news-url'],
    queryFn: async () => {
      const { data } = await client.from('menu_items').select('url').eq('component_key', 'news').limit(1);
      const url = data?.[0]?.url;
      return (url === undefined ? null : normalizeMenuPath(url)) ?? '/news';
    },
    staleTime: 60_000,
  });
  if (id === undefined) return [];
  return LANGUAGES.map((lang) => ({ lang, url: withLanguage(articlePath(base, id), lang) }));
}
