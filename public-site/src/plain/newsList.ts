// The news list's 'More news' for the plain page: the link leads to the list starting after the
// last card; the script fetches that page (the server's HTML, usually from its cache) and puts its
// cards under the others, as the app does, and the link then leads further, or goes.
import { isPlainClick } from '../lib/clicks.ts';

export function enhanceMoreNews(doc: Document, win: Window): void {
  const list = doc.querySelector<HTMLElement>('.news-list');
  const link = doc.querySelector<HTMLAnchorElement>('.load-more a[href]');
  if (!list || !link) return;
  const label = link.textContent ?? '';
  const busyLabel = link.dataset.busyLabel ?? label;
  let busy = false;
  const setBusy = (value: boolean) => {
    busy = value;
    link.textContent = value ? busyLabel : label;
    for (const name of ['aria-busy', 'aria-disabled'])
      if (value) link.setAttribute(name, 'true');
      else link.removeAttribute(name);
  };

  link.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    win
      .fetch(link.href, { headers: { Accept: 'text/html' } })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((html) => {
        const next = new (win as Window & typeof globalThis).DOMParser().parseFromString(html, 'text/html');
        const cards = [...(next.querySelector('.news-list')?.children ?? [])].map((card) =>
          list.appendChild(doc.importNode(card, true)),
        );
        const further = next.querySelector<HTMLAnchorElement>('.load-more a[href]')?.getAttribute('href');
        if (further) {
          link.setAttribute('href', further);
          return;
        }
        // The last cards are shown: the link goes, and the keyboard's place moves to the first
        // new card instead of falling back to the top of the page.
        link.closest('.load-more')?.remove();
        cards[0]?.querySelector<HTMLElement>('a[href]')?.focus();
      })
      .catch((error: unknown) => console.error('[site] loading more news failed', error))
      .finally(() => {
        if (link.isConnected) setBusy(false);
      });
  });
}
