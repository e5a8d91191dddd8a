import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resolveMediaUrl, type Coach } from '@academy/shared';
import { LanguageChips } from '../kit/LanguageChips.tsx';
import { ListScreen } from '../kit/ListScreen.tsx';
import { SortableTable, type Column } from '../kit/SortableTable.tsx';
import { YesNoChip } from '../kit/YesNoChip.tsx';
import { createPath, editPath } from '../model/resourceDefinition.ts';
import { useServices } from '../platform/ServicesContext.ts';
import coaches from './resource.ts';

const LOCALIZED = ['name', 'role', 'bio'] as const;

function Photo({ coach }: { coach: Coach }) {
  const translate = useTranslate();
  const { config } = useServices();
  const photo = resolveMediaUrl(coach.photo_url, config.supabaseUrl);
  return photo ? (
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
  );
}

const COLUMNS: readonly Column<Coach>[] = [
  { label: 'resources.coaches.fields.photo_url', render: (coach) => <Photo coach={coach} /> },
  {
    label: 'resources.coaches.fields.name',
    render: (coach) => (
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{coach.name_en}</Typography>
        {/* Phones have no Role column: the role reads under the name. */}
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {coach.role_en}
        </Typography>
        <LanguageChips record={coach} fields={LOCALIZED} />
      </Stack>
    ),
  },
  { label: 'resources.coaches.fields.role', render: (coach) => coach.role_en, hideOnPhone: true },
  { label: 'resources.coaches.fields.is_active', render: (coach) => <YesNoChip value={coach.is_active} /> },
  { label: 'resources.coaches.fields.sort_order', render: (coach) => coach.sort_order, hideOnPhone: true },
];

/** The coaches: loading, connection error, the table (or the empty state), reordering and search. */
export function CoachList() {
  return (
    <ListScreen<Coach>
      resource={coaches.name}
      add={{ path: createPath(coaches) }}
      sortable
      texts={{
        title: 'app.coaches.title',
        subtitle: 'app.coaches.subtitle',
        add: 'app.coaches.add',
        loading: 'app.coaches.loading',
        loadFailed: 'app.coaches.load_failed',
        emptyTitle: 'app.coaches.empty_title',
        emptyText: 'app.coaches.empty_text',
        noMatch: 'app.coaches.no_match',
        search: 'app.coaches.search',
      }}
    >
      {({ rows, searching, onBanner }) =>
        rows.length > 0 && (
          <SortableTable<Coach>
            resource={coaches.name}
            editPath={(coach) => editPath(coaches, coach.id)}
            rows={rows}
            columns={COLUMNS}
            nameOf={(coach) => coach.name_en}
            // Reordering a filtered list would renumber only part of it.
            sortable={!searching}
            label="app.coaches.title"
            deleteConfirm="app.coaches.delete_confirm"
            deleteFailed="app.coaches.delete_failed"
            onBanner={onBanner}
          />
        )
      }
    </ListScreen>
  );
}
