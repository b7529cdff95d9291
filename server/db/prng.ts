// Seeded pseudo-random numbers (mulberry32) so the seed writes the same rows on every machine.
export class Prng {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i++) out[i] = this.int(256);
    return out;
  }

  /** A short lower-case hex id with a prefix, e.g. `tn_3f9a01c2`. */
  id(prefix: string): string {
    return `${prefix}_${this.bytes(4).toString('hex')}`;
  }
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Ids `<prefix>_<12 hex>` drawn from a generator, never the same one twice. */
export class UniqueIds {
  private readonly seen = new Set<string>();
  constructor(private readonly prng: Prng) {}
  next(prefix: string): string {
    for (;;) {
      const id = `${prefix}_${this.prng.bytes(6).toString('hex')}`;
      if (!this.seen.has(id)) {
        this.seen.add(id);
        return id;
      }
    }
  }
}

export const pick = <T>(prng: Prng, list: readonly T[]): T => list[prng.int(list.length)];
