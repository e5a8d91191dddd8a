import { ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { StaffRole } from '@academy/shared';
import { menuFor, type MenuGroup } from '../resourceTables.ts';
import { ADMIN_ENTRIES } from '../resources.ts';

const GROUPS: readonly MenuGroup[] = ['content', 'pages', 'site'];
const icons = new Map(ADMIN_ENTRIES.map((entry) => [entry.name, entry.icon]));

/** The side menu, read from the registry: the entries the signed-in role may open, by group. */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<StaffRole>();
  const [open] = useSidebarState();
  const groups = menuFor(permissions);
  return (
    <Menu>
      <Menu.Item to="/" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
      {GROUPS.map((group) =>
        groups[group].length === 0 ? null : (
          <li key={group} role="none">
            {open && (
              <ListSubheader
                component="div"
                disableSticky
                sx={{ lineHeight: '32px', bgcolor: 'transparent', mt: 1 }}
              >
                {translate(`app.menu.groups.${group}`)}
              </ListSubheader>
            )}
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} role="none">
              {groups[group].map((entry) => {
                const Icon = icons.get(entry.name);
                return (
                  <Menu.Item
                    key={entry.name}
                    to={`/${entry.name}`}
                    primaryText={entry.label}
                    leftIcon={Icon ? <Icon /> : undefined}
                  />
                );
              })}
            </ul>
          </li>
        ),
      )}
    </Menu>
  );
}
