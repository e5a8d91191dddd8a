import { useCallback, useEffect, useRef, useState } from 'react';
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
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import GroupsIcon from '@mui/icons-material/Groups';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Confirm, Title, useBasename, useDelete, useListController, useTranslate } from 'react-admin';
import type { Coach } from '@academy/shared';
import { ErrorBanner } from '../common/ErrorBanner.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import { useServices } from '../ServicesContext.ts';
import { CoachRow, NARROW_HIDDEN } from './CoachRow.tsx';
import { reorderChanges } from './reorder.ts';
import { useDragAnnouncements } from './useDragAnnouncements.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §2.5: loading, connection error, normal (table or empty), with reordering and search. */
export function CoachList() {
  const translate = useTranslate();
  const basename = useBasename();
  const { client } = useServices();
  const list = useListController<Coach>({
    resource: 'coaches',
    perPage: 1000,
    sort: { field: 'sort_order', order: 'ASC' },
    disableSyncWithLocation: true,
    // The page shows its own error states (SPEC §2.5) instead of react-admin's notification.
    queryOptions: { retry: false, onError: () => undefined },
  });
  const { data, isPending, error, refetch, setFilters } = list;
  const [rows, setRows] = useState<Coach[]>(data ?? []);
  // Rows follow each new list from the server in the same render (not in an effect), so the
  // empty state never flashes between 'Loading coaches list...' and the table.
  const [syncedData, setSyncedData] = useState(data);
  if (data !== syncedData) {
    setSyncedData(data);
    setRows(data ?? []);
  }
  const [banner, setBanner] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Coach | null>(null);
  const [search, setSearch] = useState('');
  const [deleteOne, { isPending: deleting }] = useDelete<Coach>();
  const clearBanner = useCallback(() => setBanner(null), []);
  const addPath = `${basename}/coaches/new`;

  // A failed reload while rows are shown is a banner, not the Connection Error card.
  const lastError = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== lastError.current && (data?.length ?? 0) > 0) setBanner('app.coaches.load_failed');
    lastError.current = error;
  }, [error, data]);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setFilters(search.trim() ? { q: search.trim() } : {}),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, setFilters]);

  const accessibility = useDragAnnouncements(rows);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (from < 0 || to < 0) return;
    const moved = arrayMove(rows, from, to);
    const changes = reorderChanges(moved);
    const byId = new Map(changes.map((change) => [change.id, change.sort_order]));
    setRows(moved.map((row) => ({ ...row, sort_order: byId.get(row.id) ?? row.sort_order })));
    const results = await Promise.all(
      changes.map(({ id, sort_order }) => client.from('coaches').update({ sort_order }).eq('id', id)),
    );
    if (results.some((result) => result.error)) {
      console.error('Saving the coaches order failed', results.map((result) => result.error).filter(Boolean));
      setBanner('app.coaches.reorder_failed');
    }
    await refetch();
  }

  function confirmDelete() {
    const coach = toDelete;
    setToDelete(null);
    if (!coach) return;
    deleteOne(
      'coaches',
      { id: coach.id, previousData: coach },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => setRows((current) => current.filter((row) => row.id !== coach.id)),
        onError: (failure) => {
          console.error('Deleting the coach failed', failure);
          setBanner('app.coaches.delete_failed');
        },
      },
    );
  }

  if (isPending) return <PageLoader message="app.coaches.loading" />;

  if (error && rows.length === 0) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <Card sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }} role="alert">
          <CardContent>
            <CloudOffIcon color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, my: 1 }}>
              {translate('app.common.connection_error')}
            </Typography>
            <Typography>{translate('app.coaches.load_failed')}</Typography>
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

  const searching = search.trim() !== '';
  return (
    <Box sx={{ my: 2 }}>
      <Title title="app.coaches.title" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {translate('app.coaches.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.coaches.subtitle')}</Typography>
        </Box>
        <Button component={RouterLink} to={addPath} variant="contained" startIcon={<AddIcon />}>
          {translate('app.coaches.add')}
        </Button>
      </Stack>
      <ErrorBanner message={banner} onClose={clearBanner} />
      {rows.length === 0 && !searching ? (
        <Paper sx={{ p: 6, textAlign: 'center' }}>
          <GroupsIcon sx={{ fontSize: 56, color: 'grey.500' }} aria-hidden="true" />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            {translate('app.coaches.empty_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.coaches.empty_text')}
          </Typography>
          <Button component={RouterLink} to={addPath} variant="contained" startIcon={<AddIcon />}>
            {translate('app.coaches.add')}
          </Button>
        </Paper>
      ) : (
        <Paper>
          <Box sx={{ p: 2 }}>
            <TextField
              size="small"
              type="search"
              label={translate('app.coaches.search')}
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
          <TableContainer>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={handleDragEnd}
              accessibility={accessibility}
            >
              <Table
                aria-label={translate('app.coaches.title')}
                sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('resources.coaches.fields.photo_url')}</TableCell>
                    <TableCell>{translate('resources.coaches.fields.name')}</TableCell>
                    <TableCell sx={NARROW_HIDDEN}>{translate('resources.coaches.fields.role')}</TableCell>
                    <TableCell>{translate('resources.coaches.fields.is_active')}</TableCell>
                    <TableCell sx={NARROW_HIDDEN}>
                      {translate('resources.coaches.fields.sort_order')}
                    </TableCell>
                    <TableCell align="right">{translate('app.common.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
                    {rows.map((coach) => (
                      <CoachRow
                        key={coach.id}
                        coach={coach}
                        // Reordering a filtered list would renumber only part of it.
                        sortable={!searching}
                        onDelete={() => setToDelete(coach)}
                        deleting={deleting && toDelete?.id === coach.id}
                      />
                    ))}
                  </SortableContext>
                </TableBody>
              </Table>
            </DndContext>
          </TableContainer>
        </Paper>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title="app.common.delete"
        content="app.coaches.delete_confirm"
        confirm="app.common.delete"
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
