/** One row's new position. */
export interface OrderChange {
  id: number;
  sort_order: number;
}

/**
 * The sort_order updates that make `ordered` (the list after a drag) read in that order.
 * The existing order values are reused in ascending order so untouched numbering stays; when
 * they are not distinct (e.g. all 0), rows are renumbered 1..n. Only changed rows are returned.
 */
export function reorderChanges(ordered: readonly { id: number; sort_order: number }[]): OrderChange[] {
  const values = ordered.map((row) => row.sort_order).sort((a, b) => a - b);
  const distinct = new Set(values).size === values.length;
  const targets = distinct ? values : ordered.map((_, index) => index + 1);
  return ordered.flatMap((row, index) => {
    const sort_order = targets[index]!;
    return row.sort_order === sort_order ? [] : [{ id: row.id, sort_order }];
  });
}
