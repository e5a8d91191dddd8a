import {
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslate, type RaRecord } from 'react-admin';
import { useReorder } from './useReorder.ts';

/**
 * dnd-kit's settings for a list ordered by dragging (mouse, touch and keyboard), each move
 * announced in the admin's language; a drop saves the whole new order, and a failed save is told
 * in the list's banner (the old order comes back).
 */
export function useDragOrder<T extends RaRecord>(
  resource: string,
  rows: readonly T[],
  nameOf: (record: T) => string,
  onBanner: (message: string) => void,
) {
  const translate = useTranslate();
  const reorder = useReorder(resource, () => onBanner('app.list.reorder_failed'));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => {
    const row = rows.find((r) => r.id === id);
    return row ? nameOf(row) : String(id);
  };
  const place = (id: UniqueIdentifier | undefined) => ({
    position: rows.findIndex((row) => row.id === id) + 1,
    total: rows.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('app.list.drag_start', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? translate('app.list.drag_over', { name: name(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? translate('app.list.drag_end', { name: name(active.id), ...place(over.id) })
        : translate('app.list.drag_cancel', { name: name(active.id) }),
    onDragCancel: ({ active }) => translate('app.list.drag_cancel', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (from < 0 || to < 0) return;
    const moved = arrayMove([...rows], from, to);
    void reorder(
      moved,
      moved.map((row) => Number(row.id)),
    );
  };
  return {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd,
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: translate('app.list.drag_instructions') },
    },
  };
}
