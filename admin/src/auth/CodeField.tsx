import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The 6-digit code of an authenticator app: a phone offers its keypad and fills a code it
 * received (`one-time-code`); spaces typed or pasted are allowed.
 */
export function CodeField({
  value,
  onChange,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.two_factor.code')}
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          pattern: '[0-9 ]*',
          maxLength: 9,
          spellCheck: false,
        },
      }}
    />
  );
}
