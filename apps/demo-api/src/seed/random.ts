/** The seed of the catalogue's pseudo-random sequence (documented in the README). */
export const CATALOGUE_SEED = 20260101;

/** mulberry32: a small, fast, deterministic PRNG; the same seed always gives the same catalogue. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** n distinct elements of a list (in list order). */
  sample<T>(items: readonly T[], n: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes
      .slice(0, Math.min(n, items.length))
      .sort((a, b) => a - b)
      .map((index) => items[index] as T);
  }
}
