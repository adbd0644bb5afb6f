import type { Player, PlayerId, Round } from './types';

/**
 * Problems any system shares in a round the TD edited by hand: a player on two boards or paired
 * with themselves, active players left out, withdrawn players paired, players paired in a round
 * they asked to miss (Byes typed after the pairing), more than one forced bye
 * (each system adds its own checks, such as repeated games). Status is today's, so
 * a withdrawn player is only reported on boards still without a result, and a player missing
 * from a round only if they had played before it, or (the latest round) while no result is in:
 * a late arrival registered after that joins at the next pairing.
 */
export function checkRound(
  players: readonly Player[],
  earlier: readonly Round[],
  round: Round,
  latest: boolean,
): string[] {
  const problems: string[] = [];
  const name = (id: PlayerId): string => players[id].name;
  const seen = new Map<PlayerId, string>();
  const place = (id: PlayerId, where: string): void => {
    const before = seen.get(id);
    if (before) problems.push(`${name(id)} is on ${before} and on ${where}.`);
    else seen.set(id, where);
  };
  for (const g of round.games) {
    if (g.white === g.black)
      problems.push(`Board ${g.board}: ${name(g.white)} is paired with themselves.`);
    place(g.white, `board ${g.board}`);
    if (g.black !== g.white) place(g.black, `board ${g.board}`);
  }
  problems.push(...withdrawnPaired(players, round));
  problems.push(...byeRequestPaired(players, round));
  for (const b of round.byes) place(b.player, 'a bye row');
  const forcedByes = round.byes.filter((b) => b.kind === 'forced').length;
  if (forcedByes > 1) problems.push(`There are ${forcedByes} forced byes; at most one is needed.`);
  const playedBefore = new Set<PlayerId>();
  for (const r of earlier) {
    for (const g of r.games) playedBefore.add(g.white).add(g.black);
    for (const b of r.byes) playedBefore.add(b.player);
  }
  // A player with no row in any round yet joins at the next pairing; in the latest round they
  // are missing only while it can still be paired again (no result in yet).
  const started = round.games.some((g) => g.result !== null);
  for (const p of players) {
    const expected = playedBefore.has(p.id) || (latest && !started);
    if (p.status === 'active' && expected && !seen.has(p.id)) {
      problems.push(`${p.name} is neither paired nor given a bye.`);
    }
  }
  return problems;
}

/**
 * A problem for each player on a board still without a result, where `problem` finds one:
 * what a TD can still fix by a result or by pairing the round again.
 */
function onOpenBoards(
  players: readonly Player[],
  round: Round,
  problem: (player: Player, board: number) => string | null,
): string[] {
  const problems: string[] = [];
  for (const g of round.games) {
    if (g.result !== null) continue;
    for (const id of g.white === g.black ? [g.white] : [g.white, g.black]) {
      const found = problem(players[id], g.board);
      if (found) problems.push(found);
    }
  }
  return problems;
}

/**
 * Withdrawn players on a board still without a result (Status is today's, so a game they played
 * before withdrawing is not reported). Every system checks this, multi-game included.
 */
export function withdrawnPaired(players: readonly Player[], round: Round): string[] {
  return onOpenBoards(players, round, (p, board) =>
    p.status === 'withdrawn'
      ? `Board ${board}: ${p.name} has withdrawn but is still paired, with no result. Type the opponent's forfeit win, or, in the latest round with no result in, run "Undo last pairing" and pair it again.`
      : null,
  );
}

/**
 * Players on a board still without a result in a round their Byes cell asks to miss: a bye
 * request typed after the round was paired, which pairing the round again would honour.
 */
function byeRequestPaired(players: readonly Player[], round: Round): string[] {
  return onOpenBoards(players, round, (p, board) =>
    p.status === 'active' && p.byes.includes(round.number)
      ? `Board ${board}: ${p.name} is paired, but their Byes cell on Players asks to miss round ${round.number}.`
      : null,
  );
}
