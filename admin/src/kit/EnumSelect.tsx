import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Enums } from '@academy/shared';
import { ENUM_LABELS, enumChoices } from './enumChoices.ts';

/**
 * A small select of one database enum's values, named in the staff member's language, for the
 * forms that hold a value of their own (a payment being written, a status about to be changed).
 */
export function EnumSelect<N extends keyof typeof ENUM_LABELS>({
  name,
  label,
  value,
  onChange,
  minWidth,
  omit = [],
}: {
  name: N;
  label: string;
  value: Enums<N>;
  onChange: (value: Enums<N>) => void;
  minWidth?: number;
  /** Values of the enum this form does not offer. */
  omit?: readonly Enums<N>[];
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value as Enums<N>)}
      sx={minWidth ? { minWidth } : undefined}
    >
      {enumChoices(name, translate)
        .filter((choice) => !omit.includes(choice.id))
        .map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
    </TextField>
  );
}
