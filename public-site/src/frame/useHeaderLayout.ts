import { useLayoutEffect, useState, type RefObject } from 'react';

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
 * The widest layout whose parts fit the header's bar, measured rather than guessed from the
 * screen width: menu titles differ by language and fonts differ by system. Each layout is tried
 * on the element itself before the browser paints, and measured again when the bar's width or
 * the menu's text changes (a window resized, a font loaded, another language). Until the first
 * measurement (the server's HTML, a browser without script) the stylesheet guesses by width.
 *
 * Trying a layout makes the browser lay the page out again. The first measurement is the resize
 * observer's first call, which the browser makes in its next rendering step (after the layout it
 * does anyway, before the paint), never inside the task that hydrates the page: that task stays
 * short on a slow phone. A measurement whose widths are those of the last one is skipped, and
 * fonts already there when the page is hydrated are not waited for.
 */
export function useHeaderLayout(
  header: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
  content: unknown,
): HeaderLayout | null {
  const [layout, setLayout] = useState<HeaderLayout | null>(null);
  useLayoutEffect(() => {
    const headerElement = header.current;
    const barElement = bar.current;
    if (!headerElement || !barElement) return;
    let measured = '';
    const measure = (force = false) => {
      if (!force && measured && widths(barElement) === measured) return;
      let chosen: HeaderLayout = 'compact';
      for (const candidate of LAYOUTS) {
        headerElement.dataset.layout = candidate;
        if (fits(barElement)) {
          chosen = candidate;
          break;
        }
      }
      headerElement.dataset.layout = chosen;
      measured = widths(barElement);
      setLayout(chosen);
    };
    // Its first call (for the elements observed now) is the first measurement; then the bar's
    // width (a window resized) and its parts' (a font loaded, a style changed).
    const observer = new ResizeObserver(() => measure());
    for (const element of [barElement, ...barElement.children]) observer.observe(element);
    const fonts = document.fonts;
    // A font that arrives may widen only a part that is hidden now (the menu): measure again.
    const fontsLoaded = () => measure(true);
    fonts?.addEventListener('loadingdone', fontsLoaded);
    if (fonts && fonts.status !== 'loaded') void fonts.ready.then(fontsLoaded);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', fontsLoaded);
    };
  }, [header, bar, content]);
  return layout;
}
