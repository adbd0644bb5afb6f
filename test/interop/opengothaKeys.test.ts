import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha, type ImportedEvent } from '../../src/interop';
import { lakeside } from './fixture';

const SAVED = new Date(Date.UTC(2025, 3, 6, 18, 0, 0));

/** Lakeside with "Ada Park", known by one name, in place of 李 明: a game in round 1, a bye in round 3. */
function withOneName(): ImportedEvent {
  const event = lakeside();
  event.players[3] = { ...event.players[3], surname: 'Ada Park', firstName: '' };
  // Round 3: =Smith plays Kowalska-Nowak, Ada Park has the bye.
  event.rounds[2].games[1].white = 4;
  event.rounds[2].byes = [{ player: 3, kind: 'forced' }];
  return event;
}

/** A file as OpenGotha writes it, the player without a first name referred to by `key`. */
const written = (key: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
<Player name="Smith" firstName="-" rank="3K" rating="1750"/>
<Player name="Ng" firstName="Li" rank="5K" rating="1550"/>
</Players>
<Games>
<Game roundNumber="1" tableNumber="1" whitePlayer="${key}" blackPlayer="NGLI" handicap="0" result="RESULT_WHITEWINS"/>
</Games>
<ByePlayers><ByePlayer roundNumber="2" player="${key}"/></ByePlayers>
<TournamentParameterSet>
<GeneralParameterSet name="Keys" numberOfRounds="2"/>
<HandicapParameterSet hdCeiling="0"/>
<PlacementParameterSet/>
<PairingParameterSet/>
</TournamentParameterSet>
</Tournament>
`;

describe('OpenGotha keys of a player without a first name (formats.md §4)', () => {
  it('are written as OpenGotha computes them: name + "-"', () => {
    const lines = exportOpenGotha(withOneName(), SAVED).split('\n');
    expect(lines.filter((l) => /ADAPARK|Ada Park/.test(l))).toEqual([
      '<Player name="Ada Park" firstName="-" rank="5K" grade="5K" rating="1550" country="CN" club="" egfPin="" agaId="7" participating="11111111111111111111" registeringStatus="FIN"/>',
      '<Game roundNumber="1" tableNumber="2" whitePlayer="O\'BRIENSÉAN" blackPlayer="ADAPARK-" handicap="2" knownColor="true" result="RESULT_BLACKWINS"/>',
      '<Game roundNumber="2" tableNumber="3" whitePlayer="ADAPARK-" blackPlayer="=SMITH,JRBOB" handicap="5" knownColor="true" result="RESULT_BLACKWINS"/>',
      '<ByePlayer roundNumber="3" player="ADAPARK-"/>',
    ]);
  });

  it('come back as the same player, with no first name', () => {
    const event = withOneName();
    const back = parseOpenGotha(exportOpenGotha(event, SAVED));
    expect(back.players).toEqual(event.players);
    expect(back.rounds).toEqual(event.rounds);
  });

  it('are read as OpenGotha writes them, and as Pairsheet wrote them before (name alone)', () => {
    for (const key of ['SMITH-', 'SMITH', 'smith -']) {
      const event = parseOpenGotha(written(key));
      expect(
        event.players.map((p) => [p.surname, p.firstName]),
        key,
      ).toEqual([
        ['Smith', ''],
        ['Ng', 'Li'],
      ]);
      expect(
        event.rounds.map((r) => [r.games.map((g) => [g.white, g.black]), r.byes]),
        key,
      ).toEqual([
        [[[0, 1]], []],
        [[], [{ player: 0, kind: 'forced' }]],
      ]);
    }
  });

  it('the name alone still means the player whose name and first name make it', () => {
    const xml = written('SMITH').replace(
      '<Player name="Ng" firstName="Li"',
      '<Player name="Smit" firstName="H" rank="1D"/>\n<Player name="Ng" firstName="Li"',
    );
    const event = parseOpenGotha(xml.replace('blackPlayer="NGLI"', 'blackPlayer="SMITH-"'));
    expect(event.rounds[0].games.map((g) => [g.white, g.black])).toEqual([[1, 0]]);
    expect(event.rounds[1].byes).toEqual([{ player: 1, kind: 'forced' }]);
  });

  it('a key that names no player is refused naming the line', () => {
    expect(() => parseOpenGotha(written('SMITH--'))).toThrow(
      'OpenGotha file, line 8, <Game>: whitePlayer="SMITH--" is not a player of <Players>.',
    );
  });
});

describe('OpenGotha keys of a name with an ideographic space', () => {
  /** Lakeside with 鈴木 and 一郎 with an ideographic space (U+3000) between, known by one name, in place of 李 明. */
  function withSuzuki(): ImportedEvent {
    const event = withOneName();
    event.players[3] = { ...event.players[3], surname: '鈴木　一郎' };
    return event;
  }

  it('keep it, as OpenGotha removes only plain spaces', () => {
    const lines = exportOpenGotha(withSuzuki(), SAVED).split('\n');
    expect(lines.filter((l) => /鈴木/.test(l) && !l.startsWith('<Player '))).toEqual([
      '<Game roundNumber="1" tableNumber="2" whitePlayer="O\'BRIENSÉAN" blackPlayer="鈴木　一郎-" handicap="2" knownColor="true" result="RESULT_BLACKWINS"/>',
      '<Game roundNumber="2" tableNumber="3" whitePlayer="鈴木　一郎-" blackPlayer="=SMITH,JRBOB" handicap="5" knownColor="true" result="RESULT_BLACKWINS"/>',
      '<ByePlayer roundNumber="3" player="鈴木　一郎-"/>',
    ]);
  });

  it('come back as the same player', () => {
    const event = withSuzuki();
    const back = parseOpenGotha(exportOpenGotha(event, SAVED));
    expect(back.players).toEqual(event.players);
    expect(back.rounds).toEqual(event.rounds);
  });
});
