import type { AcceptableLists } from './acceptable';

/**
 * The working table of Irving's algorithm: every player's list in preference order, entries
 * struck out in pairs (q leaves p's list exactly when p leaves q's). Struck entries stay in place,
 * and per-player cursors skip them lazily, so a whole run costs O(total list length).
 *
 * With logging on, every strike is recorded and undo(mark) restores the table as it was when
 * logLength was mark; the search over stable matchings relies on it.
 */
export class RoommatesTable {
  readonly n: number;
  /** Count of players whose list is not empty. */
  nonEmpty = 0;
  /** The latest player whose list became empty. */
  lastEmptied = -1;
  /** Work done so far (strikes, entries scanned, proposals, walk steps): a search budget. */
  steps = 0;

  private readonly begin: Int32Array;
  private readonly entries: Int32Array;
  private readonly rank: Int32Array;
  private readonly alive: Uint8Array;
  private readonly count: Int32Array;
  /** Every entry of p before head[p] is struck. */
  private readonly head: Int32Array;
  /** Every entry of p after tail[p] is struck. */
  private readonly tail: Int32Array;
  /** Every entry of p strictly between its first entry and below[p] is struck. */
  private readonly below: Int32Array;
  private log: Int32Array | null;
  private logSize = 0;

  constructor(acceptable: AcceptableLists, logging: boolean) {
    const { n, lists, rank } = acceptable;
    this.n = n;
    this.rank = rank;
    this.begin = new Int32Array(n + 1);
    for (let p = 0; p < n; p++) this.begin[p + 1] = this.begin[p] + lists[p].length;
    const total = this.begin[n];
    this.entries = new Int32Array(total);
    for (let p = 0; p < n; p++) this.entries.set(lists[p], this.begin[p]);
    this.alive = new Uint8Array(total).fill(1);
    this.count = new Int32Array(n);
    this.head = new Int32Array(n);
    this.tail = new Int32Array(n);
    this.below = new Int32Array(n);
    for (let p = 0; p < n; p++) {
      this.count[p] = lists[p].length;
      if (this.count[p] > 0) this.nonEmpty++;
      this.head[p] = this.begin[p];
      this.tail[p] = this.begin[p + 1] - 1;
      this.below[p] = this.begin[p];
    }
    this.log = logging ? new Int32Array(1024) : null;
  }

  /** Length of p's list (entries not struck). */
  size(p: number): number {
    return this.count[p];
  }

  /** p's most preferred remaining entry, or -1. */
  first(p: number): number {
    const i = this.firstIndex(p);
    return i < this.begin[p + 1] ? this.entries[i] : -1;
  }

  /** p's second remaining entry, or -1. */
  second(p: number): number {
    const end = this.begin[p + 1];
    let i = Math.max(this.below[p], this.firstIndex(p) + 1);
    while (i < end && this.alive[i] === 0) i++;
    this.below[p] = i;
    return i < end ? this.entries[i] : -1;
  }

  /** p's least preferred remaining entry, or -1. */
  last(p: number): number {
    const start = this.begin[p];
    let i = this.tail[p];
    while (i >= start && this.alive[i] === 0) i--;
    this.tail[p] = i;
    return i >= start ? this.entries[i] : -1;
  }

  /** Strikes the pair {p, q} from both lists (no-op if already struck or not acceptable). */
  strike(p: number, q: number): void {
    const n = this.n;
    const rp = this.rank[p * n + q];
    if (rp < 0) return;
    const i = this.begin[p] + rp;
    if (this.alive[i] === 0) return;
    const j = this.begin[q] + this.rank[q * n + p];
    this.alive[i] = 0;
    this.alive[j] = 0;
    this.steps++;
    this.drop(p);
    this.drop(q);
    if (this.log !== null) {
      if (this.logSize === this.log.length) {
        const grown = new Int32Array(this.log.length * 2);
        grown.set(this.log);
        this.log = grown;
      }
      this.log[this.logSize++] = p * n + q;
    }
  }

  /** p rejects everyone it ranks below q (q itself stays; q need not be on the list still). */
  truncateAfter(p: number, q: number): void {
    this.strikeFrom(p, this.begin[p] + this.rank[p * this.n + q] + 1);
  }

  /** p rejects q and everyone it ranks below q. */
  truncateFrom(p: number, q: number): void {
    this.strikeFrom(p, this.begin[p] + this.rank[p * this.n + q]);
  }

  /** The entries still on p's list that p ranks above q, best first. */
  above(p: number, q: number): number[] {
    const stop = this.begin[p] + this.rank[p * this.n + q];
    const out: number[] = [];
    for (let i = this.firstIndex(p); i < stop; i++) {
      this.steps++;
      if (this.alive[i] === 1) out.push(this.entries[i]);
    }
    return out;
  }

  /** Current position in the strike log, for undo. */
  get logLength(): number {
    return this.logSize;
  }

  /** Restores every pair struck since the log was at mark. */
  undo(mark: number): void {
    const log = this.log;
    if (log === null) throw new Error('undo on a table without a log');
    const n = this.n;
    while (this.logSize > mark) {
      const code = log[--this.logSize];
      const p = Math.floor(code / n);
      const q = code - p * n;
      this.restore(p, this.begin[p] + this.rank[p * n + q]);
      this.restore(q, this.begin[q] + this.rank[q * n + p]);
    }
  }

  private firstIndex(p: number): number {
    const end = this.begin[p + 1];
    let i = this.head[p];
    while (i < end && this.alive[i] === 0) i++;
    this.head[p] = i;
    return i;
  }

  private strikeFrom(p: number, from: number): void {
    const last = this.tail[p];
    for (let i = from; i <= last; i++) {
      this.steps++;
      if (this.alive[i] === 1) this.strike(p, this.entries[i]);
    }
    if (from - 1 < last) this.tail[p] = from - 1;
  }

  private drop(p: number): void {
    if (--this.count[p] === 0) {
      this.nonEmpty--;
      this.lastEmptied = p;
    }
  }

  private restore(p: number, i: number): void {
    this.alive[i] = 1;
    if (this.count[p]++ === 0) this.nonEmpty++;
    if (i < this.head[p]) this.head[p] = i;
    if (i > this.tail[p]) this.tail[p] = i;
    this.below[p] = this.begin[p];
  }
}
