import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { adminEn, adminEs, adminRu, isLang, type Lang } from '@academy/shared';
import { raSpanishMessages } from './raSpanish.ts';
import {
  raSupabaseEnglishMessages,
  raSupabaseRussianMessages,
  raSupabaseSpanishMessages,
} from './raSupabase.ts';

function merge(
  ra: TranslationMessages,
  raSupabase: object,
  app: typeof adminEn | typeof adminEs,
): TranslationMessages {
  // ra-input-rich-text reads its toolbar labels from `ra.tiptap.*`: the app's editor texts.
  return {
    ...ra,
    ra: { ...ra.ra, tiptap: app.app.editor },
    ...raSupabase,
    ...app,
  } as unknown as TranslationMessages;
}

/** react-admin's texts, ra-supabase's and the app's, per language (top-level keys: ra, ra-supabase, app, resources). */
export const MESSAGES: Record<Lang, TranslationMessages> = {
  en: merge(englishMessages, raSupabaseEnglishMessages, adminEn),
  es: merge(raSpanishMessages, raSupabaseSpanishMessages, adminEs),
  ru: merge(russianMessages, raSupabaseRussianMessages, adminRu),
};

/** The locale menu's entries: each language by its own name. */
const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'ru', name: 'Русский' },
];

/** Polyglot with the three catalogs; `initial` is the stored choice when it is a known language. */
export function createI18nProvider(initial: unknown): I18nProvider {
  const start: Lang = isLang(initial) ? initial : 'en';
  return polyglotI18nProvider((locale) => MESSAGES[isLang(locale) ? locale : 'en'], start, LOCALES, {
    allowMissing: true,
  });
}
