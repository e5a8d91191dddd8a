import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  CreateBase,
  EditBase,
  Form,
  Title,
  useBasename,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
  type RaRecord,
  type ValidateForm,
} from 'react-admin';
import { isLang, type Json } from '@academy/shared';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import type { VersionProblem } from '../history/HistoryItemCard.tsx';
import { STALE_MARKS_COLUMNS, StaleMarksProvider } from '../history/staleMarks.tsx';
import { tableOf } from '../resourceTables.ts';
import { fieldLabel } from './fieldLabel.ts';
import { SaveError } from './saveErrors.ts';
import {
  OpenSectionsWithErrors,
  SectionsProvider,
  initialVisibility,
  nullHiddenLanguages,
  useOptionalSections,
  useSectionsRef,
  type SectionsRef,
} from './sections.tsx';

// The history panel (and the word-difference library) loads when someone first opens it.
const HistoryPanel = lazy(() => import('../history/HistoryPanel.tsx'));

/** The error of the last save, shown beside the Save button (where the person is looking). */
interface SaveProblem {
  message: string;
  args?: Record<string, string | number>;
}
const ProblemContext = createContext<{ problem: SaveProblem | null; clear(): void }>({
  problem: null,
  clear: () => undefined,
});

/** Texts of a form screen (catalog keys). */
export interface FormTexts {
  /** Heading: 'Create Coach' / 'Edit Coach'. */
  title: string;
  /** Notice after a successful save. */
  saved: string;
  /** Banner when a save fails for no known reason (SPEC §8 'Failed to save coach data...'). */
  saveFailed: string;
  /** Banner when the record cannot be loaded (SPEC §8 'Failed to load coach data'). */
  loadFailed?: string;
}

interface ScreenProps {
  resource: string;
  texts: FormTexts;
  /** Where 'Back to List' and Cancel lead (admin path without basename). */
  backPath: string;
  /** The record as the form edits it (a page's content fields at the top level). */
  queryOptions?: { select?: (record: RaRecord) => RaRecord };
  /** Where to go after saving: a path, or false to stay. */
  redirectTo: string | false | ((record: RaRecord) => string);
  /** Localized base names whose Spanish/Russian sections open when the record has text in them. */
  openWhen?: readonly string[];
  /** Record changes before saving (after hidden sections are nulled). */
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Whole-form validation (a page's zod schema); errors are catalog keys with values. */
  validate?: (sections: SectionsRef) => ValidateForm;
  defaultValues?: Record<string, unknown>;
  /** Extra controls in the heading (a "View on site" link). */
  headerExtra?: ReactNode;
  /**
   * An editor shows the record's History (with "Restore this version" unless `restorable` is
   * false) and its translations' "may be out of date" marks; false for records without history.
   */
  history?: false | { restorable?: boolean };
  /** Why a recorded version no longer fits the editor (a page's schema): it is then not offered. */
  versionProblem?: (version: Record<string, Json>) => VersionProblem | null;
  maxWidth?: number;
  children: ReactNode;
}

function useSaveHandlers(
  resource: string,
  texts: FormTexts,
  redirectTo: ScreenProps['redirectTo'],
  setProblem: (p: SaveProblem | null) => void,
) {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return {
    onSuccess: (record: RaRecord) => {
      setProblem(null);
      // The save is a new change in the history, and may have set or cleared stale marks: the
      // record is read again with its marks (the form is clean now, so nothing typed is lost).
      void queryClient.invalidateQueries({ queryKey: [resource, 'getOne'] });
      void queryClient.invalidateQueries({ queryKey: ['change_history'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      notify(texts.saved, { type: 'success' });
      if (redirectTo === false) return;
      const target = typeof redirectTo === 'function' ? redirectTo(record) : redirectTo;
      // A function: react-admin prefixes the admin's basename to the path.
      redirect(() => target);
    },
    onError: (error: unknown) => {
      console.error('Saving failed', error);
      setProblem(
        error instanceof SaveError && error.message !== 'app.save.failed'
          ? { message: error.message, args: error.args }
          : { message: texts.saveFailed },
      );
    },
  };
}

function transformWith(sections: SectionsRef, transform?: ScreenProps['transform']) {
  return (data: Record<string, unknown>) => {
    const visible = nullHiddenLanguages(data, sections.visible, sections.fields);
    return transform ? transform(visible) : visible;
  };
}

/** The create/edit screen of one record: react-admin's controllers, the kit's form and texts. */
export function EditScreen(props: ScreenProps & { id?: string | number }) {
  const sections = useSectionsRef();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const clear = useCallback(() => setProblem(null), []);
  const handlers = useSaveHandlers(props.resource, props.texts, props.redirectTo, setProblem);
  const basename = useBasename();
  // A record with history comes with its translations' stale marks (one request); the save
  // names the same read so react-admin updates that record in its cache.
  const meta = props.history !== false ? { columns: [...STALE_MARKS_COLUMNS] } : undefined;
  return (
    <EditBase
      resource={props.resource}
      id={props.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transformWith(sections, props.transform)}
      mutationOptions={{ ...handlers, meta }}
      // The screen shows its own load failure (SPEC §8) instead of react-admin's notification.
      queryOptions={{ retry: false, onError: () => undefined, meta, ...props.queryOptions }}
      loading={<PageLoader />}
      error={
        <LoadFailure
          title={props.texts.title}
          message={props.texts.loadFailed ?? 'ra.notification.item_doesnt_exist'}
          listPath={`${basename}${props.backPath}`}
        />
      }
    >
      <ProblemContext.Provider value={{ problem, clear }}>
        <FormBody {...props} sections={sections} editing />
      </ProblemContext.Provider>
    </EditBase>
  );
}

export function CreateScreen(props: ScreenProps) {
  const sections = useSectionsRef();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const clear = useCallback(() => setProblem(null), []);
  const handlers = useSaveHandlers(props.resource, props.texts, props.redirectTo, setProblem);
  return (
    <CreateBase
      resource={props.resource}
      redirect={false}
      transform={transformWith(sections, props.transform)}
      mutationOptions={handlers}
      record={props.defaultValues}
    >
      <ProblemContext.Provider value={{ problem, clear }}>
        <FormBody {...props} history={false} sections={sections} />
      </ProblemContext.Provider>
    </CreateBase>
  );
}

function FormBody({
  resource,
  texts,
  backPath,
  openWhen = [],
  validate,
  headerExtra,
  history = {},
  versionProblem,
  maxWidth = 960,
  sections,
  editing = false,
  children,
}: ScreenProps & { sections: SectionsRef; editing?: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const record = useRecordContext();
  const [search] = useSearchParams();
  const lang = search.get('lang');
  const listPath = `${basename}${backPath}`;
  // Opened once, the panel stays mounted so it can slide out again.
  const [historyState, setHistoryState] = useState<'never' | 'open' | 'closed'>('never');
  const tracked = editing && history !== false && record?.id != null;
  const restorable = history === false ? false : history.restorable !== false;
  const table = tableOf(resource);
  const rowId = String(record?.id ?? '');
  const form = (
    <KitForm
      validate={validate?.(sections)}
      cancelPath={listPath}
      aside={
        tracked && historyState !== 'never' ? (
          <HistoryAside
            open={historyState === 'open'}
            onClose={() => setHistoryState('closed')}
            table={table}
            rowId={rowId}
            restorable={restorable}
            versionProblem={versionProblem}
            sections={sections}
          />
        ) : null
      }
    >
      {children}
    </KitForm>
  );
  return (
    <Box sx={{ maxWidth, mx: 'auto', my: 2 }}>
      <Title title={texts.title} />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
          mb: 2,
        }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate(texts.title)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {headerExtra}
          {tracked && (
            <Button
              startIcon={<HistoryIcon />}
              onClick={() => setHistoryState('open')}
              aria-haspopup="dialog"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate('app.history.open')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={listPath}
            startIcon={<ArrowBackIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate('app.common.back_to_list')}
          </Button>
        </Stack>
      </Stack>
      <SectionsProvider
        record={record as Record<string, unknown> | undefined}
        openWhen={openWhen}
        // A link to a missing translation (from the dashboard) opens that language's section.
        forceOpen={isLang(lang) ? lang : undefined}
        handle={sections}
      >
        {tracked ? (
          <StaleMarksProvider table={table} rowId={rowId}>
            {form}
          </StaleMarksProvider>
        ) : (
          form
        )}
      </SectionsProvider>
    </Box>
  );
}

/**
 * react-admin's Form with the kit's habits: a warning before leaving with unsaved changes (menu,
 * links or closing the tab), focus on the first field when it opens (or on the field a link asked
 * for), no lingering "form is not valid" notice, and Cancel/Save with the last error beside them.
 */
function KitForm({
  validate,
  cancelPath,
  aside,
  children,
}: {
  validate?: ValidateForm;
  cancelPath: string;
  /** Shown with the form (the history panel: it needs to know whether the form is dirty). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [search] = useSearchParams();
  const target = search.get('field');
  const lang = search.get('lang');
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const wanted =
      target && isLang(lang) ? root.querySelector(`[data-field="${CSS.escape(`${target}_${lang}`)}"]`) : null;
    const scope = wanted ?? root;
    const first = scope.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([type=file]):not([disabled]), textarea, [contenteditable="true"], [role="combobox"]',
    );
    first?.focus({ preventScroll: !wanted });
    if (wanted) wanted.scrollIntoView({ block: 'center' });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form
      noValidate
      warnWhenUnsavedChanges
      disableInvalidFormNotification
      validate={validate}
      mode="onSubmit"
      reValidateMode="onChange"
    >
      <OpenSectionsWithErrors />
      <Box ref={ref}>{children}</Box>
      <FormActions cancelPath={cancelPath} />
      {aside}
    </Form>
  );
}

/**
 * The record's history beside its form. A restored version replaces the form's values (the
 * record is fetched again); the language sections that now hold text open, so a hidden section
 * does not save its restored translations as empty.
 */
function HistoryAside({
  open,
  onClose,
  table,
  rowId,
  restorable,
  versionProblem,
  sections,
}: {
  open: boolean;
  onClose: () => void;
  table: string;
  rowId: string;
  restorable: boolean;
  versionProblem?: ScreenProps['versionProblem'];
  sections: SectionsRef;
}) {
  const { isDirty } = useFormState();
  const state = useOptionalSections();
  const onRestored = (record: Record<string, unknown>) => {
    const content = record.content;
    const flat = {
      ...(content && typeof content === 'object' && !Array.isArray(content) ? content : {}),
      ...record,
    };
    const visible = initialVisibility(flat, [...sections.fields]);
    if (visible.es) state?.show('es');
    if (visible.ru) state?.show('ru');
  };
  return (
    <Suspense fallback={null}>
      <HistoryPanel
        open={open}
        onClose={onClose}
        table={table}
        rowId={rowId}
        restorable={restorable}
        versionProblem={versionProblem}
        dirty={isDirty}
        onRestored={onRestored}
      />
    </Suspense>
  );
}

/** Fields in error after a submit, as "field (language)" for the summary beside Save. */
function useErrorSummary(): string[] {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  if (submitCount === 0) return [];
  const out: string[] = [];
  for (const key of Object.keys(errors)) {
    const match = /^(.*)_(en|es|ru)$/.exec(key);
    const base = match ? match[1]! : key;
    const [labelKey, args] = fieldLabel(base);
    const name = translate(labelKey, { ...args, _: base.replace(/_/g, ' ') });
    out.push(match ? `${name} (${translate(`app.languages.${match[2]}`)})` : name);
  }
  return out;
}

/**
 * Cancel and Save ('Saving...' while busy), sticky at the bottom of the window so the last
 * error is seen where the person is. Pressing Save first opens the English section: it holds the
 * required fields, so a validation error is never hidden in a closed section.
 */
function FormActions({ cancelPath }: { cancelPath: string }) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { problem, clear } = useContext(ProblemContext);
  const sections = useOptionalSections();
  const summary = useErrorSummary();
  const alertRef = useRef<HTMLDivElement>(null);
  const { reset } = useFormContext();
  const navigate = useNavigate();
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);
  return (
    <Paper
      elevation={3}
      sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 2, mt: 2, borderRadius: 2 }}
      component="div"
    >
      {problem && (
        <Alert
          severity="error"
          variant="filled"
          role="alert"
          onClose={clear}
          ref={alertRef}
          tabIndex={-1}
          sx={{ mb: 2 }}
        >
          <AlertTitle>{translate('app.common.error')}</AlertTitle>
          {translate(problem.message, { _: problem.message, ...problem.args })}
          {problem.message === 'app.save.session_ended' && (
            <>
              {' '}
              <Link href="/login" color="inherit" sx={{ fontWeight: 600 }}>
                {translate('app.save.sign_in_again')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {summary.length > 0 && !problem && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {translate('app.validation.summary', { fields: summary.join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={cancelPath}
          disabled={saving}
          onClick={(event: React.MouseEvent) => {
            // Cancel is a choice to drop the changes: no "unsaved changes" question. The form is
            // reset first; the navigation follows once the form is clean.
            event.preventDefault();
            reset();
            window.setTimeout(() => navigate(cancelPath));
          }}
        >
          {translate('app.common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          onClick={() => {
            sections?.show('en');
            clear();
          }}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(saving ? 'app.common.saving' : 'app.common.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
