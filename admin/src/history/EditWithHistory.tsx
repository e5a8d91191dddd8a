import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { Button, Chip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useQueryClient } from '@tanstack/react-query';
import { useFormState } from 'react-hook-form';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { Json, Lang } from '@academy/shared';
import { FieldNotesContext } from '../kit/fieldNotes.tsx';
import { EditScreen, type ScreenProps } from '../kit/FormScreen.tsx';
import { initialVisibility, useOptionalSections } from '../kit/sections.tsx';
import type { VersionProblem } from './HistoryItemCard.tsx';
import { StaleMark } from './StaleMark.tsx';
import { STALE_MARKS_COLUMNS, StaleMarksProvider, useStaleCount } from './staleMarks.tsx';

// The history panel (and the word-difference library) loads when someone first opens it.
const HistoryPanel = lazy(() => import('./HistoryPanel.tsx'));

interface HistoryOptions {
  /** The table the record is a row of ('coaches', 'pages'). */
  table: string;
  /** False for records whose history is shown but never written back. */
  restorable?: boolean;
  /** Why a recorded version no longer fits the editor (a page's schema): it is then not offered. */
  versionProblem?: (version: Record<string, Json>) => VersionProblem | null;
}

type PanelState = 'never' | 'open' | 'closed';
const PanelContext = createContext<{ state: PanelState; set(state: PanelState): void } | null>(null);

function StaleBadge({ lang }: { lang: Lang }) {
  const translate = useTranslate();
  const stale = useStaleCount(lang);
  return stale > 0 ? (
    <Chip size="small" color="warning" label={translate('app.stale.count', { smart_count: stale })} />
  ) : null;
}

const STALE_NOTES = {
  note: (path: string) => <StaleMark path={path} />,
  badge: (lang: Lang) => <StaleBadge lang={lang} />,
};

/** The record's history state, its stale marks and their notes beside the fields. */
function HistoryFrame({ table, children }: { table: string; children: ReactNode }) {
  const record = useRecordContext();
  const [state, set] = useState<PanelState>('never');
  const panel = useMemo(() => ({ state, set }), [state]);
  return (
    <PanelContext.Provider value={panel}>
      <StaleMarksProvider table={table} rowId={String(record?.id ?? '')}>
        <FieldNotesContext.Provider value={STALE_NOTES}>{children}</FieldNotesContext.Provider>
      </StaleMarksProvider>
    </PanelContext.Provider>
  );
}

function OpenHistory() {
  const translate = useTranslate();
  const panel = useContext(PanelContext);
  return (
    <Button
      startIcon={<HistoryIcon />}
      onClick={() => panel?.set('open')}
      aria-haspopup="dialog"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.history.open')}
    </Button>
  );
}

/**
 * The record's history beside its form, once opened (it then stays mounted so it can slide out
 * again). A restored version replaces the form's values (the record is read again); the language
 * sections that now hold text open, so a hidden section does not save its restored translations
 * as empty.
 */
function HistoryAside({ table, restorable, versionProblem }: HistoryOptions) {
  const panel = useContext(PanelContext);
  const record = useRecordContext();
  const { isDirty } = useFormState();
  const sections = useOptionalSections();
  if (!panel || panel.state === 'never' || record?.id == null) return null;
  const onRestored = (restored: Record<string, unknown>) => {
    const content = restored.content;
    const flat = {
      ...(content && typeof content === 'object' && !Array.isArray(content) ? content : {}),
      ...restored,
    };
    const visible = initialVisibility(flat, [...(sections?.fields ?? [])]);
    if (visible.es) sections?.show('es');
    if (visible.ru) sections?.show('ru');
  };
  return (
    <Suspense fallback={null}>
      <HistoryPanel
        open={panel.state === 'open'}
        onClose={() => panel.set('closed')}
        table={table}
        rowId={String(record.id)}
        restorable={restorable !== false}
        versionProblem={versionProblem}
        dirty={isDirty}
        onRestored={onRestored}
      />
    </Suspense>
  );
}

/**
 * The kit's edit screen for a record with a history: its History panel ("Restore this version"),
 * and its translations' "may be out of date" marks, read with the record itself. A save is a new
 * change in the history and may set or clear marks: the record and its history are read again
 * (the form is clean by then, so nothing typed is lost).
 */
export function EditWithHistory({
  table,
  restorable,
  versionProblem,
  ...props
}: ScreenProps & HistoryOptions & { id?: string | number }) {
  const queryClient = useQueryClient();
  const afterSave = (record: RaRecord) => {
    void queryClient.invalidateQueries({ queryKey: [props.resource, 'getOne'] });
    void queryClient.invalidateQueries({ queryKey: ['change_history'] });
    props.afterSave?.(record);
  };
  return (
    <EditScreen
      {...props}
      queryMeta={{ ...props.queryMeta, columns: [...STALE_MARKS_COLUMNS] }}
      afterSave={afterSave}
      frame={(content) => <HistoryFrame table={table}>{content}</HistoryFrame>}
      headerExtra={
        <>
          {props.headerExtra}
          <OpenHistory />
        </>
      }
      formExtras={<HistoryAside table={table} restorable={restorable} versionProblem={versionProblem} />}
    />
  );
}
