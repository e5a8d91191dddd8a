import { Box, CircularProgress, Typography } from '@mui/material';

/** The full-screen spinners of SPEC §2.2/§2.4 ('Admin Panel Loading...', 'Checking authentication...'). */
export function FullScreenLoader({ message }: { message: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{message}</Typography>
    </Box>
  );
}
