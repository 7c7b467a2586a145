// Shared by the bench pages: alternate ours and the peer, many times, and keep the medians.

export interface BenchRow {
  measure: string;
  ours: number;
  /** Absent on rows of ours alone (large inputs no peer draws). */
  peer?: number;
  unit: string;
  budget?: { text: string; maxRatio?: number; max?: number };
}

declare global {
  interface Window {
    bench?: () => Promise<BenchRow[]>;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `ours` and `peer` alternately (`warmup` discarded rounds first), returns the medians. */
export async function alternate(
  rounds: number,
  ours: () => Promise<number> | number,
  peer: () => Promise<number> | number,
  warmup = 5,
): Promise<{ ours: number; peer: number }> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds + warmup; i += 1) {
    // Swap the order every round so neither side always runs on a warmer machine.
    const first = i % 2 === 0;
    const x = first ? await ours() : await peer();
    const y = first ? await peer() : await ours();
    if (i < warmup) continue;
    a.push(first ? x : y);
    b.push(first ? y : x);
  }
  return { ours: median(a), peer: median(b) };
}

/** The value at `p` (0–1) of sorted `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/** `count` x positions evenly spaced inside `rect` (cell centres), at its vertical middle. */
export function positions(rect: DOMRect, count: number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    x: rect.left + ((i + 0.5) * rect.width) / count,
    y: rect.top + rect.height / 2,
  }));
}
