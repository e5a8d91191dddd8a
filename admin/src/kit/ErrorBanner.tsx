import { useEffect } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ERROR_BANNER_MS } from '@academy/shared';

/**
 * The red 'Error' banner of the lists: dismissible, and it clears itself after
 * ERROR_BANNER_MS (5 s) unless `persistent`.
 */
export function ErrorBanner({
  message,
  onClose,
  persistent = false,
}: {
  message: string | null;
  onClose: () => void;
  persistent?: boolean;
}) {
  const translate = useTranslate();
  useEffect(() => {
    if (!message || persistent) return;
    const timer = window.setTimeout(onClose, ERROR_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose, persistent]);
  if (!message) return null;
  return (
    <Alert severity="error" variant="filled" onClose={onClose} role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.common.error')}</AlertTitle>
      {translate(message, { _: message })}
    </Alert>
  );
}
