import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, withLanguage, type Lang } from '@academy/shared';
import { useServices } from '../platform/ServicesContext.ts';

/**
 * The public addresses of an article in each language: the news menu item's url + '/{id}',
 * with the /es or /ru prefix of the other languages, e.g. /news/7, /es/news/7, /ru/news/7.
 */
export function useArticleUrls(id: number | string | undefined): { lang: Lang; url: string }[] {
  const { client } = useServices();
  const { data: base = '/news' } = useQuery({
    queryKey: ['menu_items', 'news-url'],
    queryFn: async () => {
      const { data } = await client.from('menu_items').select('url').eq('component_key', 'news').limit(1);
      const url = data?.[0]?.url?.trim();
      return url ? (url.startsWith('/') ? url : `/${url}`).replace(/\/+$/, '') || '/news' : '/news';
    },
    staleTime: 60_000,
  });
  if (id === undefined) return [];
  return LANGUAGES.map((lang) => ({ lang, url: withLanguage(`${base}/${id}`, lang) }));
}
