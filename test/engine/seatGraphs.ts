/** Seat graphs as bitmasks (adj[v] has bit w set when v and w may meet), for the schedule tests. */

/** A graph of `n` seats from its edges, seats numbered from 0. */
export function graph(n: number, edges: Array<[number, number]>): number[] {
  const adj = new Array<number>(n).fill(0);
  for (const [v, w] of edges) {
    adj[v] |= 1 << w;
    adj[w] |= 1 << v;
  }
  return adj;
}

/** Every seat may meet every other. */
export function complete(n: number): number[] {
  const edges: Array<[number, number]> = [];
  for (let v = 0; v < n; v++) for (let w = v + 1; w < n; w++) edges.push([v, w]);
  return graph(n, edges);
}

/** Two triangles: six seats, no pairing of them all. */
export const triangles = graph(6, [
  [0, 1],
  [1, 2],
  [0, 2],
  [3, 4],
  [4, 5],
  [3, 5],
]);

/** The Petersen graph: every seat has three partners, but only one pairing fits at a time. */
export function petersen(): number[] {
  const outer = [0, 1, 2, 3, 4].map((v): [number, number] => [v, (v + 1) % 5]);
  const spokes = [0, 1, 2, 3, 4].map((v): [number, number] => [v, v + 5]);
  const inner = [0, 1, 2, 3, 4].map((v): [number, number] => [v + 5, ((v + 2) % 5) + 5]);
  return graph(10, [...outer, ...spokes, ...inner]);
}
