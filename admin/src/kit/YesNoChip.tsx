import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A green 'Yes' or red 'No' chip for a yes/no value (active, published...): `value`, or the
 * record's `is_active` inside a record context (a details screen's field).
 */
export function YesNoChip({ value }: { value?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<{ is_active?: boolean }>();
  const yes = value ?? record?.is_active ?? false;
  return (
    <Chip
      size="small"
      color={yes ? 'success' : 'error'}
      label={translate(yes ? 'app.common.yes' : 'app.common.no')}
    />
  );
}
