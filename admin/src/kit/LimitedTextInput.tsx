import type { ReactElement, ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, useWrappedSource, type TextInputProps, type Validator } from 'react-admin';

/**
 * At most `max` characters, saying how many there are: a longer text is kept in the field (a
 * paste is never cut silently) and refused with its length, so the person decides what to cut.
 */
export function maxCharacters(max: number): Validator {
  return (value: unknown) => {
    const length = typeof value === 'string' ? value.length : 0;
    return length > max
      ? { message: 'app.validation.too_long_now', args: { max, count: length } }
      : undefined;
  };
}

/** The hint under a limited field: its own words (if any) and the count of characters against the limit. */
function Counted({ source, max, hint }: { source: string; max: number; hint?: ReactNode }) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: useWrappedSource(source) });
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <Stack direction="row" component="span" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <span>{typeof hint === 'string' ? translate(hint) : hint}</span>
      <Box component="span" sx={{ flexShrink: 0, color: count > max ? 'error.main' : undefined }}>
        {translate('app.validation.count', { count, max })}
      </Box>
    </Stack>
  );
}

/**
 * react-admin's TextInput for a text with a length limit: the limit is checked as a validation
 * (with the text's length in the message) and shown as a counter under the field.
 */
export function LimitedTextInput({
  max,
  validate,
  helperText,
  ...props
}: Omit<TextInputProps, 'validate' | 'helperText'> & {
  max: number;
  validate?: Validator | Validator[];
  /** A hint beside the counter (a catalog key or an element). */
  helperText?: string | ReactElement | false;
}) {
  const validators = [
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
    maxCharacters(max),
  ];
  return (
    <TextInput
      {...props}
      validate={validators}
      helperText={<Counted source={props.source} max={max} hint={helperText || undefined} />}
    />
  );
}
