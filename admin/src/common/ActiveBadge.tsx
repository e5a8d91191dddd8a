import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The green 'Yes' / red 'No' badge of SPEC §4, for any record with `is_active`. */
export function ActiveBadge({ value }: { value?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<{ is_active?: boolean }>();
  const active = value ?? record?.is_active ?? false;
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      label={translate(active ? 'app.common.yes' : 'app.common.no')}
    />
  );
}
