import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

type ListPage = { data: RaRecord[]; total?: number };

/**
 * Saves a list's new order through the data provider's `reorder` (one SQL transaction). The new
 * order shows at once in react-admin's list cache; if the save fails, the previous order is put
 * back and `onFailure` is told.
 */
export function useReorder(resource: string, onFailure: () => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  return async (ordered: readonly RaRecord[], ids: readonly number[]) => {
    const key = [resource, 'getList'];
    const before = queryClient.getQueriesData<ListPage>({ queryKey: key });
    const position = new Map(ordered.map((row, index) => [row.id, index]));
    queryClient.setQueriesData<ListPage>({ queryKey: key }, (page) =>
      page
        ? {
            ...page,
            data: [...page.data].sort(
              (a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity),
            ),
          }
        : page,
    );
    try {
      await dataProvider.reorder(resource, ids);
    } catch (error) {
      console.error('Saving the order failed', error);
      for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
      onFailure();
    }
    await queryClient.invalidateQueries({ queryKey: key });
  };
}
