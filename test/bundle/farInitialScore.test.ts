import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults } from '../support/event';

/**
 * Eight players, bands built: 3d and up (P1, P2) at 0, then 1d … 5k at −1 … −6. P4 (the 1k,
 * on Players row 5) gets `initial` typed over their band's score when it is given.
 */
function field(system: string, initial?: number) {
  const ranks = ['3d', '3d', '1d', '1k', '2k', '3k', '4k', '5k'];
  const players = ranks.map((rank, i) => playerRow({ Name: `P${i + 1}`, Rank: rank }));
  const event = newEvent({ players, settings: { 'Pairing system': system, Rounds: 5 } });
  event.click('Build bands');
  if (initial !== undefined) event.edit('Players', 3, 'Initial score', initial);
  event.ss.ui.alerts.length = 0;
  return event;
}

// Initial score is column J of Players; P4 is on row 5.
const far = (advice: string): string =>
  `Players!J5: P4's Initial score 1850 is 1850 points above the top band (0), more than 5 rounds can make up. ${advice}`;
const UNDO =
  'If it was typed by mistake, correct it, then run "Undo last pairing" and "Pair next round" again.';
const STANDINGS = 'If it was typed by mistake, correct it and run "Update standings" again.';

describe('an Initial score far from every band (McMahon)', () => {
  it('is paired as before and named with its cell in the Pair next round dialog', () => {
    const typo = field('McMahon', 1850);
    typo.click('Pair next round');
    expect(typo.lastAlert()).toBe(`Pairsheet: Pair next round\nRound 1: 4 boards.\n\n${far(UNDO)}`);
    // 5 above the top band (the rounds can make it up) draws no word, and pairs the same.
    const near = field('McMahon', 5);
    near.click('Pair next round');
    expect(near.ss.ui.alerts).toEqual([]);
    expect(near.ss.toasts.at(-1)?.msg).toBe('Round 1: 4 boards.');
    expect(typo.values('Round 1')).toEqual(near.values('Round 1'));
    expect(typo.values('Round 1').map((r) => [r[1], r[2]])).toEqual([
      ['White', 'Black'],
      ['P4', 'P1'],
      ['P2', 'P3'],
      ['P5', 'P6'],
      ['P7', 'P8'],
    ]);
  });

  it('draws no word for a deliberate bonus 2 above the top band', () => {
    const guest = field('McMahon', 2);
    guest.click('Pair next round');
    guest.click('Check round');
    guest.click('Update standings');
    expect(guest.ss.ui.alerts.map((a) => a.prompt)).toEqual([
      'Round 1 looks right: 4 boards, no bye rows. 4 results still to come: boards 1–4 (F5–F8).',
    ]);
    expect(guest.ss.toasts.slice(-2).map((t) => t.msg)).toEqual([
      'Round 1: 4 boards.',
      'Standings updated after 1 round. Leader: P4 (2). 4 results still missing: Round 1: boards 1–4 (F5–F8).',
    ]);
  });

  it('is listed by Check round, with Undo as the way back until a result is in', () => {
    const event = field('McMahon', 1850);
    event.click('Pair next round');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• ${far(UNDO)}`,
    );
    typeResults(event, 1, () => 'W+');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• ${far('If it was typed by mistake, correct it: the next round and the standings will use the corrected score.')}`,
    );
  });

  it('is named by Update standings, where it would lead the table', () => {
    const event = field('McMahon', 1850);
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Update standings\nStandings written before round 1: no round is paired yet, so they list the players in their starting order. Run "Pair next round" to start.\n\n${far(STANDINGS)}`,
    );
  });

  it('names a score below the bottom band, and a withdrawn player only in the standings', () => {
    const event = field('McMahon');
    event.edit('Players', 2, 'Initial score', -12);
    event.edit('Players', 4, 'Initial score', 15);
    event.edit('Players', 4, 'Status', 'withdrawn');
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 1: 3 boards. Forced bye: P3.\n\nPlayers!J4: P3's Initial score −12 is 6 points below the bottom band (−6), more than 5 rounds can make up. ${UNDO}`,
    );
    // Withdrawn, P5 is not paired and listed last, on 15: the standings name that cell too.
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Update standings\nStandings updated after 1 round. Leader: P2 (0). 3 results still missing: Round 1: boards 1–3 (F5–F7).\n\nPlayers!J4: P3's Initial score −12 is 6 points below the bottom band (−6), more than 5 rounds can make up. Players!J6: P5's Initial score 15 is 15 points above the top band (0), more than 5 rounds can make up. If any of these scores was typed by mistake, correct it and run "Update standings" again.`,
    );
  });

  it('names each of two far scores with its cell, then gives the advice once', () => {
    const event = field('McMahon', 1850);
    event.edit('Players', 7, 'Initial score', -40);
    const both =
      "Players!J5: P4's Initial score 1850 is 1850 points above the top band (0), more than 5 rounds can make up. Players!J9: P8's Initial score −40 is 34 points below the bottom band (−6), more than 5 rounds can make up. If any of these scores was typed by mistake, correct it";
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 1: 4 boards.\n\n${both}, then run "Undo last pairing" and "Pair next round" again.`,
    );
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• ${both}, then run "Undo last pairing" and "Pair next round" again.`,
    );
    typeResults(event, 1, () => 'W+');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• ${both}: the next round and the standings will use the corrected score.`,
    );
  });

  it('without band scores on the Bands tab, is held against the other players', () => {
    const event = field('McMahon', 1850);
    event.ss.deleteSheet(event.ss.getSheetByName('Bands')!);
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 1: 4 boards.\n\nPlayers!J5: P4's Initial score 1850 is 1850 points above every other player's (the highest is 0), more than 5 rounds can make up. ${UNDO}`,
    );
  });
});

describe.each(['Swiss', 'Stable Swiss'])('%s', (system) => {
  it('ignores the Initial score (everyone starts at 0), so says nothing of it', () => {
    const typo = field(system, 1850);
    const plain = field(system);
    for (const event of [typo, plain]) {
      event.click('Pair next round');
      typeResults(event, 1, () => 'W+');
      event.click('Pair next round');
      event.click('Check round');
    }
    expect(typo.ss.ui.alerts).toEqual(plain.ss.ui.alerts);
    expect(typo.ss.toasts.map((t) => t.msg)).toEqual(plain.ss.toasts.map((t) => t.msg));
    expect(typo.values('Round 2')).toEqual(plain.values('Round 2'));
  });
});
