// A seeded random source (SplitMix32 seeding xoshiro128**), so that a seed replays a workload exactly.

export class Random {
  /** @param {number} seed an unsigned 32-bit integer */
  constructor(seed) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.state = [next(), next(), next(), next()];
  }

  /** @returns {number} an unsigned 32-bit integer */
  u32() {
    const s = this.state;
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  }

  /** @param {number} n @returns {number} an integer in [0, n) */
  int(n) {
    return this.u32() % n;
  }

  /** @param {number} p */
  chance(p) {
    return this.u32() / 2 ** 32 < p;
  }

  /** @template T @param {readonly T[]} items @returns {T} */
  pick(items) {
    return items[this.int(items.length)];
  }

  /** @template T @param {readonly T[]} items @returns {T[]} a random subset, in order */
  subset(items) {
    return items.filter(() => this.chance(0.5));
  }
}

/** @param {number} x @param {number} k */
function rotl(x, k) {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
