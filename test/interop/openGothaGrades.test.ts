/**
 * An OpenGotha Player's grade (the rank declared) apart from its rank (the one OpenGotha pairs
 * by): Pairsheet keeps the rank, and the Import report names each player whose grade differs.
 */
import { describe, expect, it } from 'vitest';
import { parseOpenGotha } from '../../src/interop';

const file = `<Tournament dataVersion="201">
<Players>
<Player name="Lee" firstName="A" rank="3K" grade="1K"/>
<Player name="Kim" firstName="B" rank="2D" grade="2D"/>
<Player name="Wu" firstName="C" grade="5K"/>
<Player name="Ng" firstName="-" rank="1D" grade="10K"/>
</Players>
</Tournament>`;

describe('OpenGotha rank and grade', () => {
  it('keeps the rank and names the grades that differ', () => {
    const event = parseOpenGotha(file);
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([
      ['Lee', -3],
      ['Kim', 2],
      ['Wu', -5],
      ['Ng', 1],
    ]);
    expect(event.notCarried.filter((n) => n.startsWith('Grades'))).toEqual([
      'Grades other than the rank (the grade the player declared; Pairsheet keeps the rank OpenGotha pairs by): Lee, A (rank 3K, grade 1K); Ng (rank 1D, grade 10K).',
    ]);
  });
});
