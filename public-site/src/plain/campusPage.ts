// The campus chooser for the plain page: a new role or type shows the cards and offers that fit
// it and points the WhatsApp and registration links at it, on the marks the server rendered
// (pages/campus/campusChoice.ts), as the app does.
import {
  CHOICE_EMPTY_ATTRIBUTE,
  CHOICE_HREFS_ATTRIBUTE,
  CHOICE_LIST_ATTRIBUTE,
  CHOICE_ROLE_ATTRIBUTE,
  CHOICE_TYPE_ATTRIBUTE,
  choiceKey,
  fitsChoice,
  readChoice,
} from '../pages/campus/campusChoice.ts';

export function enhanceCampusChooser(doc: Document): void {
  const chooser = doc.querySelector<HTMLElement>('.chooser');
  if (!chooser) return;
  const checked = (name: string) =>
    chooser.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;

  const apply = () => {
    const choice = readChoice(checked('campus-role'), checked('campus-type'));
    if (!choice) return;
    const marked = `[${CHOICE_ROLE_ATTRIBUTE}], [${CHOICE_TYPE_ATTRIBUTE}]`;
    for (const element of doc.querySelectorAll<HTMLElement>(marked))
      element.hidden = !fitsChoice(
        {
          role: element.getAttribute(CHOICE_ROLE_ATTRIBUTE),
          type: element.getAttribute(CHOICE_TYPE_ATTRIBUTE),
        },
        choice,
      );
    for (const list of doc.querySelectorAll<HTMLElement>(`[${CHOICE_LIST_ATTRIBUTE}]`))
      list.hidden = !list.querySelector(`:is(${marked}):not([hidden])`);
    for (const note of doc.querySelectorAll<HTMLElement>(`[${CHOICE_EMPTY_ATTRIBUTE}]`))
      note.hidden = !(note.previousElementSibling as HTMLElement | null)?.hidden;
    for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${CHOICE_HREFS_ATTRIBUTE}]`)) {
      const hrefs = JSON.parse(link.getAttribute(CHOICE_HREFS_ATTRIBUTE) ?? '{}') as Record<string, string>;
      const href = hrefs[choiceKey(choice)];
      if (href) link.href = href;
    }
  };
  chooser.addEventListener('change', apply);
  // A choice the browser restored (back to the page) is applied at once.
  apply();
}
