import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import InboxIcon from '@mui/icons-material/Inbox';
import {
  FilterLiveForm,
  ListBase,
  Pagination,
  Title,
  useBasename,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ErrorBanner } from './ErrorBanner.tsx';
import { PageLoader } from './PageLoader.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** The texts of a list screen (catalog keys). */
export interface ListTexts {
  title: string;
  subtitle: string;
  /** The add button's label; none for lists nobody adds to (Recently deleted). */
  add?: string;
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyText: string;
  /** Shown when a search matches nothing ('%{search}'). */
  noMatch: string;
  /** The search field's label and placeholder; none: no search. */
  search?: string;
}

/** What the list's body gets: its rows, whether a search or filter is on, and the banner setter. */
interface ListBodyProps<T> {
  rows: T[];
  searching: boolean;
  onBanner: (message: string) => void;
}

/** How a list adds a record: a link to its create screen, or an action of its own (a dialog). */
export type AddAction = { path: string } | { onClick: () => void };

interface ListScreenProps<T> {
  resource: string;
  texts: ListTexts;
  /** Where the add button (and the empty state's) leads. */
  add?: AddAction;
  /** Sorted by sort_order and loaded whole, for drag-and-drop ordering. */
  sortable?: boolean;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Filters always applied (not shown). */
  filter?: Record<string, unknown>;
  /** Inputs that filter the list beside the search (react-admin inputs on filter sources). */
  filters?: readonly ReactElement[];
  /** Pages of this many rows with react-admin's pagination; without it, the first page only. */
  perPage?: number;
  children: (props: ListBodyProps<T>) => ReactNode;
}

function AddButton({ add, label }: { add: AddAction; label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const common = { variant: 'contained' as const, startIcon: <AddIcon /> };
  return 'path' in add ? (
    <Button component={RouterLink} to={`${basename}${add.path}`} {...common}>
      {translate(label)}
    </Button>
  ) : (
    <Button onClick={add.onClick} {...common}>
      {translate(label)}
    </Button>
  );
}

/** 'Connection Error' with the message, Try Again and Back to Admin Panel: never a dead end. */
function ConnectionError({ message }: { message: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { refetch } = useListContext();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Card sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }} role="alert">
        <CardContent>
          <CloudOffIcon color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, my: 1 }}>
            {translate('app.common.connection_error')}
          </Typography>
          <Typography>{translate(message)}</Typography>
        </CardContent>
        <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
          <Button variant="contained" onClick={() => refetch()}>
            {translate('app.common.try_again')}
          </Button>
          <Button component={RouterLink} to={basename || '/admin'}>
            {translate('app.common.back_to_admin')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}

function Empty({ texts, add }: { texts: ListTexts; add?: AddAction }) {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 6, textAlign: 'center' }} data-list-state="empty">
      <InboxIcon sx={{ fontSize: 56, color: 'grey.500' }} aria-hidden="true" />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {translate(texts.emptyTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(texts.emptyText)}
      </Typography>
      {texts.add && add && <AddButton add={add} label={texts.add} />}
    </Paper>
  );
}

function Heading({ texts, add }: { texts: ListTexts; add?: AddAction }) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate(texts.title)}
        </Typography>
        <Typography color="text.secondary">{translate(texts.subtitle)}</Typography>
      </Box>
      {texts.add && add && <AddButton add={add} label={texts.add} />}
    </Stack>
  );
}

/** The free-text search: typed text becomes the list's `q` filter after a pause, other filters kept. */
function Search({ label }: { label: string }) {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const q = search.trim();
      if ((filterValues.q ?? '') === q) return;
      const { q: _previous, ...others } = filterValues;
      setFilters(q ? { ...others, q } : others, undefined, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return (
    <TextField
      size="small"
      type="search"
      label={translate(label)}
      placeholder={translate(label)}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The list's states in one place: error card, empty state, or the body with its banner. */
function ListContent<T extends RaRecord>({
  texts,
  add,
  filters,
  perPage,
  children,
}: Pick<ListScreenProps<T>, 'texts' | 'add' | 'filters' | 'perPage' | 'children'>) {
  const translate = useTranslate();
  const { data, error, filterValues, isPending } = useListContext<T>();
  const [banner, setBanner] = useState<string | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);
  const rows = data ?? [];
  // A failed reload while rows are shown is a banner, not the Connection Error card.
  useEffect(() => {
    if (error && rows.length > 0) setBanner(texts.loadFailed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  if (error && rows.length === 0) return <ConnectionError message={texts.loadFailed} />;
  const searching = Object.values(filterValues).some((value) => value !== undefined && value !== '');
  const query = typeof filterValues.q === 'string' ? filterValues.q : '';
  return (
    <Box sx={{ my: 2, minWidth: 0 }}>
      <Title title={texts.title} />
      <Heading texts={texts} add={add} />
      <ErrorBanner message={banner} onClose={clearBanner} />
      {rows.length === 0 && !searching && !isPending ? (
        <Empty texts={texts} add={add} />
      ) : (
        <Paper sx={{ overflow: 'hidden' }}>
          {(texts.search || filters) && (
            <Stack
              direction="row"
              spacing={2}
              sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
            >
              {texts.search && <Search label={texts.search} />}
              {filters && (
                <FilterLiveForm>
                  <Stack direction="row" spacing={2} sx={{ '& .MuiFormControl-root': { my: 0 } }}>
                    {filters}
                  </Stack>
                </FilterLiveForm>
              )}
            </Stack>
          )}
          {children({ rows, searching, onBanner: setBanner })}
          {rows.length === 0 && searching && !isPending && (
            <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              {translate(texts.noMatch, { search: query })}
            </Typography>
          )}
          {perPage !== undefined && <Pagination rowsPerPageOptions={[perPage, perPage * 2, perPage * 4]} />}
        </Paper>
      )}
    </Box>
  );
}

/**
 * The back office's list screen, on react-admin's ListBase: 'Loading ... list...' while it loads,
 * the Connection Error card when it cannot and nothing is shown, a dismissible banner when a
 * reload fails over shown rows, an empty state, a search and filters, pages when asked, and a
 * body (a SortableTable, a Datagrid, a list of its own).
 */
export function ListScreen<T extends RaRecord>({
  resource,
  texts,
  add,
  sortable = false,
  sort,
  filter,
  filters,
  perPage,
  children,
}: ListScreenProps<T>) {
  const content = (
    <ListContent<T> texts={texts} add={add} filters={filters} perPage={perPage}>
      {children}
    </ListContent>
  );
  return (
    <ListBase<T>
      resource={resource}
      perPage={sortable ? 1000 : (perPage ?? 25)}
      sort={sort ?? (sortable ? { field: 'sort_order', order: 'ASC' } : undefined)}
      filter={filter}
      disableSyncWithLocation
      // The screen shows its own error states instead of react-admin's notification.
      queryOptions={{ retry: false, onError: () => undefined }}
      loading={<PageLoader message={texts.loading} />}
      error={content}
    >
      {content}
    </ListBase>
  );
}
