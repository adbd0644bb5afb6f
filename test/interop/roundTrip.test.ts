import { describe, expect, it } from 'vitest';
import {
  exportOpenGotha,
  exportPairgoth,
  parseOpenGotha,
  parsePairgoth,
  type ImportedEvent,
} from '../../src/interop';
import { lakeside } from './fixture';

const withoutNotes = (e: ImportedEvent): Omit<ImportedEvent, 'notCarried'> => ({
  settings: e.settings,
  players: e.players,
  rounds: e.rounds,
});

/** pairgoth has no forfeit flag: the fixture's forfeit becomes a plain win there. */
function withoutForfeits(e: ImportedEvent): ImportedEvent {
  for (const r of e.rounds) for (const g of r.games) g.result.forfeit = false;
  return e;
}

describe('OpenGotha XML round trip', () => {
  it('import → export → import keeps players, games, colours, handicaps, results, byes and absences', () => {
    const event = lakeside();
    const xml = exportOpenGotha(event, new Date(Date.UTC(2025, 3, 6, 18, 0, 0)));
    expect(xml).toContain('dataVersion="201"');
    expect(xml).toContain('saveDT="20250406180000"');
    expect(xml).toContain('participating="11011111111111111111"');
    const back = parseOpenGotha(xml);
    expect(withoutNotes(back)).toEqual(withoutNotes(event));
    expect(exportOpenGotha(back, new Date(Date.UTC(2025, 3, 6, 18, 0, 0)))).toBe(xml);
  });

  it('reads a hand-written OpenGotha file with comments, entities, single quotes and OpenGotha quirks', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- saved by hand -->
<Tournament fullVersionNumber="3.51" runningMode="SAL">
<Players>
  <Player name="d&apos;Arc" firstName='Jeanne' rank="3K" grade="2K" rating="1800" country="fr"
     club="ParisGo" egfPin="12345678&#10;" agaId="" participating="10111111111111111111" registeringStatus="PRE"/>
  <Player name="M&#252;ller &amp; Sohn" firstName="Jörg" rank="1D" rating="2100" country="" club="" participating="11111111111111111111"/>
  <Player name="Ng" firstName="Li" rank="10K" rating="1100" country="SG" club="" participating="11111111111111111111"/>
</Players>
<Games>
  <Game roundNumber="1" tableNumber="0" whitePlayer="MÜLLER&amp;SOHNJÖRG" blackPlayer="D'ARCJEANNE" handicap="2" result="RESULT_EQUAL_BYDEF"/>
  <Game roundNumber="2" tableNumber="0" whitePlayer="NGLI" blackPlayer="MÜLLER&amp;SOHNJÖRG" handicap="0" result="RESULT_BOTHLOOSE"/>
</Games>
<ByePlayer><ByePlayer roundNumber="1" player="NGLI"/></ByePlayer>
<TournamentParameterSet>
  <GeneralParameterSet name="Test &lt;Open&gt;" numberOfRounds="3" komi="6.5" basicTime="60" genMMBar="4D" genMMFloor="25K"/>
  <HandicapParameterSet hdCorrection="2" hdCeiling="9"/>
  <PlacementParameterSet><PlacementCriteria><PlacementCriterion number="1" name="NBW"/></PlacementCriteria></PlacementParameterSet>
  <PairingParameterSet paiMaMaximizeSeeding="5000"/>
</TournamentParameterSet>
</Tournament>
`;
    const event = parseOpenGotha(xml);
    expect(event.settings).toMatchObject({
      name: 'Test <Open>',
      rounds: 3,
      komi: 6.5,
      system: 'Swiss',
      bar: 4,
      floor: -25,
      handicapCorrection: 2,
      basicMinutes: 60,
    });
    expect(
      event.players.map((p) => [p.surname, p.firstName, p.rank, p.country, p.egfPin, p.absent]),
    ).toEqual([
      ["d'Arc", 'Jeanne', -3, 'FR', '12345678', [2]],
      ['Müller & Sohn', 'Jörg', 1, '', '', []],
      ['Ng', 'Li', -10, 'SG', '', []],
    ]);
    expect(event.rounds).toEqual([
      {
        number: 1,
        games: [
          {
            board: 1,
            white: 1,
            black: 0,
            handicap: 2,
            komi: 0.5,
            result: { outcome: 'jigo', forfeit: true },
          },
        ],
        byes: [{ player: 2, kind: 'forced' }],
      },
      {
        number: 2,
        games: [
          {
            board: 1,
            white: 2,
            black: 1,
            handicap: 0,
            komi: 6.5,
            result: { outcome: 'both lose', forfeit: false },
          },
        ],
        byes: [],
      },
    ]);
    expect(event.notCarried).toEqual([
      'Handicaps by McMahon score difference (hdBasedOnMMS): Pairsheet gives handicaps by the difference in rank.',
      'Pairing weights (PairingParameterSet): Pairsheet pairs by its own rules.',
      "Grades other than the rank (the grade the player declared; Pairsheet keeps the rank OpenGotha pairs by): d'Arc, Jeanne (rank 3K, grade 2K).",
      '1 player was only pre-registered (PRE); imported as active players.',
    ]);
    // The score alone names no tiebreak: Settings › Tiebreaks keeps its default.
    expect(event.settings.tiebreaks).toBe(null);
    // Exported as OpenGotha writes it: clubs cut to 4 letters, a short name made up, a Swiss
    // event without handicaps (hdCeiling 0 tells pairgoth it is Swiss; formats.md §4), and
    // without tiebreaks given, NBW then SOSW, read back as Buchholz.
    const again = parseOpenGotha(exportOpenGotha(event));
    event.players[0].club = 'Pari';
    event.settings.shortName = 'TestOpen';
    event.settings.handicapCorrection = null;
    event.settings.tiebreaks = ['Buchholz'];
    // The file gives no points for an absence; the export writes Pairsheet's 0.
    expect(event.settings.requestedByePoints).toBe(undefined);
    event.settings.requestedByePoints = 0;
    expect(withoutNotes(again)).toEqual(withoutNotes(event));
  });
});

describe('pairgoth .tour round trip', () => {
  it('import → export → import keeps players, games, colours, handicaps, results, byes and absences', () => {
    const event = withoutForfeits(lakeside());
    const tour = exportPairgoth(event);
    const back = parsePairgoth(tour);
    // pairgoth's file has no points for a round sat out: read back as not given.
    expect(back.settings.requestedByePoints).toBe(undefined);
    delete event.settings.requestedByePoints;
    // McMahon: each rank's start below the 3d bar, floor 20k (no correction in the file).
    const scores = [-1, -5, -3, -7, -12, -7];
    event.players.forEach((p, i) => (p.initialScore = scores[i]));
    expect(withoutNotes(back)).toEqual(withoutNotes(event));
    expect(exportPairgoth(back)).toBe(tour);
  });

  it('reads a pairgoth file with a BOM, a bye against id 0, skips, trimmed ids and unplayed rounds', () => {
    const tour = `\uFEFF{"id":42,"type":"INDIVIDUAL","name":"Lakeside","shortName":"lk","startDate":"2025-04-05","endDate":"2025-04-06",
 "country":"nl","location":"Utrecht","online":false,"komi":6.5,"rules":"JAPANESE","gobanSize":19,"rounds":4,
 "timeSystem":{"type":"CANADIAN","mainTime":3600,"byoyomi":300,"stones":15},
 "pairing":{"type":"MAC_MAHON","placement":["MMS","SOSM"],"mmFloor":-20,"mmBar":2},
 "players":[{"id":1,"name":"De Vries","firstname":"Jan","rating":2150,"rank":1,"country":"NL","club":"Utre","final":true,"egf":"12345678\\n","skip":[3]},
  {"id":3,"name":"Kowalska","firstname":"Ewa","rating":1950,"rank":-1,"country":"PL","club":"Wars"},
  {"id":2,"name":"Ng","firstname":"Li","rating":1150,"rank":-10,"country":"SG","club":"","aga":" 77 "}],
 "games":[[{"id":7,"t":1,"w":1,"b":3,"h":0,"r":"w"},{"id":8,"t":0,"w":0,"b":2,"h":0,"r":"b"}],
  [{"id":9,"t":1,"w":2,"b":3,"h":4,"r":"="}],[],[]]}`;
    const event = parsePairgoth(tour);
    expect(event.settings).toMatchObject({
      name: 'Lakeside',
      rounds: 4,
      komi: 6.5,
      system: 'McMahon',
      bar: 3,
      floor: -20,
      basicMinutes: 60,
      // No handicap object: pairgoth's McMahon default, minus 1.
      handicapCorrection: 1,
    });
    expect(event.players.map((p) => [p.surname, p.rank, p.egfPin, p.agaId, p.absent])).toEqual([
      ['De Vries', 2, '12345678', '', [3]],
      ['Kowalska', -1, '', '', []],
      ['Ng', -10, '', '77', []],
    ]);
    expect(event.rounds).toEqual([
      {
        number: 1,
        games: [
          {
            board: 1,
            white: 0,
            black: 1,
            handicap: 0,
            komi: 6.5,
            result: { outcome: 'white', forfeit: false },
          },
        ],
        byes: [{ player: 2, kind: 'forced' }],
      },
      {
        number: 2,
        games: [
          {
            board: 1,
            white: 2,
            black: 1,
            handicap: 4,
            komi: 0.5,
            result: { outcome: 'jigo', forfeit: false },
          },
        ],
        byes: [],
      },
    ]);
    // De Vries was not paired in round 2 though not skipped: the export says he sat it out.
    const again = parsePairgoth(exportPairgoth(event));
    event.players[0].absent = [2, 3];
    expect(withoutNotes(again)).toEqual(withoutNotes(event));
  });
});
