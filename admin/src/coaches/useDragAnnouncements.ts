import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';

/**
 * What screen readers hear while a coach is moved with the keyboard, in the admin's language
 * (dnd-kit's own texts are English only and speak of "draggable item 3").
 */
export function useDragAnnouncements(rows: readonly { id: number; name_en: string }[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const translate = useTranslate();
  const name = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.name_en ?? String(id);
  const place = (id: UniqueIdentifier | undefined) => ({
    position: rows.findIndex((row) => row.id === id) + 1,
    total: rows.length,
  });
  return {
    screenReaderInstructions: { draggable: translate('app.coaches.drag_instructions') },
    announcements: {
      onDragStart: ({ active }) => translate('app.coaches.drag_start', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? translate('app.coaches.drag_over', { name: name(active.id), ...place(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? translate('app.coaches.drag_end', { name: name(active.id), ...place(over.id) })
          : translate('app.coaches.drag_cancel', { name: name(active.id) }),
      onDragCancel: ({ active }) => translate('app.coaches.drag_cancel', { name: name(active.id) }),
    },
  };
}
