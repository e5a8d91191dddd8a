import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLang } from '@academy/shared';

const FIELDS =
  'input:not([type=hidden]):not([type=file]):not([disabled]), textarea, [contenteditable="true"], [role="combobox"]';

/**
 * When a form opens, focus goes to its first field, or to the field a link asked for
 * (`?field=bio&lang=es`, from the dashboard's missing translations), which is scrolled into view.
 */
export function useFocusOnOpen(root: RefObject<HTMLElement | null>): void {
  const [search] = useSearchParams();
  const target = search.get('field');
  const lang = search.get('lang');
  useEffect(() => {
    const form = root.current;
    if (!form) return;
    const wanted =
      target && isLang(lang) ? form.querySelector(`[data-field="${CSS.escape(`${target}_${lang}`)}"]`) : null;
    (wanted ?? form).querySelector<HTMLElement>(FIELDS)?.focus({ preventScroll: !wanted });
    if (wanted) wanted.scrollIntoView({ block: 'center' });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
