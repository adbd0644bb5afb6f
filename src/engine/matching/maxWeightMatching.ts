/**
 * Maximum-weight matching on a general graph (not necessarily of maximum size): Edmonds'
 * primal-dual blossom method, O(V³) in the worst case. Written for large sparse graphs: typed
 * arrays, adjacency lists built once, and per-stage marks kept by stage number instead of
 * arrays cleared every stage, so a stage costs what it visits rather than the whole edge list.
 *
 * Weights must be integers; duals are kept doubled (a slack is y_u + y_v − 2w) so that every
 * quantity stays an integer. Callers keep (vertices / 2) · 2 · max weight below 2^53.
 *
 * Returns mate[v]: the vertex matched to v, or −1.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: ReadonlyArray<readonly [number, number, number]>,
): number[] {
  return new Matcher(vertexCount, edges).solve();
}

const FREE = 0;
const OUTER = 1;
const INNER = 2;

class Matcher {
  private readonly n: number;
  /** end[2k], end[2k + 1]: the two vertices of edge k; the end p's partner end is p ^ 1. */
  private readonly end: Int32Array;
  private readonly weight: Float64Array;
  /** Ends leading away from v: adjStart[v] … adjStart[v + 1] − 1 in adj. */
  private readonly adjStart: Int32Array;
  private readonly adj: Int32Array;
  /** Vertex v's matched end (the end at its partner), or −1. */
  private readonly mate: Int32Array;
  /** Per top-level blossom (or vertex): FREE, OUTER or INNER, and the end it was reached by. */
  private readonly label: Int8Array;
  private readonly labelEnd: Int32Array;
  private readonly top: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly children: number[][];
  /** children[b][i] and children[b][i + 1] are joined by the edge whose ends are links[b][i]. */
  private readonly links: number[][];
  /** Least-slack edge to an OUTER blossom, per vertex or blossom; −1 for none. */
  private readonly best: Int32Array;
  private readonly bestOf: Array<number[] | null>;
  private readonly dual: Float64Array;
  private readonly allowed: Int32Array;
  private readonly mark: Int32Array;
  private readonly spare: number[] = [];
  private queue: number[] = [];
  private stage = 0;
  private markStamp = 0;

  constructor(n: number, edges: ReadonlyArray<readonly [number, number, number]>) {
    this.n = n;
    const m = edges.length;
    this.end = new Int32Array(2 * m);
    this.weight = new Float64Array(m);
    const degree = new Int32Array(n + 1);
    let maxWeight = 0;
    edges.forEach(([u, v, w], k) => {
      this.end[2 * k] = u;
      this.end[2 * k + 1] = v;
      this.weight[k] = w;
      degree[u]++;
      degree[v]++;
      if (w > maxWeight) maxWeight = w;
    });
    this.adjStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) this.adjStart[v + 1] = this.adjStart[v] + degree[v];
    this.adj = new Int32Array(2 * m);
    const fill = this.adjStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      this.adj[fill[this.end[2 * k]]++] = 2 * k + 1;
      this.adj[fill[this.end[2 * k + 1]]++] = 2 * k;
    }
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int8Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.top = new Int32Array(n);
    for (let v = 0; v < n; v++) this.top[v] = v;
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.base[v] = v;
    this.children = Array.from({ length: 2 * n }, () => []);
    this.links = Array.from({ length: 2 * n }, () => []);
    this.best = new Int32Array(2 * n).fill(-1);
    this.bestOf = new Array<number[] | null>(2 * n).fill(null);
    this.dual = new Float64Array(2 * n);
    this.dual.fill(maxWeight, 0, n);
    this.allowed = new Int32Array(m).fill(-1);
    this.mark = new Int32Array(2 * n);
    for (let b = 2 * n - 1; b >= n; b--) this.spare.push(b);
  }

  private slack(k: number): number {
    return this.dual[this.end[2 * k]] + this.dual[this.end[2 * k + 1]] - 2 * this.weight[k];
  }

  private isAllowed(k: number): boolean {
    return this.allowed[k] === this.stage;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const c of this.children[b]) this.leaves(c, out);
    return out;
  }

  /** Labels w's blossom; an INNER blossom's base partner becomes OUTER in turn. */
  private assign(w: number, t: number, p: number): void {
    const b = this.top[w];
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.best[w] = this.best[b] = -1;
    if (t === OUTER) {
      for (const v of this.leaves(b)) this.queue.push(v);
    } else {
      const matched = this.mate[this.base[b]];
      this.assign(this.end[matched], OUTER, matched ^ 1);
    }
  }

  /** Walks up from v and w: the base of their common blossom-to-be, or −1 (two trees). */
  private commonBase(v: number, w: number): number {
    const stamp = ++this.markStamp;
    let found = -1;
    let x = v;
    let y = w;
    while (x !== -1 || y !== -1) {
      if (x !== -1) {
        let b = this.top[x];
        if (this.mark[b] === stamp) {
          found = this.base[b];
          break;
        }
        this.mark[b] = stamp;
        if (this.labelEnd[b] === -1) x = -1;
        else {
          x = this.end[this.labelEnd[b]];
          b = this.top[x];
          x = this.end[this.labelEnd[b]];
        }
      }
      if (y !== -1) [x, y] = [y, x];
      else if (x === -1) break;
    }
    return found;
  }

  /** Shrinks the odd cycle closed by edge k (between two OUTER vertices) into a blossom. */
  private shrink(baseVertex: number, k: number): void {
    let v = this.end[2 * k];
    let w = this.end[2 * k + 1];
    const bb = this.top[baseVertex];
    let bv = this.top[v];
    let bw = this.top[w];
    const b = this.spare.pop()!;
    this.base[b] = baseVertex;
    this.parent[b] = -1;
    this.parent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      path.push(bv);
      ends.push(this.labelEnd[bv]);
      v = this.end[this.labelEnd[bv]];
      bv = this.top[v];
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      this.parent[bw] = b;
      path.push(bw);
      ends.push(this.labelEnd[bw] ^ 1);
      w = this.end[this.labelEnd[bw]];
      bw = this.top[w];
    }
    this.children[b] = path;
    this.links[b] = ends;
    this.label[b] = OUTER;
    this.labelEnd[b] = this.labelEnd[bb];
    this.dual[b] = 0;
    for (const x of this.leaves(b)) {
      if (this.label[this.top[x]] === INNER) this.queue.push(x);
      this.top[x] = b;
    }
    // The new blossom's least-slack edges to each other OUTER blossom.
    const bestTo = new Map<number, number>();
    for (const child of path) {
      let lists: number[][];
      if (this.bestOf[child] === null) {
        lists = this.leaves(child).map((x) => {
          const out: number[] = [];
          for (let i = this.adjStart[x]; i < this.adjStart[x + 1]; i++) out.push(this.adj[i] >> 1);
          return out;
        });
      } else lists = [this.bestOf[child]!];
      for (const list of lists) {
        for (const e of list) {
          // The end of e outside the new blossom, if any.
          const j = this.top[this.end[2 * e + 1]] === b ? this.end[2 * e] : this.end[2 * e + 1];
          const bj = this.top[j];
          if (bj !== b && this.label[bj] === OUTER) {
            const had = bestTo.get(bj);
            if (had === undefined || this.slack(e) < this.slack(had)) bestTo.set(bj, e);
          }
        }
      }
      this.bestOf[child] = null;
      this.best[child] = -1;
    }
    const list = [...bestTo.values()];
    this.bestOf[b] = list;
    this.best[b] = -1;
    for (const e of list) {
      if (this.best[b] === -1 || this.slack(e) < this.slack(this.best[b])) this.best[b] = e;
    }
  }

  /** Undoes blossom b (its dual is 0): its children become top level again. */
  private expand(b: number, endOfStage: boolean): void {
    for (const child of this.children[b]) {
      this.parent[child] = -1;
      if (child < this.n) this.top[child] = child;
      else if (endOfStage && this.dual[child] === 0) this.expand(child, endOfStage);
      else for (const x of this.leaves(child)) this.top[x] = child;
    }
    if (!endOfStage && this.label[b] === INNER) {
      // Relabel the even path from where the label entered to the base; the rest goes free.
      const entry = this.top[this.end[this.labelEnd[b] ^ 1]];
      const kids = this.children[b];
      const ends = this.links[b];
      const size = kids.length;
      let j = kids.indexOf(entry);
      let step: number;
      let endShift: number;
      if (j & 1) {
        j -= size;
        step = 1;
        endShift = 0;
      } else {
        step = -1;
        endShift = 1;
      }
      const at = (i: number): number => (i + size) % size;
      let p = this.labelEnd[b];
      while (j !== 0) {
        const link = ends[at(j - endShift)];
        this.label[this.end[p ^ 1]] = FREE;
        this.label[this.end[link ^ endShift ^ 1]] = FREE;
        this.assign(this.end[p ^ 1], INNER, p);
        this.allowed[link >> 1] = this.stage;
        j += step;
        p = ends[at(j - endShift)] ^ endShift;
        this.allowed[p >> 1] = this.stage;
        j += step;
      }
      const bv = kids[at(j)];
      this.label[this.end[p ^ 1]] = this.label[bv] = INNER;
      this.labelEnd[this.end[p ^ 1]] = this.labelEnd[bv] = p;
      this.best[bv] = -1;
      j += step;
      while (kids[at(j)] !== entry) {
        const c = kids[at(j)];
        if (this.label[c] === OUTER) {
          j += step;
          continue;
        }
        let reached = -1;
        for (const x of this.leaves(c)) {
          if (this.label[x] !== FREE) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          this.label[reached] = FREE;
          this.label[this.end[this.mate[this.base[c]]]] = FREE;
          this.assign(reached, INNER, this.labelEnd[reached]);
        }
        j += step;
      }
    }
    this.label[b] = FREE;
    this.labelEnd[b] = -1;
    this.children[b] = [];
    this.links[b] = [];
    this.base[b] = -1;
    this.bestOf[b] = null;
    this.best[b] = -1;
    this.spare.push(b);
  }

  /** Rotates blossom b so that its vertex v becomes the base, swapping matched edges inside. */
  private rebase(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t];
    if (t >= this.n) this.rebase(t, v);
    const kids = this.children[b];
    const ends = this.links[b];
    const size = kids.length;
    const first = kids.indexOf(t);
    let j = first;
    let step: number;
    let endShift: number;
    if (j & 1) {
      j -= size;
      step = 1;
      endShift = 0;
    } else {
      step = -1;
      endShift = 1;
    }
    const at = (i: number): number => (i + size) % size;
    while (j !== 0) {
      j += step;
      let c = kids[at(j)];
      const p = ends[at(j - endShift)] ^ endShift;
      if (c >= this.n) this.rebase(c, this.end[p]);
      j += step;
      c = kids[at(j)];
      if (c >= this.n) this.rebase(c, this.end[p ^ 1]);
      this.mate[this.end[p]] = p ^ 1;
      this.mate[this.end[p ^ 1]] = p;
    }
    this.children[b] = [...kids.slice(first), ...kids.slice(0, first)];
    this.links[b] = [...ends.slice(first), ...ends.slice(0, first)];
    this.base[b] = this.base[this.children[b][0]];
  }

  /** Flips the two alternating paths from edge k's ends to their roots. */
  private augment(k: number): void {
    for (const start of [2 * k + 1, 2 * k]) {
      let s = this.end[start ^ 1];
      let p = start;
      for (;;) {
        const bs = this.top[s];
        if (bs >= this.n) this.rebase(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.end[this.labelEnd[bs]];
        const bt = this.top[t];
        s = this.end[this.labelEnd[bt]];
        const j = this.end[this.labelEnd[bt] ^ 1];
        if (bt >= this.n) this.rebase(bt, j);
        this.mate[j] = this.labelEnd[bt];
        p = this.labelEnd[bt] ^ 1;
      }
    }
  }

  solve(): number[] {
    const n = this.n;
    for (this.stage = 0; this.stage < n; this.stage++) {
      this.label.fill(FREE);
      this.best.fill(-1);
      for (let b = n; b < 2 * n; b++) this.bestOf[b] = null;
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.top[v]] === FREE) this.assign(v, OUTER, -1);
      }
      let augmented = false;
      for (;;) {
        while (this.queue.length > 0 && !augmented) {
          const v = this.queue.pop()!;
          for (let i = this.adjStart[v]; i < this.adjStart[v + 1]; i++) {
            const p = this.adj[i];
            const k = p >> 1;
            const w = this.end[p];
            if (this.top[v] === this.top[w]) continue;
            let kSlack = 0;
            if (!this.isAllowed(k)) {
              kSlack = this.slack(k);
              if (kSlack <= 0) this.allowed[k] = this.stage;
            }
            const bw = this.top[w];
            if (this.isAllowed(k)) {
              if (this.label[bw] === FREE) this.assign(w, INNER, p ^ 1);
              else if (this.label[bw] === OUTER) {
                const b = this.commonBase(v, w);
                if (b >= 0) this.shrink(b, k);
                else {
                  this.augment(k);
                  augmented = true;
                  break;
                }
              } else if (this.label[w] === FREE) {
                this.label[w] = INNER;
                this.labelEnd[w] = p ^ 1;
              }
            } else if (this.label[bw] === OUTER) {
              const b = this.top[v];
              if (this.best[b] === -1 || kSlack < this.slack(this.best[b])) this.best[b] = k;
            } else if (this.label[w] === FREE) {
              if (this.best[w] === -1 || kSlack < this.slack(this.best[w])) this.best[w] = k;
            }
          }
        }
        if (augmented) break;
        // Dual change: the least of the four limits.
        let kind = 1;
        let delta = Infinity;
        for (let v = 0; v < n; v++) if (this.dual[v] < delta) delta = this.dual[v];
        let edge = -1;
        let blossom = -1;
        for (let v = 0; v < n; v++) {
          if (this.label[this.top[v]] === FREE && this.best[v] !== -1) {
            const d = this.slack(this.best[v]);
            if (d < delta) {
              delta = d;
              kind = 2;
              edge = this.best[v];
            }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (this.parent[b] === -1 && this.label[b] === OUTER && this.best[b] !== -1) {
            if (b >= n && this.base[b] < 0) continue;
            const d = this.slack(this.best[b]) / 2;
            if (d < delta) {
              delta = d;
              kind = 3;
              edge = this.best[b];
            }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.base[b] >= 0 && this.parent[b] === -1 && this.label[b] === INNER) {
            if (this.dual[b] < delta) {
              delta = this.dual[b];
              kind = 4;
              blossom = b;
            }
          }
        }
        for (let v = 0; v < n; v++) {
          const l = this.label[this.top[v]];
          if (l === OUTER) this.dual[v] -= delta;
          else if (l === INNER) this.dual[v] += delta;
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.base[b] >= 0 && this.parent[b] === -1) {
            if (this.label[b] === OUTER) this.dual[b] += delta;
            else if (this.label[b] === INNER) this.dual[b] -= delta;
          }
        }
        if (kind === 1) break;
        if (kind === 2 || kind === 3) {
          this.allowed[edge] = this.stage;
          let i = this.end[2 * edge];
          if (kind === 2 && this.label[this.top[i]] === FREE) i = this.end[2 * edge + 1];
          this.queue.push(i);
        } else this.expand(blossom, false);
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b++) {
        if (
          this.parent[b] === -1 &&
          this.base[b] >= 0 &&
          this.label[b] === OUTER &&
          this.dual[b] === 0
        ) {
          this.expand(b, true);
        }
      }
    }
    return Array.from(this.mate, (p) => (p === -1 ? -1 : this.end[p]));
  }
}
