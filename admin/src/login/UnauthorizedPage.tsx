import { useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { readLocalUser } from '../auth/storage.ts';
import { AuthCard } from './AuthCard.tsx';

/** /unauthorized: who is signed in, and the two ways out. */
export function UnauthorizedPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const user = readLocalUser();

  async function signOut() {
    await authProvider?.logout({});
    navigate('/login', { replace: true });
  }

  return (
    <AuthCard>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('app.unauthorized.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.unauthorized.message')}</Typography>
      {user && (
        <Box
          sx={{ mb: 3, p: 2, bgcolor: 'background.default', borderRadius: 2 }}
          data-testid="unauthorized-user"
        >
          <Typography variant="body2" color="text.secondary">
            {translate('app.unauthorized.signed_in_as')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <span>{user.name}</span> <span>{user.last_name}</span>
          </Typography>
          <Typography variant="body2">
            {translate('app.unauthorized.role')}:{' '}
            <span>{translate(`app.roles.${user.role}`, { _: user.role })}</span>
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
        <Button variant="contained" href="/">
          {translate('app.unauthorized.go_home')}
        </Button>
        {user && (
          <Button variant="outlined" onClick={signOut}>
            {translate('app.unauthorized.sign_out')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
