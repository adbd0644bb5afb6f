/**
 * Typing for the CommonJS package edmonds-blossom-fixed (edmonds-blossom 1.0.0, a port of
 * Joris van Rantwijk's maximum weighted matching, with three undeclared variables fixed).
 */
declare module 'edmonds-blossom-fixed' {
  /**
   * Maximum-weight matching. Each edge is [i, j, weight] with vertices numbered from 0; the
   * vertex count is one more than the largest index seen. With maxCardinality the matching is
   * the heaviest among those of maximum size. Returns mate[v] (-1 when unmatched).
   */
  function blossom(edges: Array<[number, number, number]>, maxCardinality?: boolean): number[];
  export default blossom;
}
