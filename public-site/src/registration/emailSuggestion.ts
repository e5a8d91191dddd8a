/**
 * The line under an e-mail field that offers the likely address when the domain looks mistyped
 * ('Did you mean lucia@gmail.com?'): it is in the page, hidden, with a button that fills the
 * address in. A suggestion, never a refusal: the form is sent as typed if the visitor wishes, and
 * says so (the line's hidden input), so the site server does not ask again.
 * The same DOM function serves the app's forms (in an effect) and a plain page's script; the
 * check and its list of providers load with the first e-mail typed, not with the page.
 */
export const EMAIL_SUGGESTION_ATTRIBUTE = 'data-email-suggestion-for';

/** Watches each e-mail field of `root` that has a suggestion line; once per line. */
export function enhanceEmailSuggestions(root: ParentNode): void {
  for (const line of root.querySelectorAll<HTMLElement>(`[${EMAIL_SUGGESTION_ATTRIBUTE}]`)) {
    // The line's own window: the plain page's script may run on a document of another window.
    const view = line.ownerDocument.defaultView;
    const input = line.ownerDocument.getElementById(line.getAttribute(EMAIL_SUGGESTION_ATTRIBUTE) ?? '');
    const button = line.querySelector('button');
    // Sent while the line shows: the address as typed, the visitor having seen the suggestion.
    const seen = line.querySelector('input');
    if (!view || !(input instanceof view.HTMLInputElement) || !button) continue;
    if (line.dataset.watching !== undefined) continue;
    line.dataset.watching = '';
    const check = () => {
      void import('@academy/shared/emailSuggestion.ts').then(({ suggestEmail }) => {
        const likely = suggestEmail(input.value);
        if (likely) button.textContent = likely;
        line.hidden = likely === null;
        if (seen) {
          seen.value = input.value.trim();
          seen.disabled = likely === null;
        }
      });
    };
    // On leaving the field (and for an address the page came back with); while the line shows,
    // each change checks again, so it goes as soon as the address is put right.
    input.addEventListener('change', check);
    input.addEventListener('input', () => {
      if (!line.hidden) check();
    });
    button.addEventListener('click', () => {
      input.value = button.textContent ?? input.value;
      line.hidden = true;
      if (seen) seen.disabled = true;
      input.dispatchEvent(new view.Event('input', { bubbles: true }));
      input.focus();
    });
    if (input.value.trim()) check();
  }
}
