import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { LocalesMenuButton } from 'react-admin';

/** The centred card of the sign-in and access pages, with the locale menu above it. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        background: 'linear-gradient(160deg, #0E5A3A 0%, #0B1F33 100%)',
      }}
    >
      <Box sx={{ color: '#FFFFFF' }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 3 }}>
        <CardContent sx={{ p: 4 }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
