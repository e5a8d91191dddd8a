import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The green 'Yes' / red 'No' badge of SPEC §4. */
export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      label={translate(active ? 'app.common.yes' : 'app.common.no')}
    />
  );
}
