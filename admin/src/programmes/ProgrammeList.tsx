import { Stack, Typography } from '@mui/material';
import type { Programme } from '@academy/shared';
import { YesNoChip } from '../kit/YesNoChip.tsx';
import { LanguageChips } from '../kit/LanguageChips.tsx';
import { ListScreen } from '../kit/ListScreen.tsx';
import { listTexts } from '../kit/listTexts.ts';
import { SortableTable } from '../kit/SortableTable.tsx';
import { createPath, editPath } from '../model/resourceDefinition.ts';
import programmes from './resource.ts';

/** Programmes: the programme cards, in drag-and-drop order, active or not. */
export function ProgrammeList() {
  return (
    <ListScreen<Programme>
      resource={programmes.name}
      add={{ path: createPath(programmes) }}
      sortable
      texts={listTexts('programmes')}
    >
      {({ rows, searching, onBanner }) =>
        rows.length > 0 && (
          <SortableTable<Programme>
            resource={programmes.name}
            editPath={(p) => editPath(programmes, p.id)}
            rows={rows}
            sortable={!searching}
            nameOf={(p) => p.title_en}
            label="app.programmes.title"
            deleteConfirm="app.programmes.delete_confirm"
            deleteFailed="app.list.delete_failed"
            onBanner={onBanner}
            columns={[
              {
                label: 'app.fields.title',
                render: (p) => (
                  <Stack spacing={0.5}>
                    <Typography sx={{ fontWeight: 600 }}>{p.title_en}</Typography>
                    <LanguageChips record={p} fields={['title', 'description']} />
                  </Stack>
                ),
              },
              { label: 'app.programmes.age_group', render: (p) => p.age_group, hideOnPhone: true },
              { label: 'app.fields.is_active', render: (p) => <YesNoChip value={p.is_active} /> },
              { label: 'app.list.order', render: (p) => p.sort_order, hideOnPhone: true },
            ]}
          />
        )
      }
    </ListScreen>
  );
}
