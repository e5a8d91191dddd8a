import { Typography } from '@mui/material';
import { AppBar as RaAppBar, useTranslate } from 'react-admin';

/**
 * react-admin's bar with the admin's name ('Academy Admin') on every screen: each page says what
 * it is in its own h1, so the bar stays the same everywhere.
 */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar>
      <Typography component="p" variant="h6" sx={{ flex: 1, fontSize: 18, fontWeight: 600 }} noWrap>
        {translate('app.title')}
      </Typography>
    </RaAppBar>
  );
}
