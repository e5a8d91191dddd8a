import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EditorCard } from '../kit/EditorCard.tsx';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import type { EmailLogRow } from '../providers/registrations.ts';

const COLOURS = { pending: 'default', sent: 'success', failed: 'error' } as const;

/** The e-mails about a registration: what, to whom, whether it was sent, and the last error. */
export function EmailLogCard({ emails }: { emails: EmailLogRow[] }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  return (
    <EditorCard title="app.registrations.emails">
      {emails.length === 0 ? (
        <Typography color="text.secondary">{translate('app.registrations.no_emails')}</Typography>
      ) : (
        <Table size="small" sx={{ '& td': { overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.registrations.email_kind')}</TableCell>
              <TableCell>{translate('app.registrations.email_status')}</TableCell>
              <TableCell>{translate('app.registrations.email_sent_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {emails.map((email) => (
              <TableRow key={email.outbox_id}>
                <TableCell>
                  {translate(`app.registrations.email_kinds.${email.kind}`)}
                  <Typography variant="body2" color="text.secondary">
                    {email.to_address}
                  </Typography>
                </TableCell>
                <TableCell>
                  {email.status && (
                    <Chip
                      size="small"
                      color={COLOURS[email.status]}
                      label={translate(`app.registrations.email_statuses.${email.status}`)}
                    />
                  )}
                  {email.last_error && (
                    <Typography variant="body2" color="error">
                      {translate('app.registrations.email_attempts', { count: email.attempts ?? 0 })}:{' '}
                      {email.last_error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {email.sent_at ? new Date(email.sent_at).toLocaleString(locale, DATE_TIME) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </EditorCard>
  );
}
