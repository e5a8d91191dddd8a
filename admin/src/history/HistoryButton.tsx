import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';

const HistoryPanel = lazy(() => import('./HistoryPanel.tsx'));

/** "History" for a screen that shows a record without editing it (an article's or a user's details). */
export function HistoryButton({
  table,
  rowId,
  restorable = true,
  name,
}: {
  table: string;
  rowId: string;
  restorable?: boolean;
  /** The record's name, when several History buttons share a screen ('History of Spanish'). */
  name?: string;
}) {
  const translate = useTranslate();
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <Button
        startIcon={<HistoryIcon />}
        onClick={() => setState('open')}
        aria-haspopup="dialog"
        aria-label={name ? translate('app.history.open_of', { name }) : undefined}
      >
        {translate('app.history.open')}
      </Button>
      {state !== 'never' && (
        <Suspense fallback={null}>
          <HistoryPanel
            open={state === 'open'}
            onClose={() => setState('closed')}
            table={table}
            rowId={rowId}
            restorable={restorable}
          />
        </Suspense>
      )}
    </>
  );
}
