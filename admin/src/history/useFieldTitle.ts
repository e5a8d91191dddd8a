import { useTranslate } from 'react-admin';
import { adminEn } from '@academy/shared';
import { fieldLabel } from '../kit/fieldLabel.ts';
import { fieldName } from './historyEntries.ts';

const SETTINGS_LABELS: ReadonlySet<string> = new Set(Object.keys(adminEn.app.settings));

/**
 * The readable name of a field path of a table, with its language: 'bio_es' of coaches is
 * 'Biography (Spanish)', 'content.bullit_three_header_en' of pages 'Bullet 3: heading (English)'.
 * A nested path of a page issue ('gallery.2.image_url') names the list, the item and the part.
 */
export function useFieldTitle() {
  const translate = useTranslate();
  const labelOf = (table: string, base: string) => {
    if (table === 'site_settings' && SETTINGS_LABELS.has(base)) return translate(`app.settings.${base}`);
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
