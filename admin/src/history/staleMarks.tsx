import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
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

/**
 * The marks come with the record an editor reads: `select=*,stale_marks(*)` (the computed
 * relationship public.stale_marks(<row>)), so opening an editor costs no request of its own.
 */
export const STALE_MARKS_COLUMNS = ['*', 'stale_marks(*)'] as const;
/** The record's field holding its marks (never written back: the data provider drops it). */
export const STALE_MARKS_FIELD = 'stale_marks';

interface StaleMarksState {
  table: string;
  rowId: string;
  /** By the field's path in the form ('bio_es', 'page_title_ru'). */
  byPath: ReadonlyMap<string, StaleMarkData>;
  count: Record<Lang, number>;
  /** Hides a mark the database has cleared ("Still correct") until the record is read again. */
  dismiss(field: string): void;
}

const StaleMarksContext = createContext<StaleMarksState | null>(null);

/**
 * The stale marks of the record an editor shows, for the translation inputs (LocalizedInput) and
 * the language sections' chips, from the record itself. Saving or restoring reads the record
 * again (the database clears the mark of a translation that changed, and marks those an English
 * change left behind); "Still correct" hides its mark at once, without reading the record again
 * (which would reset the form and lose what is being typed).
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
  const record = useRecordContext();
  const marks = record?.[STALE_MARKS_FIELD] as readonly StaleMarkData[] | undefined;
  // Dismissed fields belong to one reading of the marks: a new reading starts again.
  const [dismissed, setDismissed] = useState<{ of: unknown; fields: ReadonlySet<string> }>({
    of: marks,
    fields: new Set(),
  });
  const hidden = dismissed.of === marks ? dismissed.fields : null;
  const dismiss = useCallback(
    (field: string) =>
      setDismissed((prev) => ({
        of: marks,
        fields: new Set([...(prev.of === marks ? prev.fields : []), field]),
      })),
    [marks],
  );
  const value = useMemo<StaleMarksState>(() => {
    const byPath = new Map<string, StaleMarkData>();
    const count: Record<Lang, number> = { en: 0, es: 0, ru: 0 };
    for (const mark of marks ?? []) {
      if (hidden?.has(mark.field)) continue;
      byPath.set(formPath(table, mark.field), mark);
      count[mark.lang] += 1;
    }
    return { table, rowId, byPath, count, dismiss };
  }, [marks, hidden, table, rowId, dismiss]);
  return <StaleMarksContext.Provider value={value}>{children}</StaleMarksContext.Provider>;
}

/** The mark of the translation at a form path, if it may be out of date. */
export function useStaleMark(
  path: string,
): (StaleMarkData & { table: string; rowId: string; dismiss(): void }) | null {
  const state = useContext(StaleMarksContext);
  const mark = state?.byPath.get(path);
  return state && mark
    ? { ...mark, table: state.table, rowId: state.rowId, dismiss: () => state.dismiss(mark.field) }
    : null;
}

/** How many translations of a language may be out of date (0 outside an editor). */
export function useStaleCount(lang: Lang): number {
  return useContext(StaleMarksContext)?.count[lang] ?? 0;
}
