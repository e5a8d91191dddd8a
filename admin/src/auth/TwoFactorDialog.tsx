import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

/** "Two-factor sign-in" of the user menu: the staff member's own factor, set up or removed. */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-title">
      <DialogTitle id="two-factor-title">{translate('app.two_factor.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.two_factor.intro')}
        </Typography>
        {open && <TwoFactorSetup />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.two_factor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
