/** Pair next round on a player it placed in a band although they played before. */
import { playersInRound } from '../engine/history';
import { nameKey, wordList } from '../engine/names';
import { shownNumber } from '../engine/pairing/scoreLimits';
import type { RoundPairing } from '../engine/systems';
import { refAt } from './table';
import type { Tournament } from './tournament';

/**
 * A player with no Band or Initial score who has played earlier rounds is no late arrival: most
 * likely their Players row was deleted and typed again. Placed by rank, their McMahon score over
 * the rounds played may differ from the one they had (a band picked by hand, a typed score):
 * said with the cells, one paragraph each.
 */
export function retypedPlayerNotes(t: Tournament, paired: RoundPairing): string[] {
  const { table, rows, players } = t.roster;
  // Who played each earlier round, read once for all the players placed.
  const earlier = t.rounds
    .filter((r) => r.round.number < paired.number)
    .map((r) => ({ number: String(r.round.number), players: playersInRound(r.round) }));
  return paired.placed.flatMap((p) => {
    const rounds = earlier.filter((r) => r.players.has(p.player)).map((r) => r.number);
    if (rounds.length === 0) return [];
    const row = rows[p.player];
    const { name, band, initialScore } = players[p.player];
    const cells = `${refAt(table, row, 'Band')} and ${refAt(table, row, 'Initial score')}`;
    const blank = [band === '' && 'Band', initialScore === null && 'Initial score'].filter(
      (c): c is string => c !== false,
    );
    // A Band typed again and found on the Bands tab places them; else their rank does.
    const how = band !== '' && nameKey(band) === nameKey(p.band) ? 'placed' : 'placed by rank';
    return [
      `${name} played in round${rounds.length > 1 ? 's' : ''} ${wordList(rounds, 'and')} but had no ${wordList(blank, 'or')} on Players (a row deleted and typed again?): ${how} in ${p.band}, Initial score ${shownNumber(p.initialScore)} (${cells}). If they had another band or initial score, run "Undo last pairing", type it in and pair again.`,
    ];
  });
}
