import { Box, Collapse, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router-dom';
import { Menu, useBasename, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import type { StaffRole } from '@academy/shared';
import { listPath, type MenuGroup } from '../model/resourceDefinition.ts';
import { MENU_GROUPS, type RegisteredResource } from '../registry/registry.ts';
import { useRegistry } from '../registry/RegistryContext.ts';

// Eleven page editors: their group folds away unless opened (or one of them is on screen).
const FOLDING: ReadonlySet<MenuGroup> = new Set(['pages']);

// A long label (Spanish 'Eliminados recientemente') wraps instead of being cut off.
const WRAPPING = { '& .MuiTypography-root': { whiteSpace: 'normal' }, minHeight: 40, height: 'auto' };

function Items({ entries }: { entries: readonly RegisteredResource[] }) {
  const basename = useBasename();
  return (
    <>
      {entries.map((entry) => {
        const Icon = entry.views?.icon;
        return (
          <Menu.Item
            key={entry.name}
            to={`${basename}${listPath(entry)}`}
            primaryText={entry.label ?? entry.name}
            leftIcon={Icon ? <Icon /> : undefined}
            sx={WRAPPING}
          />
        );
      })}
    </>
  );
}

function Group({ group, entries }: { group: MenuGroup; entries: readonly RegisteredResource[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [unfolded, setUnfolded] = useStore(`menu.${group}.open`, false);
  const label = translate(`app.menu.groups.${group}`);
  // The side menu is an ARIA menu, which owns menu items and groups only: each group of items,
  // with its heading or its fold button, is a group named by its heading.
  if (!FOLDING.has(group)) {
    return (
      <Box role="group" aria-label={label}>
        {sidebarOpen && (
          <ListSubheader
            component="div"
            role="presentation"
            disableSticky
            sx={{ lineHeight: '32px', bgcolor: 'transparent', mt: 1 }}
          >
            {label}
          </ListSubheader>
        )}
        <Items entries={entries} />
      </Box>
    );
  }
  const here = entries.some((entry) => pathname.startsWith(`${basename}/${entry.name}`));
  const open = unfolded || here;
  const id = `menu-group-${group}`;
  return (
    <Box role="group" aria-label={label}>
      <ListItemButton
        role="menuitem"
        onClick={() => setUnfolded(!open)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ mt: 1, py: 0.5, color: 'text.secondary' }}
      >
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
        />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit id={id}>
        <Items entries={entries} />
      </Collapse>
    </Box>
  );
}

/** The side menu, read from the registry: the resources the signed-in role may open, by group. */
export function AppMenu() {
  const basename = useBasename();
  const registry = useRegistry();
  const { permissions } = usePermissions<StaffRole>();
  const groups = registry.menuFor(permissions);
  return (
    <Menu>
      <Menu.Item to={basename || '/'} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
      {MENU_GROUPS.map((group) =>
        groups[group].length === 0 ? null : <Group key={group} group={group} entries={groups[group]} />,
      )}
    </Menu>
  );
}
