import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';

const ITEMS =
  'button:not([disabled]), [role="button"]:not([aria-disabled="true"]), [role="combobox"]:not([aria-disabled="true"])';

/** The toolbar's controls, in order. */
function items(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(ITEMS)) : [];
}

/** Makes `active` the one control reached by Tab (the WAI-ARIA toolbar pattern). */
function rove(all: readonly HTMLElement[], active: HTMLElement | undefined): void {
  const current = active && all.includes(active) ? active : all[0];
  for (const item of all) item.tabIndex = item === current ? 0 : -1;
}

/**
 * The rich-text toolbar as one Tab stop: arrow keys (and Home/End) move between its buttons,
 * Tab leaves it for the text. Typing a letter while a button has focus types into the text
 * instead of being lost. On phones every button is a 44 px target.
 */
export function RovingToolbar({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const editor = useTiptapEditor();
  const last = useRef<HTMLElement | undefined>(undefined);

  // Buttons appear and enable as the editor changes: keep exactly one of them tabbable.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => rove(items(root), last.current);
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => observer.disconnect();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const all = items(ref.current);
      const index = all.indexOf(document.activeElement as HTMLElement);
      if (index < 0) return;
      const target =
        event.key === 'ArrowRight'
          ? all[(index + 1) % all.length]
          : event.key === 'ArrowLeft'
            ? all[(index - 1 + all.length) % all.length]
            : event.key === 'Home'
              ? all[0]
              : event.key === 'End'
                ? all[all.length - 1]
                : undefined;
      if (target) {
        event.preventDefault();
        last.current = target;
        rove(all, target);
        target.focus();
        return;
      }
      const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (printable && event.key !== ' ' && editor) {
        event.preventDefault();
        editor.chain().focus().insertContent(event.key).run();
      }
    },
    [editor],
  );

  return (
    <Box
      ref={ref}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (items(ref.current).includes(event.target as HTMLElement))
          last.current = event.target as HTMLElement;
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        '@media (max-width:599.95px)': {
          '& button, & [role="combobox"]': { minWidth: 44, minHeight: 44 },
        },
      }}
    >
      {children}
    </Box>
  );
}
