import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useBasename, useTranslate } from 'react-admin';
import { resolveMediaUrl, type Coach } from '@academy/shared';
import { LanguageChips } from '../common/LanguageChips.tsx';
import { useServices } from '../ServicesContext.ts';

const LOCALIZED = ['name', 'role', 'bio'] as const;

/** Role and Order give way on phones (the role is repeated under the name there). */
export const NARROW_HIDDEN = { display: { xs: 'none', md: 'table-cell' } } as const;

// On phones the action buttons keep their icon (and accessible name) and drop the visible word.
const ACTION_SX = {
  minWidth: 0,
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
};
const LABEL_SX = { display: { xs: 'none', sm: 'inline' } };

/** One coach in the list: photo or 'No photo', name (and its languages), role, Active badge, order, actions. */
export function CoachRow({
  coach,
  sortable,
  onDelete,
  deleting,
}: {
  coach: Coach;
  sortable: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const { config } = useServices();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: coach.id,
      disabled: !sortable,
    });
  const photo = resolveMediaUrl(coach.photo_url, config.supabaseUrl);
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
            aria-label={translate('app.coaches.drag_handle', { name: coach.name_en })}
            sx={{ cursor: 'grab' }}
          >
            <DragIndicatorIcon />
          </IconButton>
        )}
      </TableCell>
      <TableCell>
        {photo ? (
          <img
            src={photo}
            alt={coach.name_en}
            width={48}
            height={64}
            style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
          />
        ) : (
          <Box
            sx={{
              width: 48,
              height: 64,
              borderRadius: 1.5,
              bgcolor: 'grey.200',
              color: 'text.secondary',
              fontSize: 10,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
            }}
          >
            {translate('app.coaches.no_photo')}
          </Box>
        )}
      </TableCell>
      <TableCell>
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{coach.name_en}</Typography>
          {/* Phones have no Role column: the role reads under the name. */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
            {coach.role_en}
          </Typography>
          <LanguageChips record={coach} fields={LOCALIZED} />
        </Stack>
      </TableCell>
      <TableCell sx={NARROW_HIDDEN}>{coach.role_en}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={coach.is_active ? 'success' : 'error'}
          label={translate(coach.is_active ? 'app.common.yes' : 'app.common.no')}
        />
      </TableCell>
      <TableCell sx={NARROW_HIDDEN}>{coach.sort_order}</TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={`${basename}/coaches/edit/${coach.id}`}
            size="small"
            startIcon={<EditIcon />}
            aria-label={`${translate('app.common.edit')} ${coach.name_en}`}
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
            disabled={deleting}
            aria-label={`${translate('app.common.delete')} ${coach.name_en}`}
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
