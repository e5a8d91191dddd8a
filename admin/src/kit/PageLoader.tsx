import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A screen's own 'Loading...' (or a more precise message) inside the admin layout. */
export function PageLoader({ message = 'app.loading' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 8 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{translate(message)}</Typography>
    </Box>
  );
}
