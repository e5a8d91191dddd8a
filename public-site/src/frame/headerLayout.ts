/**
 * How the header holds its parts, from the widest:
 * - 'full': logo, the whole menu, languages and 'Join Us' in one row;
 * - 'bar': logo and the academy's name, languages, 'Join Us' and the menu button (the menu in
 *   the panel it opens);
 * - 'compact': logo and name, and the menu button (the panel holds languages and 'Join Us' too).
 */
export type HeaderLayout = 'full' | 'bar' | 'compact';
const LAYOUTS: readonly HeaderLayout[] = ['full', 'bar', 'compact'];

/** True when every shown part of `bar` lies inside its content box and none runs into the next. */
function fits(bar: HTMLElement): boolean {
  const box = bar.getBoundingClientRect();
  const style = getComputedStyle(bar);
  const left = box.left + parseFloat(style.paddingLeft) - 0.5;
  const right = box.right - parseFloat(style.paddingRight) + 0.5;
  let previousRight = left;
  for (const part of bar.children) {
    const rect = part.getBoundingClientRect();
    if (rect.width === 0) continue;
    if (rect.left < previousRight || rect.right > right) return false;
    // A part narrower than its content (the menu, squeezed) does not fit either.
    if (part.scrollWidth > part.clientWidth + 1) return false;
    previousRight = rect.right - 0.5;
  }
  return true;
}

/** The widths the choice depends on: the bar's and each of its parts' as they are laid out now. */
function widths(bar: HTMLElement): string {
  return [bar.clientWidth, ...[...bar.children].map((part) => part.scrollWidth)].join(' ');
}

/**
 * Keeps `header`'s `data-layout` at the widest layout whose parts fit its `bar`, measured rather
 * than guessed from the screen width: menu titles differ by language and fonts differ by system.
 * Each layout is tried on the element itself before the browser paints, and measured again when
 * the bar's width or its parts' change (a window resized, a font loaded). Until the first
 * measurement (the server's HTML, a browser without script) the stylesheet guesses by width.
 * `onLayout` hears each choice. Returns the function that stops watching.
 *
 * Trying a layout makes the browser lay the page out again. The first measurement is the resize
 * observer's first call, which the browser makes in its next rendering step (after the layout it
 * does anyway, before the paint), never inside the task that starts the page's script: that task
 * stays short on a slow phone. A measurement whose widths are those of the last one is skipped,
 * and fonts already there when the watch starts are not waited for. Where there is no resize
 * observer (an old browser) the stylesheet's guess stays.
 */
export function watchHeaderLayout(
  header: HTMLElement,
  bar: HTMLElement,
  onLayout: (layout: HeaderLayout) => void,
): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let measured = '';
  const measure = (force = false) => {
    if (!force && measured && widths(bar) === measured) return;
    let chosen: HeaderLayout = 'compact';
    for (const candidate of LAYOUTS) {
      header.dataset.layout = candidate;
      if (fits(bar)) {
        chosen = candidate;
        break;
      }
    }
    header.dataset.layout = chosen;
    measured = widths(bar);
    onLayout(chosen);
  };
  // Its first call (for the elements observed now) is the first measurement; then the bar's
  // width (a window resized) and its parts' (a font loaded, a style changed).
  const observer = new ResizeObserver(() => measure());
  for (const element of [bar, ...bar.children]) observer.observe(element);
  const fonts = document.fonts as FontFaceSet | undefined;
  // A font that arrives may widen only a part that is hidden now (the menu): measure again.
  const fontsLoaded = () => measure(true);
  fonts?.addEventListener('loadingdone', fontsLoaded);
  if (fonts && fonts.status !== 'loaded') void fonts.ready.then(fontsLoaded);
  return () => {
    observer.disconnect();
    fonts?.removeEventListener('loadingdone', fontsLoaded);
  };
}
