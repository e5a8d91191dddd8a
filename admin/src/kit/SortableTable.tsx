import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { VISUALLY_HIDDEN } from './visuallyHidden.ts';
import { Confirm, useBasename, useTranslate, type RaRecord } from 'react-admin';
import { useDragOrder } from './useDragOrder.ts';
import { useRowDelete } from './useRowDelete.ts';

/** Hidden on phones (the cell's content is repeated elsewhere there). */
const NARROW_HIDDEN = { display: { xs: 'none', md: 'table-cell' } } as const;

/** One column of a sortable table. */
export interface Column<T> {
  label: string;
  render: (record: T) => ReactNode;
  hideOnPhone?: boolean;
}

// On phones the action buttons keep their icon (and accessible name) and drop the visible word.
const ACTION_SX = {
  minWidth: 0,
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
};
const LABEL_SX = { display: { xs: 'none', sm: 'inline' } };
// A long word (a name pasted without spaces) breaks inside its cell, which grows no wider than
// this: the table keeps the window's width, and Edit and Delete stay in view.
const CELL_SX = { maxWidth: '28rem', overflowWrap: 'anywhere' } as const;

function Row<T extends RaRecord>({
  record,
  editPath,
  columns,
  name,
  sortable,
  onDelete,
}: {
  record: T;
  editPath: string;
  columns: readonly Column<T>[];
  name: string;
  sortable: boolean;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: record.id as UniqueIdentifier,
      disabled: !sortable,
    });
  return (
    <TableRow
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        bgcolor: isDragging ? 'action.selected' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <TableCell padding="checkbox">
        {sortable && (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={translate('app.list.drag_handle', { name })}
            sx={{ cursor: 'grab' }}
          >
            <DragIndicatorIcon />
          </IconButton>
        )}
      </TableCell>
      {columns.map((column, index) => (
        <TableCell key={index} sx={column.hideOnPhone ? NARROW_HIDDEN : undefined}>
          <Box sx={CELL_SX}>{column.render(record)}</Box>
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={`${basename}${editPath}`}
            size="small"
            startIcon={<EditIcon />}
            aria-label={`${translate('app.common.edit')} ${name}`}
            sx={ACTION_SX}
          >
            <Box component="span" sx={LABEL_SX}>
              {translate('app.common.edit')}
            </Box>
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onDelete}
            aria-label={`${translate('app.common.delete')} ${name}`}
            sx={ACTION_SX}
          >
            <Box component="span" sx={LABEL_SX}>
              {translate('app.common.delete')}
            </Box>
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * A list's table with drag-and-drop ordering (mouse, touch and keyboard, announced in the admin's
 * language), Edit and Delete per row. Rows are the list controller's own records; a drop saves
 * the whole order in one transaction, and a failed save puts the old order back.
 */
export function SortableTable<T extends RaRecord>({
  resource,
  editPath,
  rows,
  columns,
  nameOf,
  sortable,
  label,
  deleteConfirm,
  onBanner,
  deleteFailed,
}: {
  resource: string;
  /** The admin path of a row's editor. */
  editPath: (record: T) => string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  nameOf: (record: T) => string;
  sortable: boolean;
  label: string;
  deleteConfirm: string;
  deleteFailed: string;
  onBanner: (message: string) => void;
}) {
  const translate = useTranslate();
  const drag = useDragOrder(resource, rows, nameOf, onBanner);
  const removal = useRowDelete<T>(resource, () => onBanner(deleteFailed));

  return (
    <TableContainer>
      <DndContext {...drag}>
        <Table
          aria-label={translate(label)}
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } }, '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                {/* The drag handles' column: named for screen readers, its handles speak for themselves. */}
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {translate('app.list.drag_column')}
                </Box>
              </TableCell>
              {columns.map((column, index) => (
                <TableCell key={index} sx={column.hideOnPhone ? NARROW_HIDDEN : undefined}>
                  {translate(column.label)}
                </TableCell>
              ))}
              <TableCell align="right">{translate('app.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <SortableContext
              items={rows.map((row) => row.id as UniqueIdentifier)}
              strategy={verticalListSortingStrategy}
            >
              {rows.map((record) => (
                <Row
                  key={record.id}
                  record={record}
                  editPath={editPath(record)}
                  columns={columns}
                  name={nameOf(record)}
                  sortable={sortable}
                  onDelete={() => removal.ask(record)}
                />
              ))}
            </SortableContext>
          </TableBody>
        </Table>
      </DndContext>
      <Confirm
        isOpen={removal.asked !== null}
        title="app.common.delete"
        content={deleteConfirm}
        confirm="app.common.delete"
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </TableContainer>
  );
}
