import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MENU_TYPES, type MenuItem } from '@academy/shared';
import { YesNoChip } from '../kit/YesNoChip.tsx';
import { LanguageChips } from '../kit/LanguageChips.tsx';
import { ListScreen } from '../kit/ListScreen.tsx';
import { listTexts } from '../kit/listTexts.ts';
import { SortableTable } from '../kit/SortableTable.tsx';
import { createPath, editPath } from '../model/resourceDefinition.ts';
import { menuWarnings } from './menuRules.ts';
import menu from './resource.ts';

/** /admin/menu: the Header and Footer menus, each in drag-and-drop order, with warnings. */
export function MenuList() {
  const translate = useTranslate();
  return (
    <ListScreen<MenuItem>
      resource={menu.name}
      add={{ path: createPath(menu) }}
      sortable
      texts={listTexts('menu_items')}
    >
      {({ rows, searching, onBanner }) => (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          {!searching &&
            menuWarnings(rows).map((warning) => (
              <Alert key={warning} severity="warning" sx={{ mb: 2 }}>
                {translate(warning)}
              </Alert>
            ))}
          {MENU_TYPES.map((type) => {
            const items = rows.filter((row) => row.type === type);
            return (
              <Box key={type} component="section" aria-labelledby={`menu-${type}`} sx={{ mb: 3 }}>
                <Typography id={`menu-${type}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {translate(`app.menu_items.types.${type}`)}
                </Typography>
                {items.length > 0 && (
                  <SortableTable<MenuItem>
                    resource={menu.name}
                    editPath={(item) => editPath(menu, item.id)}
                    rows={items}
                    sortable={!searching}
                    nameOf={(item) => `${item.title_en} (${translate(`app.menu_items.types.${type}`)})`}
                    label={`app.menu_items.types.${type}`}
                    deleteConfirm="app.menu_items.delete_confirm"
                    deleteFailed="app.list.delete_failed"
                    onBanner={onBanner}
                    columns={[
                      {
                        label: 'app.fields.title',
                        render: (item) => (
                          <Stack spacing={0.5}>
                            <Typography sx={{ fontWeight: 600 }}>{item.title_en}</Typography>
                            <LanguageChips record={item} fields={['title']} />
                          </Stack>
                        ),
                      },
                      { label: 'app.menu_items.url', render: (item) => <code>{item.url || '/'}</code> },
                      {
                        label: 'app.menu_items.page',
                        render: (item) => (
                          <Chip size="small" label={translate(`app.component_keys.${item.component_key}`)} />
                        ),
                        hideOnPhone: true,
                      },
                      {
                        label: 'app.fields.is_active',
                        render: (item) => <YesNoChip value={item.is_active} />,
                      },
                    ]}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </ListScreen>
  );
}
