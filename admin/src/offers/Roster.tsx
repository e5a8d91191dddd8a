import {
  Box,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Roster as RosterData } from '../providers/registrationExport.ts';
import { ReadinessChip } from '../registrations/ReadinessChip.tsx';

/**
 * On paper only the roster is printed: the side menu, the app bar, the buttons and the waiting
 * list stay on screen; the table takes the page's width, rows are not split across pages, and
 * allergies keep their highlight.
 */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .MuiDrawer-root, .RaSidebar-root, [data-print="hide"]': {
          display: 'none !important',
        },
        '.RaLayout-content, main': { padding: '0 !important', margin: '0 !important' },
        '[data-print="roster"]': { width: '100%' },
        '[data-print="roster"] tr': { breakInside: 'avoid' },
        '[data-print="roster"] th, [data-print="roster"] td': { fontSize: '10pt', padding: '4px 6px' },
        '.roster-health': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        '@page': { size: 'A4 landscape', margin: '12mm' },
      },
    }}
  />
);

/**
 * The coaches' roster: each child with age, allergies and medication (highlighted), who to call
 * and who may collect, and, when the offer requires details before camp, whether they are given.
 */
export function Roster({ roster }: { roster: RosterData }) {
  const translate = useTranslate();
  const asksBeforeCamp = roster.rows.some((row) => row.beforeCamp.required.length > 0);
  return (
    <Box component="section" data-print="roster" aria-labelledby="roster-title" sx={{ mt: 3 }}>
      {PRINT}
      <Typography id="roster-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('app.roster.title_of', { title: roster.offer.title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.roster.count', { smart_count: roster.rows.length })} · {roster.offer.startsOn} –{' '}
        {roster.offer.endsOn}
      </Typography>
      {roster.rows.length === 0 ? (
        <Typography>{translate('app.roster.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="roster-title"
            sx={{ '& td': { verticalAlign: 'top', overflowWrap: 'anywhere' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.roster.child')}</TableCell>
                <TableCell>{translate('app.roster.age')}</TableCell>
                <TableCell>{translate('app.roster.health')}</TableCell>
                <TableCell>{translate('app.roster.emergency')}</TableCell>
                <TableCell>{translate('app.roster.collectors')}</TableCell>
                {asksBeforeCamp && <TableCell>{translate('app.before_camp.column')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {roster.rows.map((row) => (
                <TableRow key={row.registrationId}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {row.childName}
                    {row.photoWithdrawn || !row.photosWebsite ? (
                      <Typography variant="body2" color="error">
                        {translate('app.roster.no_photos')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{row.age ?? '—'}</TableCell>
                  <TableCell>
                    {row.allergies || row.medication ? (
                      <Box
                        className="roster-health"
                        sx={{
                          bgcolor: '#fff3cd',
                          border: '2px solid #b45309',
                          borderRadius: 1,
                          p: 0.5,
                          fontWeight: 700,
                        }}
                      >
                        {row.allergies && (
                          <div>
                            {translate('app.roster.allergies')}: {row.allergies}
                          </div>
                        )}
                        {row.medication && (
                          <div>
                            {translate('app.roster.medication')}: {row.medication}
                          </div>
                        )}
                      </Box>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    <div>
                      {row.parentName} · {row.phone}
                    </div>
                    {row.emergencyName && (
                      <div>
                        {row.emergencyName} · {row.emergencyPhone}
                      </div>
                    )}
                  </TableCell>
                  <TableCell>{row.collectors ?? '—'}</TableCell>
                  {asksBeforeCamp && (
                    <TableCell>
                      <ReadinessChip {...row.beforeCamp} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
