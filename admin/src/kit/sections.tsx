import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useFormState } from 'react-hook-form';
import { LANGUAGES, isEmptyHtml, type Lang } from '@academy/shared';

export type Visibility = Record<Lang, boolean>;

/** The language sections' order in the forms: English, Russian, Spanish. */
export const SECTION_ORDER: readonly Lang[] = ['en', 'ru', 'es'];

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '' && !isEmptyHtml(value);
}

/**
 * Which sections start open: English always (it holds the required fields); Spanish and Russian
 * when the record has text in one of `openWhen` in that language.
 */
export function initialVisibility(
  record: Record<string, unknown> | undefined,
  openWhen: readonly string[],
): Visibility {
  const has = (lang: Lang) => openWhen.some((field) => filled(record?.[`${field}_${lang}`]));
  return { en: true, es: has('es'), ru: has('ru') };
}

/**
 * What a form saves for its localized fields: a hidden Spanish or Russian section saves null for
 * every field it holds (a translation switched off is no translation), whatever was typed in it.
 */
export function nullHiddenLanguages<T extends Record<string, unknown>>(
  data: T,
  visible: Visibility,
  fields: Iterable<string>,
): T {
  const out: Record<string, unknown> = { ...data };
  for (const lang of LANGUAGES) {
    if (lang === 'en' || visible[lang]) continue;
    for (const field of fields) out[`${field}_${lang}`] = null;
  }
  return out as T;
}

/** A form's language sections: which are open, and which fields they hold. */
export interface SectionsState {
  visible: Visibility;
  toggle(lang: Lang): void;
  show(lang: Lang): void;
  /** Registers the base names of localized fields (for saving hidden sections as null). */
  register(fields: readonly string[]): void;
  /** The base names registered so far. */
  fields: ReadonlySet<string>;
}

/** The screen's handle on its sections, for its transform (outside the form). */
export interface SectionsRef {
  visible: Visibility;
  fields: Set<string>;
}

export function useSectionsRef(): SectionsRef {
  return useRef<SectionsRef>({ visible: { en: true, es: false, ru: false }, fields: new Set() }).current;
}

const SectionsContext = createContext<SectionsState | null>(null);

/**
 * Holds a form's section visibility (one per language, shared by every LocalizedInputs of the
 * form) and mirrors it into `handle`, which the screen's transform reads. After a refused submit
 * it opens the sections that hold an error, so no error hides in a closed section.
 */
export function SectionsProvider({
  record,
  openWhen,
  forceOpen,
  handle,
  children,
}: {
  record: Record<string, unknown> | undefined;
  openWhen: readonly string[];
  /** A language to open whatever the record holds (a link to a missing translation). */
  forceOpen?: Lang;
  handle: SectionsRef;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState<Visibility>(() => {
    const initial = initialVisibility(record, openWhen);
    return forceOpen ? { ...initial, [forceOpen]: true } : initial;
  });
  handle.visible = visible;
  const toggle = useCallback((lang: Lang) => setVisible((v) => ({ ...v, [lang]: !v[lang] })), []);
  const show = useCallback((lang: Lang) => setVisible((v) => (v[lang] ? v : { ...v, [lang]: true })), []);
  const register = useCallback(
    (fields: readonly string[]) => fields.forEach((f) => handle.fields.add(f)),
    [handle],
  );
  const value = useMemo(
    () => ({ visible, toggle, show, register, fields: handle.fields }),
    [visible, toggle, show, register, handle],
  );
  return <SectionsContext.Provider value={value}>{children}</SectionsContext.Provider>;
}

/** Inside a form: after a refused submit, opens the sections that hold an error. */
export function OpenSectionsWithErrors() {
  const sections = useContext(SectionsContext);
  const show = sections?.show;
  const { errors, submitCount } = useFormState();
  useEffect(() => {
    for (const key of Object.keys(errors)) {
      const lang = /_(en|es|ru)$/.exec(key)?.[1] as Lang | undefined;
      if (lang && show) show(lang);
    }
    // Only after a submit: errors appearing while typing do not open sections.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return null;
}

/** The sections of the enclosing form, or null outside one (list items use compact inputs). */
export function useOptionalSections(): SectionsState | null {
  return useContext(SectionsContext);
}
