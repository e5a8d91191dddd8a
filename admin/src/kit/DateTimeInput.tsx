import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate, type InputProps } from 'react-admin';
import { useDateLocale } from './useDateLocale.ts';

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute';
const SAMPLE = new Date(2006, 10, 22, 13, 45);
const OPTIONS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/** The order of a locale's numeric date-time parts, and how it writes them: 'dd.mm.yyyy, hh:mm'. */
export function dateTimePattern(
  locale: string,
  dateOnly = false,
): { order: Part[]; format: (date: Date) => string } {
  const formatter = new Intl.DateTimeFormat(
    locale,
    dateOnly ? { year: 'numeric', month: '2-digit', day: '2-digit' } : OPTIONS,
  );
  const order = formatter
    .formatToParts(SAMPLE)
    .map((part) => part.type)
    .filter((type): type is Part => ['day', 'month', 'year', 'hour', 'minute'].includes(type));
  return { order, format: (date) => formatter.format(date) };
}

/** A local date as 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Reads what was typed in the locale's order ('01.06.2099 10:00' in Russian, '01/06/2099 10:00'
 * in English), or an ISO 'YYYY-MM-DDTHH:mm'. Returns the local date, or null when it is no date.
 */
export function parseDateTime(text: string, order: readonly Part[]): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(text.trim().slice(0, 16));
  const numbers = iso ? iso.slice(1).map((n) => Number(n ?? 0)) : (text.match(/\d+/g) ?? []).map(Number);
  const parts: Part[] = iso ? ['year', 'month', 'day', 'hour', 'minute'] : [...order];
  if (numbers.length < 3) return null;
  const value: Record<Part, number> = { day: 0, month: 0, year: 0, hour: 0, minute: 0 };
  parts.forEach((part, index) => (value[part] = numbers[index] ?? 0));
  const date = new Date(value.year, value.month - 1, value.day, value.hour, value.minute);
  const valid =
    date.getFullYear() === value.year &&
    date.getMonth() === value.month - 1 &&
    date.getDate() === value.day &&
    value.hour < 24 &&
    value.minute < 60;
  return valid ? date : null;
}

/**
 * A date and time written in the admin's language (not the browser's): the value is an ISO
 * instant; the field shows it in the locale's numeric form and reads it back the same way.
 */
export function DateTimeInput({
  source,
  label,
  helperText,
  validate,
  dateOnly = false,
}: InputProps & { label: string; dateOnly?: boolean }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const pattern = dateTimePattern(locale, dateOnly);
  const { order } = pattern;
  const format = pattern.format;
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const toText = (value: unknown) => {
    const date =
      typeof value === 'string' && value
        ? new Date(dateOnly && value.length === 10 ? `${value}T00:00:00` : value)
        : null;
    return date && !Number.isNaN(date.getTime()) ? format(date) : '';
  };
  const [text, setText] = useState(() => toText(field.value));
  const [bad, setBad] = useState(false);
  // The value changed from outside (record loaded) or the language changed.
  useEffect(() => {
    setText(toText(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  const placeholder = format(SAMPLE)
    .replace('22', translate('app.date.dd'))
    .replace('11', translate('app.date.mm'))
    .replace('2006', translate('app.date.yyyy'))
    .replace('13', translate('app.date.hh'))
    .replace('45', translate('app.date.min'));
  // A date alone is stored as the calendar day, 'YYYY-MM-DD'.
  // A form-level rule's message comes as { message, args } (react-admin's resolver), an input's as text.
  const refused = fieldState.error?.message as string | { message: string; args?: object } | undefined;
  const ruled = typeof refused === 'object' ? refused : { message: refused, args: undefined };
  const error = bad ? 'app.validation.date' : ruled.message;
  return (
    <TextField
      id={id}
      label={`${translate(label)}${isRequired ? ' *' : ''}`}
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value);
        const date = parseDateTime(event.target.value, order);
        setBad(date === null && event.target.value.trim() !== '');
        field.onChange(date ? (dateOnly ? isoDay(date) : date.toISOString()) : '');
      }}
      onBlur={() => {
        field.onBlur();
        const date = parseDateTime(text, order);
        if (date) setText(format(date));
      }}
      error={!!error}
      helperText={
        error
          ? translate(error, { ...ruled.args, _: error })
          : helperText
            ? translate(String(helperText))
            : placeholder
      }
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': !!error } }}
      sx={{ minWidth: 240 }}
    />
  );
}
