/**
 * Where injected items land in the result list: an item at `position` p with `length` n
 * occupies the result positions p … p + n − 1 (zero-based); every other position shows a main
 * result. Overlapping items are reported so the view can flag them.
 */

import { MAX_SLOT } from '../api/rules/composition.js';

export { MAX_SLOT };

export interface SlotRange {
  /** First and last occupied position (inclusive), or `null` when the item occupies none. */
  readonly first: number;
  readonly last: number;
}

interface Slot {
  readonly position: number;
  /** Indices (into the injected items) of the items occupying this position; empty: main. */
  readonly items: readonly number[];
}

interface SlotOverlap {
  /** Indices of the items sharing the positions. */
  readonly items: readonly number[];
  readonly positions: readonly number[];
}

export interface SlotMap {
  /** Positions 0 … size − 1, enough to show every placed item and one main result after. */
  readonly slots: readonly Slot[];
  /** Per item: the positions it occupies, or `null` (length 0, or position/length unusable). */
  readonly ranges: readonly (SlotRange | null)[];
  readonly overlaps: readonly SlotOverlap[];
  /** Items whose position or length is not a non-negative integer: not placed. */
  readonly unplaced: readonly number[];
}

function nonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export interface SlotItemLike {
  readonly position?: unknown;
  readonly length?: unknown;
}

export function computeSlotMap(
  items: readonly SlotItemLike[],
  options: { minSize?: number } = {},
): SlotMap {
  const minSize = options.minSize ?? 10;
  const ranges: (SlotRange | null)[] = [];
  const unplaced: number[] = [];
  let lastOccupied = -1;
  items.forEach((item, index) => {
    const { position, length } = item;
    if (!nonNegativeInteger(position) || !nonNegativeInteger(length)) {
      unplaced.push(index);
      ranges.push(null);
      return;
    }
    if (length === 0 || position > MAX_SLOT) {
      // Nothing to draw: no slot, or beyond anything a valid composition can reach.
      ranges.push(length === 0 ? null : { first: position, last: position + length - 1 });
      if (length > 0) unplaced.push(index);
      return;
    }
    const range = { first: position, last: position + length - 1 };
    ranges.push(range);
    lastOccupied = Math.max(lastOccupied, Math.min(range.last, MAX_SLOT));
  });

  const size = Math.min(Math.max(minSize, lastOccupied + 2), MAX_SLOT + 1);
  const occupants: number[][] = Array.from({ length: size }, () => []);
  ranges.forEach((range, index) => {
    if (!range || unplaced.includes(index)) return;
    for (let p = range.first; p <= Math.min(range.last, size - 1); p += 1)
      occupants[p]!.push(index);
  });
  const slots: Slot[] = occupants.map((list, position) => ({ position, items: list }));

  // Group shared positions by the set of items sharing them.
  const overlapsByKey = new Map<string, { items: number[]; positions: number[] }>();
  for (const slot of slots) {
    if (slot.items.length < 2) continue;
    const key = slot.items.join(',');
    const entry = overlapsByKey.get(key) ?? { items: [...slot.items], positions: [] };
    entry.positions.push(slot.position);
    overlapsByKey.set(key, entry);
  }
  return { slots, ranges, overlaps: [...overlapsByKey.values()], unplaced };
}
