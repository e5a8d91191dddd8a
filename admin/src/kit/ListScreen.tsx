import { useCallback, useEffect, useState, type ReactNode } from 'react';
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
import { ListBase, Title, useBasename, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ErrorBanner } from '../common/ErrorBanner.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import { createPath } from '../resourceTables.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The texts of a list screen (catalog keys), SPEC §2.5 for coaches. */
export interface ListTexts {
  title: string;
  subtitle: string;
  /** The create button's label; none for lists nobody adds to (Recently deleted). */
  add?: string;
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyText: string;
  /** Shown when a search matches nothing ('%{search}'). */
  noMatch: string;
  search?: string;
}

/** What the list's body gets: its rows, whether a search is on, and the banner setter. */
interface ListBodyProps<T> {
  rows: T[];
  searching: boolean;
  onBanner: (message: string) => void;
}

interface ListScreenProps<T> {
  resource: string;
  texts: ListTexts;
  /** Sorted by sort_order and loaded whole, for drag-and-drop ordering. */
  sortable?: boolean;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Filters always applied (not shown). */
  filter?: Record<string, unknown>;
  children: (props: ListBodyProps<T>) => ReactNode;
}

function AddButton({ resource, label }: { resource: string; label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={RouterLink}
      to={`${basename}${createPath(resource)}`}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {translate(label)}
    </Button>
  );
}

/** 'Connection Error' with the message, Try Again (reloads) and Back to Admin Panel (SPEC §2.5). */
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

function Empty({ resource, texts }: { resource: string; texts: ListTexts }) {
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
      {texts.add && <AddButton resource={resource} label={texts.add} />}
    </Paper>
  );
}

function Heading({ resource, texts }: { resource: string; texts: ListTexts }) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate(texts.title)}
        </Typography>
        <Typography color="text.secondary">{translate(texts.subtitle)}</Typography>
      </Box>
      {texts.add && <AddButton resource={resource} label={texts.add} />}
    </Stack>
  );
}

/** The list's states in one place: error card, empty state, or the body with its banner. */
function ListContent<T extends RaRecord>({
  resource,
  texts,
  children,
}: Pick<ListScreenProps<T>, 'resource' | 'texts' | 'children'>) {
  const translate = useTranslate();
  const { data, error, setFilters, filterValues, isPending } = useListContext<T>();
  const [banner, setBanner] = useState<string | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  const rows = data ?? [];
  // A failed reload while rows are shown is a banner, not the Connection Error card.
  useEffect(() => {
    if (error && rows.length > 0) setBanner(texts.loadFailed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const q = search.trim();
      if ((filterValues.q ?? '') !== q) setFilters(q ? { q } : {}, undefined, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  if (error && rows.length === 0) return <ConnectionError message={texts.loadFailed} />;
  const searching = search.trim() !== '';
  return (
    <Box sx={{ my: 2 }}>
      <Title title={texts.title} />
      <Heading resource={resource} texts={texts} />
      <ErrorBanner message={banner} onClose={clearBanner} />
      {rows.length === 0 && !searching && !isPending ? (
        <Empty resource={resource} texts={texts} />
      ) : (
        <Paper>
          {texts.search && (
            <Box sx={{ p: 2 }}>
              <TextField
                size="small"
                type="search"
                label={translate(texts.search)}
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
            </Box>
          )}
          {children({ rows, searching, onBanner: setBanner })}
          {rows.length === 0 && searching && (
            <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              {translate(texts.noMatch, { search: search.trim() })}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}

/**
 * A list screen on react-admin's ListBase: 'Loading ... list...' while it loads, the Connection
 * Error card when it cannot and nothing is shown, a dismissible banner when a reload fails
 * over shown rows, an empty state, a search, and a body (usually a SortableTable).
 */
export function ListScreen<T extends RaRecord>({
  resource,
  texts,
  sortable = false,
  sort,
  filter,
  children,
}: ListScreenProps<T>) {
  const content = (
    <ListContent<T> resource={resource} texts={texts}>
      {children}
    </ListContent>
  );
  return (
    <ListBase<T>
      resource={resource}
      perPage={sortable ? 1000 : 25}
      sort={sort ?? (sortable ? { field: 'sort_order', order: 'ASC' } : undefined)}
      filter={filter}
      disableSyncWithLocation
      // The screen shows its own error states (SPEC §2.5) instead of react-admin's notification.
      queryOptions={{ retry: false, onError: () => undefined }}
      loading={<PageLoader message={texts.loading} />}
      error={content}
    >
      {content}
    </ListBase>
  );
}
