import { useState } from 'react';
import { LANGUAGES, type Lang } from '@academy/shared';
import { cleanRichText, nullIfBlank } from '../editor/richText.ts';

export type SectionVisibility = Record<Lang, boolean>;

/** The sections' order in the forms (SPEC §2.6): English, Russian, Spanish. */
export const SECTION_ORDER: readonly Lang[] = ['en', 'ru', 'es'];

function hasText(record: Record<string, unknown> | undefined, fields: readonly string[], lang: Lang) {
  return fields.some(
    (field) => nullIfBlank(cleanRichText(String(record?.[`${field}_${lang}`] ?? ''))) !== null,
  );
}

/**
 * Which language sections are open: English always starts open (it holds the required
 * fields); Russian and Spanish start collapsed and open when the loaded record has text in
 * one of `openWhen` fields (SPEC §2.6: name or biography).
 */
export function initialVisibility(
  record: Record<string, unknown> | undefined,
  openWhen: readonly string[],
): SectionVisibility {
  return {
    en: true,
    es: hasText(record, openWhen, 'es'),
    ru: hasText(record, openWhen, 'ru'),
  };
}

export function useSectionVisibility(
  record: Record<string, unknown> | undefined,
  openWhen: readonly string[],
) {
  const [visible, setVisible] = useState<SectionVisibility>(() => initialVisibility(record, openWhen));
  const toggle = (lang: Lang) => setVisible((current) => ({ ...current, [lang]: !current[lang] }));
  const show = (lang: Lang) => setVisible((current) => ({ ...current, [lang]: true }));
  return { visible, toggle, show };
}

/**
 * The localized columns a form saves. English is always saved (trimmed text, cleaned HTML).
 * A hidden Spanish or Russian section saves null for every field (SPEC §4); a shown one saves
 * its values, blank ones as null.
 */
export function localizedPayload(
  values: Record<string, unknown>,
  visible: SectionVisibility,
  textFields: readonly string[],
  htmlFields: readonly string[],
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const lang of LANGUAGES) {
    const shown = lang === 'en' || visible[lang];
    for (const field of textFields) {
      const key = `${field}_${lang}`;
      out[key] = shown ? nullIfBlank(values[key]) : null;
    }
    for (const field of htmlFields) {
      const key = `${field}_${lang}`;
      out[key] = shown ? cleanRichText(typeof values[key] === 'string' ? values[key] : '') : null;
    }
  }
  return out;
}
