import { Box, CircularProgress, Typography } from '@mui/material';
import { PALETTE } from './theme.ts';

/**
 * The full-screen spinners of the sign-in and the admin's first load ('Admin Panel Loading...', 'Checking
 * authentication...'). It may show before any theme or baseline exists (while the admin's code
 * loads), so it covers the window itself and names its colours and font.
 */
export function FullScreenLoader({ message }: { message: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: PALETTE.sand,
        color: PALETTE.night,
        fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      }}
    >
      <CircularProgress aria-hidden="true" sx={{ color: PALETTE.pitch }} />
      <Typography sx={{ fontFamily: 'inherit' }}>{message}</Typography>
    </Box>
  );
}
