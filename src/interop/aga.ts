import { InputError } from '../engine/errors';
import { formatRank } from '../engine/rank';
import { agaIdsQuestion, isAgaId } from './agaIds';
import { asciiNamePart, losesCharacters, lostNamesNote, toAscii } from './ascii';
import { fileDates } from './eventDetails';
import { requireRanks } from './ranks';
import { sheetName, type ImportedEvent, type ImportedPlayer } from './types';

/** ISO yyyy-mm-dd → m/d/yyyy as in the AGA sample (formats.md §1); '' stays ''. */
function agaDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${Number(m[2])}/${Number(m[3])}/${m[1]}` : iso;
}

/**
 * "Last, First" in ASCII; commas inside either part are dropped (the comma separates them,
 * formats.md §1), and a part with no ASCII letter at all is written "Unknown".
 */
function agaName(p: ImportedPlayer): string {
  const part = (s: string): string =>
    asciiNamePart(s, (t) => t.replace(/,/g, '').replace(/\s+/g, ' ').trim());
  return p.firstName ? `${part(p.surname)}, ${part(p.firstName)}` : part(p.surname);
}

export interface AgaExport {
  text: string;
  /**
   * For the TD (the Export report): games left out (not a plain win), temporary ids, ranks
   * derived from ratings, names without ASCII letters, blank dates or place.
   */
  notes: string[];
}

/**
 * The AGA results file (formats.md §1): header, PLAYERS (id, "Last, First", rank), one GAMES
 * section per round with White first, the winner's colour, handicap and komi. Byes and
 * absences are not written. Without `temporaryIds`, a player without an AGA id is refused.
 */
export function exportAgaResults(
  event: ImportedEvent,
  options: { temporaryIds?: boolean } = {},
): AgaExport {
  const s = event.settings;
  const { listed, unlisted } = agaListedPlayers(event);
  const question = options.temporaryIds
    ? null
    : agaIdsQuestion(
        listed.map((i) => event.players[i]),
        'export with temporary ids',
      );
  if (question) throw new InputError(question);
  const notes: string[] = [];
  if (unlisted.length) {
    notes.push(
      `Neither a rank nor a rating, and no game played (withdrawn before playing), so not listed: ${unlisted.map((i) => sheetName(event.players[i])).join('; ')}.`,
    );
  }
  const { ranks, note } = requireRanks(event, listed, 'AGA results file');
  if (note) notes.push(note);
  const used = new Set(event.players.filter((p) => isAgaId(p.agaId)).map((p) => Number(p.agaId)));
  // Like OpenGotha, temporary ids count down from 99999, outside the ids in use.
  let next = 99999;
  const ids = event.players.map((p, i) => {
    if (!ranks.has(i)) return '';
    if (isAgaId(p.agaId)) return String(Number(p.agaId));
    while (used.has(next)) next--;
    used.add(next);
    const typed = p.agaId.trim();
    notes.push(
      typed
        ? `${sheetName(p)}: temporary id ${next}, as "${typed}" is not an AGA id (1 to 5 digits); correct it on the Players tab and export again if the player has one.`
        : `${sheetName(p)}: temporary id ${next}; the AGA rates the game once the player holds a membership.`,
    );
    return String(next--);
  });
  const lines: string[] = [];
  const place = [s.name, s.location]
    .map((t) => toAscii(t).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');
  if (!s.location.trim()) {
    notes.push('Settings: Location is blank, so the TOURNEY line has no place; the AGA needs it.');
  } else if (!toAscii(s.location).trim()) {
    notes.push(
      `Settings: Location "${s.location.trim()}" has no characters the AGA results file can hold, so the TOURNEY line has no place; the AGA needs it. Type the place in Latin letters.`,
    );
  }
  const { begin, end, note: datesNote } = fileDates(s, 'start= and finish= lines');
  if (datesNote) notes.push(datesNote);
  const dates = begin === end ? agaDate(begin) : `${agaDate(begin)}-${agaDate(end)}`;
  if (losesCharacters(s.name) || losesCharacters(s.location)) {
    notes.push(
      `The event name or location has characters the AGA results file cannot hold; the TOURNEY line has "${place}".`,
    );
  }
  lines.push(`TOURNEY ${[place, dates].filter(Boolean).join(', ')}`);
  if (begin) lines.push(`\tstart=${agaDate(begin)}`, `\tfinish=${agaDate(end)}`);
  lines.push('\trules=AGA');
  lines.push('PLAYERS');
  const order = [...listed].sort((a, b) => Number(ids[a]) - Number(ids[b]));
  const lost = order
    .filter((i) => losesCharacters(sheetName(event.players[i])))
    .map((i) => ({
      name: sheetName(event.players[i]),
      id: isAgaId(event.players[i].agaId) ? ids[i] : '',
      written: agaName(event.players[i]),
    }));
  if (lost.length > 0) notes.push(lostNamesNote('AGA results file', 'AGA', 'AGA id', lost));
  for (const i of order) {
    const p = event.players[i];
    lines.push(`${ids[i]}\t${agaName(p)}\t${formatRank(ranks.get(i)!)}`);
  }
  // Games with no result yet: counted here; the sheet's note names their cells.
  let open = 0;
  for (const r of event.rounds) {
    lines.push('', `GAMES ${r.number}`);
    for (const g of r.games) {
      const { outcome, forfeit } = g.result;
      if (!forfeit && outcome === 'unknown') {
        open++;
        continue;
      }
      if (forfeit || (outcome !== 'white' && outcome !== 'black')) {
        notes.push(
          `Round ${r.number}, board ${g.board}: ${forfeit ? 'forfeit' : outcome} — not rated, left out.`,
        );
        continue;
      }
      // OpenGotha's convention: a one-stone handicap is a no-komi even game, hc 0 komi 0.
      const handicap = g.handicap === 1 ? 0 : g.handicap;
      const komi = g.handicap === 1 ? 0 : g.komi;
      lines.push(
        `${ids[g.white]}\t${ids[g.black]}\t${outcome === 'white' ? 'w' : 'b'}\t${handicap}\t${komi}`,
      );
    }
  }
  if (open > 0) notes.push(`${countGames(open)} with no result — not rated, left out.`);
  lines.push('', 'END');
  return { text: lines.join('\n') + '\n', notes };
}

/**
 * Players the file lists: all but one with neither rank nor rating who played no game (a
 * withdrawn late entry), whom the AGA could not rate; the file leaves out withdrawals anyway.
 */
export function agaListedPlayers(event: ImportedEvent): { listed: number[]; unlisted: number[] } {
  const inGames = new Set(event.rounds.flatMap((r) => r.games.flatMap((g) => [g.white, g.black])));
  const all = event.players.map((_, i) => i);
  const out = (i: number): boolean =>
    event.players[i].rank === null && event.players[i].rating === null && !inGames.has(i);
  return { listed: all.filter((i) => !out(i)), unlisted: all.filter(out) };
}

function countGames(n: number): string {
  return n === 1 ? '1 game' : `${n} games`;
}
