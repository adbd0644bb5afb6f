/**
 * Settings.drawingOfLots left out (an engine caller that builds its own Settings) means Yes, as
 * its type says: the lots separate players tied after every tiebreak, in every system.
 */
import { describe, expect, it } from 'vitest';
import { systemRules, type StandingsTable } from '../../src/engine/systems';
import type { PairingSystem, Settings } from '../../src/engine/types';
import { history, makePlayers, makeSettings } from './fixtures';

/** One round of four players (P1–P4) with the given results, Chess for a multi-game event. */
function oneRound(settings: Settings, results: string): StandingsTable {
  const system = settings.pairingSystem;
  const multi = system === 'Multi-game';
  const rounds = history(results).map((r) => ({
    ...r,
    games: r.games.map((g) => (multi ? { ...g, game: 'Chess' } : g)),
  }));
  return systemRules(system).standings({
    settings,
    players: makePlayers([-1, -1, -1, -1]),
    rounds,
    constraints: [],
    ...(multi
      ? {
          catalogue: {
            games: ['Chess'],
            preferences: [['Chess'], ['Chess'], ['Chess'], ['Chess']],
          },
        }
      : {}),
  });
}

/** P1 beats P2; P3 and P4 draw: tied on everything, only the lots part them. */
function standings(system: PairingSystem, drawingOfLots?: boolean): StandingsTable {
  const settings = makeSettings({ pairingSystem: system, rounds: 1 });
  if (drawingOfLots !== undefined) settings.drawingOfLots = drawingOfLots;
  return oneRound(settings, 'P1-P2 1-0, P3-P4 0.5-0.5');
}

const summary = (table: StandingsTable): Array<[string, string | number]> =>
  table.rows.map((r) => [r.placeLabel, r.draw]);

describe('Settings.drawingOfLots absent', () => {
  it.each<PairingSystem>(['Swiss', 'Stable Swiss', 'Multi-game'])(
    '%s: the lots decide, as with Yes',
    (system) => {
      const table = standings(system);
      expect(summary(table)).toEqual(summary(standings(system, true)));
      expect(summary(table).map(([place, draw]) => [place, draw])).toEqual([
        ['1', ''],
        ['2', 1],
        ['3', 2],
        ['4', ''],
      ]);
      expect(table.drawNote).toMatch(/^(Drawing of lots|Random draw) \(from the Settings seed\)/);
    },
  );

  it('Swiss with No: the two tied share second place and the note says why the Lot column is empty', () => {
    const table = standings('Swiss', false);
    expect(summary(table)).toEqual([
      ['1', ''],
      ['2=', ''],
      ['2=', ''],
      ['4', ''],
    ]);
    expect(table.drawNote).toBe(
      'Empty: Settings › Drawing of lots is No, so players still tied after every tiebreak share the place ("3=").',
    );
  });
});

describe('Drawing of lots No, players sharing a place', () => {
  it.each<[PairingSystem, number]>([
    ['Swiss', 1],
    ['Multi-game', 1],
    ['Multi-game', 2],
    ['Multi-game', 3],
  ])('%s (seed %i): listed in Players order, whatever the seed', (system, seed) => {
    const settings = makeSettings({ pairingSystem: system, rounds: 1, randomSeed: seed });
    settings.drawingOfLots = false;
    const table = oneRound(settings, 'P2-P1 0-1, P3-P4 0.5-0.5');
    expect(table.rows.map((r) => [r.placeLabel, r.player])).toEqual([
      ['1', 0],
      ['2=', 2],
      ['2=', 3],
      ['4', 1],
    ]);
  });
});
