import { useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { TwoFactorDialog } from '../auth/TwoFactorDialog.tsx';

/** The user menu's "Two-factor sign-in": closes the menu and opens the dialog. */
function TwoFactorMenuItem({ onOpen }: { onOpen: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PhonelinkLockIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.two_factor.menu')}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's bar with the admin's name ('Academy Admin') on every screen: each page says what
 * it is in its own h1, so the bar stays the same everywhere. The user menu holds the staff
 * member's two-factor sign-in and signing out. The loading indicator's spinner, shown while data
 * loads (after a change of language, for one), is a progress bar named "Loading..." in the
 * staff member's language, as every progress bar must be named.
 */
export function AppBar() {
  const translate = useTranslate();
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const { identity } = useGetIdentity();
  // The menu's button shows the staff member's name: its accessible name starts with that name
  // (what a voice-control user says), then says what it opens.
  const label = identity?.fullName
    ? translate('app.user_menu', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <>
      <RaAppBar
        toolbar={
          <>
            <LocalesMenuButton />
            <LoadingIndicator aria-label={translate('app.loading')} />
          </>
        }
        userMenu={
          <UserMenu label={label}>
            <TwoFactorMenuItem onOpen={() => setTwoFactorOpen(true)} />
            <Logout />
          </UserMenu>
        }
      >
        <Typography component="p" variant="h6" sx={{ flex: 1, fontSize: 18, fontWeight: 600 }} noWrap>
          {translate('app.title')}
        </Typography>
      </RaAppBar>
      <TwoFactorDialog open={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
    </>
  );
}
