import { useState } from 'react';
import {
  ValidationError,
  useInput,
  useLocaleState,
  useTranslate,
  type InputProps,
  type Validator,
} from 'react-admin';
import { MoneyField } from './MoneyField.tsx';
import { formatMoney, parseMoney } from './money.ts';

/**
 * An amount of euro in the staff member's language: it reads '810,50', '810.50', '1.234,50' in
 * Spanish or Russian and '1,234.50' in English (kit/money.ts), shows the saved value in the
 * language's format, and holds a number (null when empty). Text that is no amount, or that could
 * be read two ways, stays in the field with a message saying so, and the form is not saved.
 */
export function MoneyInput({
  source,
  label,
  helperText,
  validate,
}: Pick<InputProps, 'source' | 'helperText' | 'validate'> & { label: string }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  // While the text is no amount the form holds the text itself, so a save is refused with the
  // reason: never a number read wrongly, never the text lost.
  const notAmount: Validator = (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const reading = parseMoney(value, lang);
    return 'error' in reading
      ? { message: `app.validation.money_${reading.error}`, args: { example: formatMoney(1234.5, lang) } }
      : undefined;
  };
  const validators = [notAmount, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired, id } = useInput({ source, validate: validators });
  const shown = (value: unknown) =>
    typeof value === 'number' ? formatMoney(value, lang) : typeof value === 'string' ? value : '';
  // The text as typed while the field has the focus; otherwise the value in the language's format.
  const [typing, setTyping] = useState<string | null>(null);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <MoneyField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={`${translate(label)}${isRequired ? ' *' : ''}`}
      text={typing ?? shown(field.value)}
      onFocus={() => setTyping(shown(field.value))}
      onText={(text) => {
        setTyping(text);
        const reading = parseMoney(text, lang);
        field.onChange('value' in reading ? reading.value : text);
      }}
      onBlur={() => {
        setTyping(null);
        field.onBlur();
      }}
      error={!!error}
      helperText={
        error ? <ValidationError error={error} /> : helperText ? translate(String(helperText)) : ' '
      }
    />
  );
}
