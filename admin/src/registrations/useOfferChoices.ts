import { useGetList, useLocaleState } from 'react-admin';
import type { Tables } from '@academy/shared';

type Offer = Pick<Tables<'offers'>, 'id' | 'title_en' | 'title_es' | 'title_ru' | 'starts_on'>;

/** An offer's title in the admin language, English when it has none. */
export function offerTitle(offer: { title_en?: string | null } | undefined, lang: string): string {
  if (!offer) return '';
  const own = (offer as Record<string, unknown>)[`title_${lang}`];
  return typeof own === 'string' && own.trim() ? own : (offer.title_en ?? '');
}

/** The offers as choices of a select (newest first), titled in the admin language. */
export function useOfferChoices(): { id: number; name: string }[] {
  const [lang] = useLocaleState();
  const { data } = useGetList<Offer>('offers', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'starts_on', order: 'DESC' },
  });
  return (data ?? []).map((offer) => ({
    id: offer.id,
    name: `${offerTitle(offer, lang)} (${offer.starts_on})`,
  }));
}
