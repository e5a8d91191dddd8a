import { describe, expect, it } from 'vitest';
import { reorderChanges } from './reorder.ts';

describe('reorderChanges', () => {
  it('reuses the existing order values and returns only moved rows', () => {
    // Rows 1..4 had orders 10, 20, 30, 40; row 4 was dragged to the top.
    const moved = [
      { id: 4, sort_order: 40 },
      { id: 1, sort_order: 10 },
      { id: 2, sort_order: 20 },
      { id: 3, sort_order: 30 },
    ];
    expect(reorderChanges(moved)).toEqual([
      { id: 4, sort_order: 10 },
      { id: 1, sort_order: 20 },
      { id: 2, sort_order: 30 },
      { id: 3, sort_order: 40 },
    ]);
  });

  it('renumbers 1..n when the orders are not distinct', () => {
    const moved = [
      { id: 2, sort_order: 0 },
      { id: 1, sort_order: 0 },
    ];
    expect(reorderChanges(moved)).toEqual([
      { id: 2, sort_order: 1 },
      { id: 1, sort_order: 2 },
    ]);
  });

  it('changes nothing when the order is unchanged', () => {
    expect(
      reorderChanges([
        { id: 1, sort_order: 1 },
        { id: 2, sort_order: 2 },
      ]),
    ).toEqual([]);
  });
});
