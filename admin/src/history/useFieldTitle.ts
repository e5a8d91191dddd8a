import { useTranslate } from 'react-admin';
import { adminEn } from '@academy/shared';
import { fieldLabel } from '../kit/fieldLabel.ts';
import { fieldName } from './historyEntries.ts';

const keysOf = (section: object): ReadonlySet<string> => new Set(Object.keys(section));
const FIELD_LABELS = keysOf(adminEn.app.fields);

/**
 * Tables whose columns are named in the catalog of their own screen ('capacity' of offers is
 * app.offers.capacity), where app.fields has no name for them; site settings name every field.
 */
const SCREEN_LABELS: Record<string, { section: string; keys: ReadonlySet<string>; first: boolean }> = {
  site_settings: { section: 'settings', keys: keysOf(adminEn.app.settings), first: true },
  offers: { section: 'offers', keys: keysOf(adminEn.app.offers), first: false },
  registration_settings: {
    section: 'registration_settings',
    keys: keysOf(adminEn.app.registration_settings),
    first: false,
  },
};

/** Columns named on another screen than their table's. */
const ELSEWHERE: Record<string, string> = {
  'registration_settings.staff_second_factor_required': 'app.two_factor.required_setting',
};

/**
 * The readable name of a field path of a table, with its language: 'bio_es' of coaches is
 * 'Biography (Spanish)', 'content.bullit_three_header_en' of pages 'Bullet 3: heading (English)'.
 * A nested path of a page issue ('gallery.2.image_url') names the list, the item and the part.
 */
export function useFieldTitle() {
  const translate = useTranslate();
  const labelOf = (table: string, base: string) => {
    const elsewhere = ELSEWHERE[`${table}.${base}`];
    if (elsewhere) return translate(elsewhere);
    const screen = SCREEN_LABELS[table];
    if (screen?.keys.has(base) && (screen.first || !FIELD_LABELS.has(base)))
      return translate(`app.${screen.section}.${base}`);
    const [key, args] = fieldLabel(base);
    return translate(key, { ...args, _: base.replace(/_/g, ' ') });
  };
  return (table: string, path: string): string => {
    const [head = '', ...rest] = path.split('.');
    const top = head === 'content' && rest.length > 0 ? rest.shift()! : head;
    const { base, lang } = fieldName(top);
    let title = labelOf(table, base);
    if (lang) title += ` (${translate(`app.language_names.${lang}`)})`;
    // The rest of a nested path: an item number and the part of the item.
    for (const part of rest)
      title += /^\d+$/.test(part) ? ` ${Number(part) + 1}` : `: ${labelOf(table, part)}`;
    return title;
  };
}
