import { useLayoutEffect, useState, type RefObject } from 'react';
import { watchHeaderLayout, type HeaderLayout } from './headerLayout.ts';

/**
 * The header's layout (see watchHeaderLayout), measured anew when `content` (what the header's
 * width depends on: language, compactness, menu titles) changes; null until the first
 * measurement.
 */
export function useHeaderLayout(
  header: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
  content: unknown,
): HeaderLayout | null {
  const [layout, setLayout] = useState<HeaderLayout | null>(null);
  useLayoutEffect(() => {
    if (!header.current || !bar.current) return;
    return watchHeaderLayout(header.current, bar.current, setLayout);
  }, [header, bar, content]);
  return layout;
}
