import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetList } from 'react-admin';
import type { Json, Lang } from '@academy/shared';
import { formPath } from './historyEntries.ts';

/** A translation marked "may be out of date" (the `stale_translations` view). */
export interface StaleMarkData {
  /** The translation's path in the database ('bio_es', 'content.page_title_ru'). */
  field: string;
  lang: Lang;
  /** The English field whose change caused it. */
  source_field: string;
  /** The English the translation was written against, and the English now. */
  en_old: Json;
  en_new: Json;
  marked_at: string;
}

interface StaleMarksState {
  table: string;
  rowId: string;
  /** By the field's path in the form ('bio_es', 'page_title_ru'). */
  byPath: ReadonlyMap<string, StaleMarkData>;
  count: Record<Lang, number>;
}

const StaleMarksContext = createContext<StaleMarksState | null>(null);

/**
 * The stale marks of the record an editor shows, in one request, for the translation inputs
 * (LocalizedInput) and the language sections' chips. Saving the form fetches them again (the
 * database clears the mark of a translation that changed, and marks those an English change
 * left behind).
 */
export function StaleMarksProvider({
  table,
  rowId,
  children,
}: {
  table: string;
  rowId: string;
  children: ReactNode;
}) {
  const { data } = useGetList<StaleMarkData & { id: string }>(
    'stale_translations',
    {
      filter: { table_name: table, row_id: rowId },
      sort: { field: 'field', order: 'ASC' },
      pagination: { page: 1, perPage: 500 },
    },
    // A mark is a hint: the editor works without it if it cannot be read.
    { retry: false },
  );
  const value = useMemo<StaleMarksState>(() => {
    const byPath = new Map<string, StaleMarkData>();
    const count: Record<Lang, number> = { en: 0, es: 0, ru: 0 };
    for (const mark of data ?? []) {
      byPath.set(formPath(table, mark.field), mark);
      count[mark.lang] += 1;
    }
    return { table, rowId, byPath, count };
  }, [data, table, rowId]);
  return <StaleMarksContext.Provider value={value}>{children}</StaleMarksContext.Provider>;
}

/** The mark of the translation at a form path, if it may be out of date. */
export function useStaleMark(path: string): (StaleMarkData & { table: string; rowId: string }) | null {
  const state = useContext(StaleMarksContext);
  const mark = state?.byPath.get(path);
  return state && mark ? { ...mark, table: state.table, rowId: state.rowId } : null;
}

/** How many translations of a language may be out of date (0 outside an editor). */
export function useStaleCount(lang: Lang): number {
  return useContext(StaleMarksContext)?.count[lang] ?? 0;
}
