import { describe, expect, it } from 'vitest';
import { parseOpenGotha } from '../../src/interop';

/** A file with two players, the games and byes given, and `parameters` (maybe none). */
const file = (games: string, parameters = ''): string => `<Tournament dataVersion="201">
<Players>
<Player name="Smith" firstName="Ann" rank="3K"/>
<Player name="Ng" firstName="Li" rank="5K"/>
<Player name="Lo" firstName="Bo" rank="6K"/>
</Players>
<Games>
${games}
</Games>
${parameters}
</Tournament>`;

const GAMES = `<Game roundNumber="1" tableNumber="1" whitePlayer="SMITHANN" blackPlayer="NGLI" result="RESULT_WHITEWINS"/>
<Game roundNumber="2" tableNumber="1" whitePlayer="NGLI" blackPlayer="LOBO" result="RESULT_BLACKWINS"/>
<ByePlayer roundNumber="3" player="LOBO"/>`;

describe('An OpenGotha file without its parameter set', () => {
  it('takes the number of rounds from the last round with a game or a bye, and says so', () => {
    const event = parseOpenGotha(file(GAMES));
    expect(event.settings.rounds).toBe(3);
    expect(event.rounds.map((r) => [r.number, r.games.length, r.byes.length])).toEqual([
      [1, 1, 0],
      [2, 1, 0],
      [3, 0, 1],
    ]);
    expect(event.notCarried).toEqual([
      'The file has no <TournamentParameterSet>: Rounds is 3, the last round with a game or a bye; the name, dates, bar and floor are blank, komi is 7.5, and the system and handicap are McMahon and None.',
    ]);
  });

  it('a parameter set without <GeneralParameterSet> is read the same way', () => {
    const event = parseOpenGotha(
      file(
        GAMES.split('\n').slice(0, 2).join('\n'),
        `<TournamentParameterSet><HandicapParameterSet hdCeiling="0"/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion number="1" name="NBW"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet/></TournamentParameterSet>`,
      ),
    );
    expect(event.settings.rounds).toBe(2);
    expect(event.notCarried).toEqual([
      'The file has no <GeneralParameterSet>: Rounds is 2, the last round with a game or a bye; the name, dates, bar and floor are blank, komi is 7.5, and the system and handicap are Swiss and None.',
    ]);
  });

  it('without games or byes, the event has one round', () => {
    const event = parseOpenGotha(file(''));
    expect([event.settings.rounds, event.rounds]).toEqual([1, []]);
    expect(event.notCarried).toEqual([
      'The file has no <TournamentParameterSet>: Rounds is 1, as no round has a game or a bye; the name, dates, bar and floor are blank, komi is 7.5, and the system and handicap are McMahon and None.',
    ]);
  });

  it('a round number that is not one is refused naming the line', () => {
    expect(() =>
      parseOpenGotha(file(GAMES.replace('roundNumber="2"', 'roundNumber="two"'))),
    ).toThrow(
      'OpenGotha file, line 9, <Game>: roundNumber="two" is not a whole number from 1 to 99.',
    );
  });
});
