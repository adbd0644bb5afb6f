/**
 * Who takes part in which round, through OpenGotha's participating and pairgoth's skip: an
 * absence, a requested bye, a late arrival and a withdrawal each come back as they were.
 */
import { describe, expect, it } from 'vitest';
import {
  exportOpenGotha,
  exportPairgoth,
  parseOpenGotha,
  parsePairgoth,
  type ImportedEvent,
  type ImportedPlayer,
} from '../../src/interop';
import { askedToMiss, pairedWhileOut, unclearWithdrawal } from '../../src/interop/participation';

const player = (surname: string, absent: number[] = [], withdrawn = false): ImportedPlayer => ({
  surname,
  firstName: 'X',
  rank: -5,
  rating: 1550,
  club: '',
  country: '',
  agaId: '',
  egfPin: '',
  absent,
  withdrawn,
});

const win = { outcome: 'white' as const, forfeit: false };
const game = (board: number, white: number, black: number) => ({
  board,
  white,
  black,
  handicap: 0,
  komi: 7.5,
  result: win,
});

/**
 * Six players, 5 rounds, 3 played. Ames and Berg play throughout; Cole arrives for round 2
 * (nothing on the Players tab says so); Dahl withdraws after round 1; Eng asks to miss round 4;
 * Fry asked to miss round 2 and sat it out.
 */
function event(): ImportedEvent {
  return {
    settings: {
      name: 'Club night',
      shortName: 'club',
      location: '',
      beginDate: '2026-05-02',
      endDate: '2026-05-02',
      rounds: 5,
      system: 'McMahon',
      komi: 7.5,
      bar: null,
      floor: null,
      handicapCorrection: null,
      basicMinutes: 30,
      tiebreaks: null,
    },
    players: [
      player('Ames'),
      player('Berg'),
      player('Cole'),
      player('Dahl', [], true),
      player('Eng', [4]),
      player('Fry', [2]),
    ],
    rounds: [
      { number: 1, games: [game(1, 0, 1), game(2, 3, 4)], byes: [{ player: 5, kind: 'forced' }] },
      {
        number: 2,
        games: [game(1, 0, 2), game(2, 1, 4)],
        byes: [{ player: 5, kind: 'voluntary' }],
      },
      { number: 3, games: [game(1, 0, 4), game(2, 1, 5)], byes: [{ player: 2, kind: 'forced' }] },
    ],
    notCarried: [],
  };
}

const ALL = '1'.repeat(20);

function participating(xml: string): Record<string, string> {
  return Object.fromEntries(
    [...xml.matchAll(/<Player name="(\w+)".*? participating="([01]+)"/g)].map((m) => [m[1], m[2]]),
  );
}

/** What the event reads back as: the late arrival is now marked absent from round 1. */
function expectedBack(): ImportedEvent['players'] {
  const players = event().players;
  players[2].absent = [1];
  return players;
}

describe('OpenGotha participating', () => {
  it('marks every round a player is not there, a withdrawn player to the 20th round', () => {
    expect(participating(exportOpenGotha(event()))).toEqual({
      Ames: ALL,
      Berg: ALL,
      Cole: '0' + '1'.repeat(19),
      Dahl: '1' + '0'.repeat(19),
      Eng: '1110' + '1'.repeat(16),
      Fry: '10' + '1'.repeat(18),
    });
  });

  it('reads back absences, requested byes and the withdrawal; a second export is the same', () => {
    const xml = exportOpenGotha(event(), new Date(0));
    const back = parseOpenGotha(xml);
    expect(back.players).toEqual(expectedBack());
    // Voluntary bye rows are the importer's to write (Players Byes and unpaired players).
    expect(back.rounds.map((r) => r.byes)).toEqual([
      [{ player: 5, kind: 'forced' }],
      [],
      [{ player: 2, kind: 'forced' }],
    ]);
    expect(exportOpenGotha(back, new Date(0))).toBe(xml);
  });

  it("reads a file's own participation: the rest of the event missed is byes, not a withdrawal", () => {
    const xml = exportOpenGotha(event(), new Date(0))
      .replace(/(name="Ames".*?participating=")[01]+/, '$1' + '11100' + '1'.repeat(15))
      // Short strings: the rounds past the end take part, as OpenGotha reads them.
      .replace(/(name="Berg".*?participating=")[01]+/, '$111100')
      .replace(/(name="Eng".*?participating=")[01]+/, '$1111' + '0'.repeat(17))
      // A game in a round marked 0 stands; the round is not an absence.
      .replace(/(name="Fry".*?participating=")[01]+/, '$1' + '100' + '1'.repeat(17));
    const back = parseOpenGotha(xml);
    expect(back.players.map((p) => [p.surname, p.absent, p.withdrawn])).toEqual([
      ['Ames', [4, 5], false],
      ['Berg', [4, 5], false],
      ['Cole', [1], false],
      ['Dahl', [], true],
      ['Eng', [], true],
      ['Fry', [2], false],
    ]);
  });

  it('a withdrawn player who never played is out of every round', () => {
    const e = event();
    e.players.push(player('Gone', [2], true));
    expect(participating(exportOpenGotha(e)).Gone).toBe('0'.repeat(20));
    const back = parseOpenGotha(exportOpenGotha(e)).players[6];
    expect([back.absent, back.withdrawn]).toEqual([[], true]);
  });
});

describe('pairgoth skip', () => {
  it('lists every round a player is not there and reads back the same players', () => {
    const tour = exportPairgoth(event());
    const skips = (JSON.parse(tour) as { players: Array<{ name: string; skip?: number[] }> })
      .players;
    expect(skips.map((p) => [p.name, p.skip ?? []])).toEqual([
      ['Ames', []],
      ['Berg', []],
      ['Cole', [1]],
      ['Dahl', Array.from({ length: 19 }, (_, i) => i + 2)],
      ['Eng', [4]],
      ['Fry', [2]],
    ]);
    const back = parsePairgoth(tour);
    // McMahon: each 5k starts 13 ranks below the bar (none given: 9d).
    expect(back.players).toEqual(expectedBack().map((p) => ({ ...p, initialScore: -13 })));
    expect(exportPairgoth(back)).toBe(tour);
  });

  it('a skip to the 20th round reads back as a withdrawal; of the remaining rounds, as byes', () => {
    const data = JSON.parse(exportPairgoth(event())) as {
      players: Array<{ skip?: number[] }>;
    };
    data.players[0].skip = [4, 5];
    data.players[1].skip = Array.from({ length: 17 }, (_, i) => i + 4);
    const back = parsePairgoth(JSON.stringify(data));
    expect(back.players.slice(0, 2).map((p) => [p.absent, p.withdrawn])).toEqual([
      [[4, 5], false],
      [[], true],
    ]);
  });
});

describe('a round asked for, as the sheet scores it', () => {
  it("a withdrawn player's round missed before their last game was asked for; one after it was not", () => {
    const e = event();
    const dahl = e.players[3];
    dahl.absent = [2, 4];
    e.rounds[2] = { number: 3, games: [game(1, 0, 4), game(2, 1, 5), game(3, 2, 3)], byes: [] };
    e.rounds.push({ number: 4, games: [game(1, 0, 1)], byes: [] });
    expect(askedToMiss(e, 3, e.rounds[1])).toBe(true);
    expect(askedToMiss(e, 3, e.rounds[3])).toBe(false);
  });
});

describe('paired in a round the file marks them out of', () => {
  it('names a bye as it names a game, and nothing for a round they sit out', () => {
    const rounds = [
      { number: 1, games: [game(1, 0, 1)], byes: [{ player: 2, kind: 'forced' as const }] },
      { number: 2, games: [game(1, 0, 2)], byes: [] },
    ];
    const players = [player('Ames'), player('Berg'), player('Cole')];
    expect(pairedWhileOut(new Set([1, 2]), { rounds, players }, 2, 'participating')).toEqual([
      'Round 1: Cole, X has a bye in the file, though participating marks them out of that round; the bye is kept and the round is not among their Byes.',
      'Round 2: Cole, X has a game in the file, though participating marks them out of that round; the game is kept and the round is not among their Byes.',
    ]);
    expect(pairedWhileOut(new Set([2]), { rounds, players }, 1, 'participating')).toEqual([]);
  });
});

describe('a withdrawal the file cannot date', () => {
  // Cole plays round 1, takes part in round 2 without a game, then is out of round 3 on.
  const rounds = [
    { number: 1, games: [game(1, 0, 2)], byes: [] },
    { number: 2, games: [game(1, 0, 1)], byes: [] },
    { number: 3, games: [game(1, 0, 1)], byes: [] },
  ];
  const cole = (absent: number[]) => ({
    rounds,
    players: [player('Ames'), player('Berg'), player('Cole', absent)],
  });

  it('keeps them active, naming only the rounds from the next one on as Byes', () => {
    expect(unclearWithdrawal(new Set([3, 4]), cole([3, 4]), 2, 4, 0)).toEqual([
      'Round 2: Cole, X takes part but has no game, and the file has them out of every round from 4 on, as it marks a withdrawal; it cannot tell a withdrawal from rounds asked to miss, so they stay active with 4 in Byes. If they have left, set Status to withdrawn.',
    ]);
  });

  it('says nothing when they come back in a later round, or the event has no round left', () => {
    expect(unclearWithdrawal(new Set([3, 4]), cole([3, 4]), 2, 5, 0)).toEqual([]);
    expect(unclearWithdrawal(new Set([3, 4, 5]), cole([3]), 2, 5, 0)).toEqual([]);
  });
});
