import type { ReactNode, Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';

/**
 * The text field of an amount of euro, as every money input of the admin shows it: a decimal
 * keyboard on phones and the euro sign after it. It holds text; kit/money.ts reads it.
 */
export function MoneyField({
  id,
  name,
  inputRef,
  label,
  text,
  onText,
  onFocus,
  onBlur,
  error,
  helperText,
  required,
  size,
}: {
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  text: string;
  onText: (text: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error: boolean;
  helperText: ReactNode;
  required?: boolean;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      id={id}
      name={name}
      inputRef={inputRef}
      size={size}
      label={label}
      value={text}
      onFocus={onFocus}
      onChange={(event) => onText(event.target.value)}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      required={required}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-invalid': error },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
