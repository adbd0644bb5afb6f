/**
 * Settings › Tiebreaks of a Swiss event in the OpenGotha and pairgoth files: written as
 * placement criteria where the file has a name for them, the others named under the download,
 * and read back by Import event.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

/** A four-player go Swiss with ratings, round 1 played, Tiebreaks as given. */
function swiss(tiebreaks: string, system = 'Swiss'): Event {
  const event = newEvent({
    players: [
      playerRow({ Name: 'Smith, John', Rank: '2k', Rating: 1950 }),
      playerRow({ Name: 'Okafor, Ada', Rank: '1k', Rating: 2000 }),
      playerRow({ Name: 'Lee, Bo', Rank: '1d', Rating: 2100 }),
      playerRow({ Name: 'Ng, Li', Rank: '3k', Rating: 1850 }),
    ],
    settings: { 'Pairing system': system, Rounds: 3, Tiebreaks: tiebreaks },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  return event;
}

const exported = (event: Event, format: string): { text: string; notes: string[] } => {
  const answer = dialogCall(event, 'exportEventFile', { format, temporaryIds: true });
  expect(answer.ok).toBe(true);
  return { text: answer.text!, notes: answer.notes ?? [] };
};

const criteria = (xml: string): string[] =>
  [...xml.matchAll(/<PlacementCriterion number="(\d)" name="([^"]*)"\/>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('Export results… OpenGotha: Settings › Tiebreaks as placement criteria', () => {
  it('writes the score, then the chosen tiebreaks in order; ARO and Cut-1 are named as left out', () => {
    const og = exported(
      swiss('Progressive, Buchholz Cut-1, SB, ARO, Direct encounter'),
      'opengotha',
    );
    expect(criteria(og.text)).toEqual(['1 NBW', '2 CUSSW', '3 SODOSW', '4 DC']);
    expect(og.notes).toContain(
      'Settings › Tiebreaks: Buchholz Cut-1 and ARO have no placement criterion that both OpenGotha and pairgoth read, so the file leaves them out; it ranks by NBW, CUSSW, SODOSW, DC.',
    );
  });

  it('Stable Swiss too; the default Buchholz, SB is NBW, SOSW, SODOSW with no note', () => {
    const og = exported(swiss('Wins, Buchholz', 'Stable Swiss'), 'opengotha');
    expect(criteria(og.text)).toEqual(['1 NBW', '2 NBW', '3 SOSW']);
    expect(og.notes.join(' ')).not.toMatch(/Tiebreaks/);
    const plain = exported(swiss('Buchholz, SB'), 'opengotha');
    expect(criteria(plain.text)).toEqual(['1 NBW', '2 SOSW', '3 SODOSW']);
    expect(plain.notes.join(' ')).not.toMatch(/Tiebreaks/);
  });
});

/** The file imported into a new workbook: its Tiebreaks setting and the Import report's notes. */
function importInto(text: string, fileName = 'club.xml'): { tiebreaks: unknown; report: string[] } {
  const copy = newEvent();
  expect(dialogCall(copy, 'importEventFile', { fileName, text }).ok).toBe(true);
  const settings = copy.values('Settings');
  return {
    tiebreaks: settings.find((r) => r[0] === 'Tiebreaks')?.[1],
    report: copy
      .values('Import report')
      .slice(1)
      .map((r) => String(r[0])),
  };
}

describe('Import event: an OpenGotha Swiss file’s placement criteria', () => {
  it('round trip: exported then imported, Settings › Tiebreaks is the same, and the report says so', () => {
    const og = exported(swiss('Progressive, SB, Wins, Direct encounter'), 'opengotha');
    const back = importInto(og.text);
    expect(back.tiebreaks).toBe('Progressive, SB, Wins, Direct encounter');
    expect(back.report).toContain(
      'Placement criteria NBW, CUSSW, SODOSW, NBW, DC: Settings › Tiebreaks set to Progressive, SB, Wins, Direct encounter.',
    );
    // Not among the settings left at their defaults.
    expect(back.report.find((n) => n.startsWith('Settings the OpenGotha file'))).not.toMatch(
      /Tiebreaks/,
    );
  });

  it('a criterion with no Pairsheet tiebreak leaves the default, named on the Import report', () => {
    const og = exported(swiss('Buchholz, SB'), 'opengotha');
    const text = og.text.replace(
      '<PlacementCriterion number="3" name="SODOSW"/>',
      '<PlacementCriterion number="3" name="SOSOSW"/>',
    );
    const back = importInto(text);
    expect(back.tiebreaks).toBe('Buchholz, SB');
    expect(back.report).toContain(
      'Placement criteria NBW, SOSW, SOSOSW: SOSOSW is not a tiebreak Pairsheet has, so Settings › Tiebreaks keeps its default (Buchholz, SB). If the event ranked otherwise, type its tiebreaks there.',
    );
    expect(back.report.find((n) => n.startsWith('Settings the OpenGotha file'))).toMatch(
      /Tiebreaks: Buchholz, SB/,
    );
  });
});

describe('pairgoth: Settings › Tiebreaks as placement', () => {
  it('exported then imported, Settings › Tiebreaks is the same; ARO is named as left out', () => {
    const pg = exported(swiss('Buchholz Cut-1, ARO, SB'), 'pairgoth');
    expect((JSON.parse(pg.text) as { pairing: { placement: string[] } }).pairing.placement).toEqual(
      ['NBW', 'SOSWM1', 'SODOSW'],
    );
    expect(pg.notes).toContain(
      'Settings › Tiebreaks: ARO has no pairgoth placement criterion, so the file leaves it out; it ranks by NBW, SOSWM1, SODOSW.',
    );
    expect(importInto(pg.text, '000001-club.tour').tiebreaks).toBe('Buchholz Cut-1, SB');
  });
});
