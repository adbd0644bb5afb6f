export {
  minWeightPerfectMatching,
  matchingCost,
  maxCardinalityMatching,
} from './minWeightPerfectMatching';
export type { CostEdge } from './minWeightPerfectMatching';
