/**
 * Every number that shapes a pairing, in one place.
 *
 * The pairing is a minimum-cost perfect matching (AGA 2009 "Program Implementation Notes": the
 * weighted perfect matching method it recommends). A pair's cost is a sum of tiers, each a small
 * integer measured by the rule it stands for, times the tier's multiplier. Multipliers are not
 * fixed numbers: scales.ts derives them from the field so that the largest possible total of
 * all lower tiers over a whole matching stays below one unit of the tier above (strict priority, exact integers below
 * 2^53). The table below says what each tier measures and how large one pair's value can be.
 *
 * A round is matched in two stages, mirroring the standard's own split between choosing
 * floaters and pairing each score group:
 *   1. floaters: the whole field, deciding who floats up from each score group;
 *   2. score groups: each group's remaining players with the up-floaters it received at its
 *      bottom (AGA 2009: floated up "to make the group even"; 2008 draft: a group of n players
 *      "including floaters"), paired by split-and-shift or sequential pairing, avoiding same
 *      club etc. by transpositions and switches only.
 */
export const PENALTY_SCALES = {
  /**
   * AGA 2009 "Program Implementation Notes": P = 10000·ΔM² + ΔP², the McMahon score difference
   * counts most. Value (ΔM·u)², u the smallest factor making every score an integer (1, or 2
   * with half points). The top tier of stage 1: nothing may outweigh one score step.
   * With colour balance on (Swiss, or McMahon when asked), an even game that makes a colour
   * rule break unavoidable (a colour difference of ±3, or one colour three times running: the
   * fewer of the two allocations) adds colourBreak·u² per break, as much as a pair one point
   * apart. The FIDE Dutch system makes the rule absolute (C.3: two players with the same
   * absolute colour preference do not meet); here a break still beats floating two players.
   * Measured on `npm run bench:swiss` (400 events of 100 players × 9 rounds), players with one
   * colour three times running fall from 1.4 to 0.5 per 20 events.
   */
  score: { colourBreak: 1 },
  /**
   * AGA 2009 criterion 3: not floated twice in a row in the same direction (dropped in the last
   * round of a tournament of fewer than six rounds and the last two of a longer one). Value:
   * one per player of the pair whose previous-round float was in the same direction. Stage 1
   * chooses the floaters by it; stage 2 keeps it when it chooses the up-floater's opponent.
   * The standards put it above the choice of floater: "Subject to criterion 3, the floater is
   * selected as the strongest…" (2009) and the 2008 draft's rule order.
   */
  floatTwice: { perPlayer: 1 },
  /**
   * AGA 2009 criterion 4: not the same colour more than three times in a row, nor in more than
   * half the rounds (half rounded up for an odd number of rounds). Value: how many players of
   * an even game must get the colour they should not have under the better colour choice (0–1:
   * a player is barred from at most one colour). Handicap games have their colours set by the
   * handicap. AGA 2009 relaxes colour (step 4) before floats (step 5) but after trying another
   * floater (step 3), so this tier sits between the two.
   */
  colour: { perPlayer: 1 },
  /**
   * Colour balance (issue 8, measured as Kujansuu et al. measure it): Swiss always, McMahon
   * when Settings › Colour balance in McMahon is Yes. Value for an even game: ruleBreak per
   * colour rule break the pair makes unavoidable (a colour difference of ±3, or one colour
   * three times running: the fewer of the two colour allocations), plus x · X (the paper's
   * Table 1 over the colour-difference classes 2 … −2; FORBIDDEN_X where it forbids the pair),
   * plus dueSame when both are due the same colour (Table 2, the matrix Y: the last colours
   * agree). Below the score difference (and the AGA rules above it), above the choice of
   * floater and split-and-shift placement: among pairings with the same score differences
   * the one that balances colours wins. Every pair pays its value less the least X and Y part
   * over the field's pairs (classRange in colourBalance.ts: all matchings have as many pairs),
   * so the scales above it only grow with the spread of colour classes.
   */
  colourBalance: { ruleBreak: 32, x: 2, dueSame: 1 },
  /**
   * Stage 1's colour balance: the X and Y part of colourBalance alone, since there the score
   * tier already weighs the colour rule breaks (far above this whole tier). Keeping ruleBreak
   * out of this tier's bound keeps the scales above it small enough for fields of thousands.
   */
  colourPreference: {},
  /**
   * AGA 2009 "Odd-Numbered Groups": the up-floater is the strongest player of the group below;
   * 2008 draft: a down-floater is the weakest available player. For a pair across groups, u =
   * players of the lower one's group stronger than him, d = players of the higher one's group
   * weaker than him, each capped at `cap`; value u·(cap+1) + d. Changing the up-floater is AGA
   * 2009 step 3 (after transpositions and switches, which only move the down-floater inside
   * his group), so u counts before d. Stage 1's partner for the up-floater is provisional: he
   * joins the bottom of the group above and stage 2 pairs him by placement (the standard's
   * merge example: A–E, B–F, C–G, D–H). The cap is one less than CANDIDATES.floaterZone, the
   * players at each end of a group that stage 1 always sees.
   * Swiss and Stable Swiss (floatersPairedFirst) add, above u and d, `recent` per player of the
   * pair who floated the same way two rounds before, or in the previous round once criterion 3
   * no longer holds: the FIDE Dutch system (C.04.3 C.12–C.15) ranks repeated floats below
   * colours and above the choice of floater, to the last round. Value recent·r·(m+1) + u·(cap+1)
   * + d, r the players concerned (0–2), m the largest u·(cap+1) + d. Kept inside this tier: a
   * tier of its own would multiply every scale above it by the number of pairs across groups.
   * Measured on `npm run bench:swiss` (replaying 200 events of 100 players × 9 rounds from the
   * Dutch reference's history): the top 3's expected score from the opponents the Swiss gives
   * them in rounds 5–9 comes within 0.02 of the Dutch reference's, from 0.13 below it; over
   * whole events (400) it rises from 20.85 to 20.91 of 27 (Dutch reference 20.93).
   */
  floater: { cap: 23, recent: 1 },
  /**
   * Not a rule: stage 1's pairs inside a score group are provisional (stage 2 pairs the group
   * again), so among otherwise equal choices stage 1 prefers neighbours in the sorted field.
   * Value 1 for a same-score pair that is not adjacent, 0 otherwise; the lowest tier of stage
   * 1. Without it the matching meets thousands of equal costs and runs several times slower.
   * Swiss and Stable Swiss, whose pairs across groups stage 1 settles (floatersPairedFirst): a
   * pair across groups adds u·d (u, d as in the floater tier, each capped at orderCap), least
   * when several floaters between two groups meet in order, the stronger of the upper group's
   * the stronger of the lower's (FIDE Dutch system: moved-down players against the bracket's
   * residents, S1 against S2 in order).
   */
  proximity: { perPair: 1, orderCap: 3 },
  /**
   * AGA 2009 "Additional considerations": avoid pairing the same family, club, city, state or
   * country, only by switching or transposing within a score group and only in the first half
   * of the tournament (round ≤ ceil(R/2): 2008 draft, dropped from round 4 of 5 or 6, round 3 of 4). Value: one per field (enabled in the settings,
   * not blank) the two share, so a club-mate from the same city outweighs a fellow citizen;
   * one more for a handicap game with Avoid handicap games on (avoid.ts handicapAvoided).
   */
  avoid: { perField: 1 },
  /**
   * AGA 2009 "Basic Pairing": split-and-shift (1–5, 2–6, 3–7, 4–8), alternatives by
   * transposition, then switch, choosing among equals the option that moves the lowest-ranked
   * players; 2008 draft: sequential pairing (1–2, 3–4) as an option. With positions p, q in
   * the group and ideal(p) p's ideal opponent, d = |q − ideal(p)| + |p − ideal(q)| (twice the
   * standard's ΔP). The standard's ΔP² becomes f(d) = d² up to `quadraticUpTo`, then grows
   * on a straight line (slope 2·quadraticUpTo, so f stays convex and a far pair never beats a
   * chain of small moves), constant beyond `linearUpTo` (keeps the numbers exact for
   * thousands of players). Value (f(d) + switch)·tieBreakSteps + tieBreak, where switch =
   * switchPenalty when both come from the same half (split-and-shift only) and tieBreak
   * (0 … tieBreakSteps − 1, only for pairs off their ideal) grows with the pair's rank, so
   * that among equal departures the lower-ranked players are moved.
   */
  placement: { quadraticUpTo: 16, linearUpTo: 1024, switchPenalty: 256, tieBreakSteps: 8 },
} as const;

export type Tier = keyof typeof PENALTY_SCALES;

/** Stage 1, highest priority first. */
export const FLOATER_TIERS: readonly Tier[] = [
  'score',
  'floatTwice',
  'colour',
  'colourPreference',
  'floater',
  'proximity',
];
/** Stage 2, highest priority first. */
export const GROUP_TIERS: readonly Tier[] = [
  'floatTwice',
  'colour',
  'avoid',
  'colourBalance',
  'placement',
];

/**
 * Candidate opponents. The matching runs on a sparse graph first and widens it when it has no
 * perfect matching, or when the pairing found breaks a rule or reaches the graph's edge and a
 * wider graph does better; tests check that this finds the same optimum as the complete graph.
 */
export const CANDIDATES = {
  /** Stage 1: players at each end of a large score group who take part (floater candidates). */
  floaterZone: 24,
  /**
   * Stage 1: across each boundary between score groups, the players nearest to it of each
   * rule and colour status on one side meet as many of each status on the other.
   */
  statusFloaters: 6,
  /** Stage 1: neighbours on each side in the sorted field (score, then strength). */
  floaterWindow: 8,
  /** Stage 1 and 2: each player keeps at least this many unblocked opponents of his group. */
  minimumOpponents: 6,
  /** Stage 2: positions on each side of a player's ideal opponent. */
  idealWindow: 4,
  /**
   * Stage 2 with colour balance on: colours shift runs of opponents away from their ideal ones
   * on purpose, so a group's pairing is settled while every opponent lies within `window`
   * positions of his ideal one (times the widening); one further away means the graph missed
   * a chain of shifts, and it is widened by `widen`. Measured on a 2,000-player chess Swiss
   * (score groups of 220 to 810 players): where the first graph was enough, opponents lay at
   * most 9 places from their ideal ones; where it was not, 39 to 316 places, and the widened
   * graph found the complete graph's pairing cost in 6 of the 7 groups compared. The 7th, of
   * 364 players in round 6, had as many colour misfits, its opponents nearer the ideal and its
   * colour balance tier higher (29 where 27 is possible): a group is settled only with the
   * least colour balance tier too (colourBalanceFloor), and then finds the complete graph's.
   */
  colourShift: { window: 16, widen: 2 },
  /**
   * Stage 2 with colour balance on, a group whose pairing has more colour misfits than forced
   * (fewestMisfits) or a colour balance tier above its least (colourBalanceFloor): its wider
   * graphs also give each player this many of every colour class
   * (colourSide) nearest his ideal opponent. Measured on a 2,000-player chess Swiss, round 5:
   * each of its groups of 256 to 472 players is such a group; the one of 298 then finds the
   * complete graph's pairing (placement cost 54 % lower, the farthest opponent 106 places from
   * his ideal one instead of 240), two more come nearer it, with at most 2.1 % more edges.
   */
  colourClassOpponents: 1,
  /** Stage 2: neighbours on each side within the group (switches, sequential pairing). */
  neighbourWindow: 3,
  /** Stage 2: groups this small are always matched on the complete graph. */
  completeGroupSize: 40,
  /**
   * Stage 2 with colour balance on: groups this small are matched on the complete graph (the
   * colour classes make long chains of shifted opponents that a window around the ideal one
   * does not always hold).
   */
  completeBalancedGroupSize: 200,
  /**
   * Stage 1 with colour balance on: fields this small are matched whole on the complete graph
   * (the floaters chosen decide how well each group can balance colours). Larger fields use
   * the sparse graph, which then may miss the best colour balance by a little.
   */
  completeBalancedField: 300,
  /** A player's search for such opponents stops after this many times the number wanted. */
  scanLimit: 16,
  /** Widening factor when a sparse graph has no perfect matching (or may do better). */
  widen: 4,
  /**
   * Widening merely to do better stops at this many edges per player. Stage 2 first tries the
   * middle of a step whose graph would pass it (matchWidening's middleStep): a group of 690
   * players in round 3 of a 2,000-player chess Swiss widened 4 → 8 would need 63 edges a
   * player; at 5 it needs 42 and finds the complete graph's pairing (farthest opponent 62
   * places from his ideal one instead of 301).
   */
  edgeBudget: 48,
  /**
   * Stage 1 runs again with every player when the pairing found breaks criterion 3 or 4, for
   * fields up to this size (beyond it the rerun costs seconds and rarely helps).
   */
  recheckUpTo: 1000,
} as const;

/**
 * What the colour balancing after the matching (winnerColours.ts) expects of a game
 * (resultsModel.ts): the Elo expectancy of the strength difference, AGA-style ratings and
 * ranks counting `eloPerStone` a stone (EGF: about 100 rating points a rank in the kyu
 * range); White's edge and the draw share are measured on the event's own games so far, the
 * edge shrunk towards none as if `priorGames` more games had shown none.
 */
export const RESULTS_MODEL = { eloPerStone: 100, priorGames: 50 } as const;

/**
 * Colours for the next round's score groups (winnerColours.ts): what a swap of colours must
 * gain, in players' expected colour balance over the next round's scores, for each player it
 * puts on a second colour running. Measured on `npm run bench:swiss` (400 events of 100
 * players × 9 rounds): with 0 every helpful swap is made (Σ|cd| after the even rounds 10.0);
 * with 1, Σ|cd| 11.9 and far fewer players on two of one colour running.
 */
export const NEXT_GROUP_COLOURS = { runOfTwo: 1 } as const;

/**
 * Swiss, the look-ahead from the second-to-last round (lastRound.ts). `scenarios` sets of
 * that round's results are drawn; the `culprits` pairs most often holding a player whom the
 * last round then cannot pair within one point are kept apart, one at a time and all
 * together. A pairing so found replaces the first when it lowers the share of drawn results
 * that leave the last round unpairable within one point by at least `minGain`, and by enough
 * that each point it adds to this round's score differences buys 1 / `pointsPerRisk` of that
 * share; it keeps this round within one point and breaks at most `extraBreaks` more colour or
 * float rules (the score tier weighs a colour rule break like a pair one point apart).
 * Measured on `npm run bench:swiss` (16–30 players × 5 rounds, 300 events per size): rounds
 * with max sd > 1 fall from 1.42 % to 0.83 %, avg Σsd rises from 1.391 to 1.397. With 12
 * points: 0.75 % and 1.402; with 8: 0.91 % and 1.393.
 */
export const LAST_ROUND = {
  scenarios: 32,
  culprits: 4,
  minGain: 0.05,
  pointsPerRisk: 10,
  extraBreaks: 1,
} as const;

/**
 * The look-ahead to the rounds left of a small field (roundsLeft.ts): at most `seats` seats
 * (the bye seat of an odd field counted); `steps` of search in all for one round (a 16-seat
 * search that cannot decide takes about 0.1 s in Node, a few times that in Apps Script; the
 * searches that decide need far fewer), `stepsEach` to check a pairing tried instead
 * (undecided: not taken); at most
 * `pairings` pairings of the round ranked, of which the first `weighed` that pass are weighed
 * by the engine.
 */
export const ROUNDS_LEFT = {
  seats: 16,
  steps: 200_000,
  stepsEach: 2_000,
  pairings: 20_000,
  weighed: 8,
} as const;
