import { floatTwiceValue } from './floater';
import { scoreLowerBound } from './floaterStage';
import type { FieldPairing } from './pairField';

/**
 * Players of the lowest score group weighed for the forced bye once one of them leaves a valid
 * pairing, so that a large field's odd round stays quick.
 */
export const BYE_CANDIDATES_WEIGHED = 6;

/**
 * What a forced bye costs the rest of the field, highest first: the squared score differences
 * of its pairs, then the players who float the same way twice running (criterion 3).
 *
 * AGA 2009 "Odd-Numbered Groups": groups are paired from the top, each odd one taking the
 * strongest player of the group below "subject to criterion 3", and the forced bye goes to the
 * lowest-rated player the last group has left who lets the rest of that group pair. So the
 * bye goes to a player whose absence lets the others keep to their score groups and floats,
 * and only among such players to the lowest-rated.
 */
export function byeCost(field: FieldPairing): [number, number] {
  let score = 0;
  let twice = 0;
  for (const { a, b } of field.pairs) {
    score += (a.score - b.score) ** 2;
    if (field.ctx.floatRuleActive) twice += floatTwiceValue(a, b);
  }
  return [score, twice];
}

/**
 * No other bye could do better: the least score difference possible and no float twice
 * (`cost`, the field's byeCost).
 */
export function byeCostLeast(field: FieldPairing, cost: readonly [number, number]): boolean {
  if (cost[1] > 0) return false;
  let units = 0;
  for (const { a, b } of field.pairs) units += (a.scoreUnits - b.scoreUnits) ** 2;
  return units === scoreLowerBound(field.ctx);
}

/**
 * The bye keeps the lowest score group (players on `lowest`, the field's lowest score,
 * `members` of them with the bye) as whole as any bye could: no more of its players paired
 * outside it than an odd count forces, each of those with the next group up (AGA 2009: an odd
 * group takes "the strongest player of the next lower group") and none floating twice. Another
 * bye from the group could then change only which of its players floats, so a large field's
 * odd round weighs one candidate, not six.
 */
export function lowestGroupWhole(field: FieldPairing, lowest: number, members: number): boolean {
  let next = Infinity;
  for (const { score } of field.ctx.entrants) if (score > lowest && score < next) next = score;
  let across = 0;
  for (const { a, b } of field.pairs) {
    if ((a.score === lowest) === (b.score === lowest)) continue;
    across++;
    // A floater paired past the next group up: another bye may float one who can meet it.
    if (Math.max(a.score, b.score) !== next) return false;
    if (field.ctx.floatRuleActive && floatTwiceValue(a, b) > 0) return false;
  }
  return across <= (members - 1) % 2;
}
