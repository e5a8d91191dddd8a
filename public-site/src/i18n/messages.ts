import { interpolate } from '@academy/shared/i18n/index.ts';
import { siteEn, type SiteMessageKey, type SiteMessages } from '@academy/shared/i18n/site/en.ts';
import type { Lang } from '@academy/shared/languages.ts';

export type { SiteMessageKey };

// English is in the first-load bundle (it is also every missing string's fallback); Spanish and
// Russian come as small chunks of their own, loaded before a page in that language renders.
const catalogs: Partial<Record<Lang, SiteMessages>> = { en: siteEn };
const loaders: Record<Exclude<Lang, 'en'>, () => Promise<SiteMessages>> = {
  es: () => import('@academy/shared/i18n/site/es.ts').then((m) => m.siteEs),
  ru: () => import('@academy/shared/i18n/site/ru.ts').then((m) => m.siteRu),
};

/** Loads a language's catalog (once). */
export async function loadCatalog(lang: Lang): Promise<void> {
  if (lang === 'en' || catalogs[lang]) return;
  catalogs[lang] = await loaders[lang]();
}

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders (the shared catalogs' rule); an unknown one stays visible. */
export const format: (template: string, values?: MessageValues) => string = interpolate;

/** A translator bound to one language. */
export type Translate = (key: SiteMessageKey, values?: MessageValues) => string;

/** A translator over one catalog. */
function createTranslator(catalog: SiteMessages): Translate {
  return (key, values) => format(catalog[key], values);
}

/**
 * The translator of a language: every UI string of the site comes through it. Until the
 * language's catalog is loaded (see {@link loadCatalog}) it answers in English.
 */
export function translator(lang: Lang): Translate {
  return createTranslator(catalogs[lang] ?? siteEn);
}
