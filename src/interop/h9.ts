import { fileDates } from './eventDetails';
import { egfCountry } from './countries';
import { missedRoundPoints } from './participation';
import { formatUpperRank, requireRanks } from './ranks';
import { asciiNamePart, losesCharacters, lostNamesNote, toAscii } from './ascii';
import { sheetName, type ImportedEvent, type ImportedGame, type ImportedPlayer } from './types';

/**
 * EGF tournament class from the basic time (formats.md §3: A ≥ 60 min, B ≥ 40, C ≥ 25), or
 * none below class C's minimum: the EGF does not classify such events (with Fischer time, 20
 * minutes can still be class C, which the TD knows and Pairsheet does not).
 */
function egfClass(basicMinutes: number): string | undefined {
  if (basicMinutes >= 60) return 'A';
  if (basicMinutes >= 40) return 'B';
  if (basicMinutes >= 25) return 'C';
  return undefined;
}

export interface H9Options {
  /**
   * Players in standings order with their place (ties share a place). Default: by points
   * (wins, forced byes, half points for jigo), then by rank.
   */
  standings?: Array<{ player: number; place: number }>;
}

/** A round without a game and without the forced bye, by the points it gave (formats.md §3). */
const MISSED_TOKENS: Record<number, string> = { 0: '0-', 0.5: '0=', 1: '0+' };

/** Points a player took from a game, for the default order. */
function points(g: ImportedGame, player: number): number {
  const white = g.white === player;
  switch (g.result.outcome) {
    case 'white':
      return white ? 1 : 0;
    case 'black':
      return white ? 0 : 1;
    case 'jigo':
      return 0.5;
    case 'both win':
      return 1;
    default:
      return 0;
  }
}

/** What the table made of a forfeit: a double forfeit scores neither player. */
const forfeitNote = (g: ImportedGame): string =>
  g.result.outcome === 'both lose'
    ? 'double forfeit written as 0- for both players.'
    : 'forfeit written as 0+ / 0-.';

function defaultStandings(event: ImportedEvent): Array<{ player: number; place: number }> {
  const score = event.players.map(() => 0);
  for (const r of event.rounds) {
    for (const g of r.games) {
      score[g.white] += points(g, g.white);
      score[g.black] += points(g, g.black);
    }
    for (const b of r.byes) if (b.kind === 'forced') score[b.player] += 1;
    const busy = new Set(r.games.flatMap((g) => [g.white, g.black]));
    event.players.forEach((_, i) => {
      if (!busy.has(i)) score[i] += missedRoundPoints(event, i, r);
    });
  }
  const order = event.players
    .map((_, i) => i)
    .sort(
      (a, b) =>
        score[b] - score[a] ||
        (event.players[b].rank ?? -99) - (event.players[a].rank ?? -99) ||
        a - b,
    );
  let place = 0;
  return order.map((player, i) => {
    if (i === 0 || score[player] !== score[order[i - 1]]) place = i + 1;
    return { player, place };
  });
}

/**
 * A name part for the table: ASCII, spaces as "_", no ";" (it starts a comment) and no "?"
 * (readers take it for a result); "Unknown" when no character has an ASCII form.
 */
const namePart = (s: string): string =>
  asciiNamePart(s, (t) => t.replace(/[;?]/g, '').trim().replace(/\s+/g, '_'));

const tableName = (p: ImportedPlayer): string =>
  `${namePart(p.surname)} ${namePart(p.firstName)}`.trim();

/** The club, 4 characters of ASCII without spaces, ";" or "?"; "xxxx" when none (formats.md §3). */
const clubField = (club: string): string =>
  (toAscii(club).replace(/[\s;?]/g, '') || 'xxxx').slice(0, 4).padEnd(4);

/** OpenGotha's .h9 reader takes the name from 23 fixed columns, then the first digit as the rank. */
const READ_NAME_LENGTH = 23;

/** Export report lines for names and clubs a reader of the table may get wrong (formats.md §3). */
function tableNotes(event: ImportedEvent, listed: number[]): string[] {
  const notes: string[] = [];
  const lost = listed.filter((i) => losesCharacters(sheetName(event.players[i])));
  if (lost.length > 0) {
    const players = lost.map((i) => ({
      name: sheetName(event.players[i]),
      id: /^\d{8}$/.test(event.players[i].egfPin) ? event.players[i].egfPin : '',
      written: tableName(event.players[i]),
    }));
    notes.push(lostNamesNote('EGF results table', 'EGD', 'EGF PIN', players));
  }
  // A PIN the table cannot carry is left out; the TD should know which.
  const odd = listed.filter((i) => {
    const pin = event.players[i].egfPin.trim();
    return pin !== '' && !/^\d{8}$/.test(pin);
  });
  if (odd.length > 0) {
    const list = odd.map((i) => `${sheetName(event.players[i])} "${event.players[i].egfPin}"`);
    notes.push(
      `EGF PIN not written (an EGF PIN is 8 digits): ${list.join('; ')}. Correct it on the Players tab and export again if the player has a PIN.`,
    );
  }
  const clubs = listed.filter((i) => losesCharacters(event.players[i].club));
  if (clubs.length > 0) {
    const list = clubs.map(
      (i) =>
        `${sheetName(event.players[i])} (${event.players[i].club}) as ${clubField(event.players[i].club).trim()}`,
    );
    notes.push(`Clubs with characters the EGF results table cannot hold: ${list.join('; ')}.`);
  }
  const misread = listed.flatMap((i) => {
    const name = tableName(event.players[i]);
    const why = [
      /\d/.test(name) ? 'its digits are taken for the rank' : '',
      name.length > READ_NAME_LENGTH
        ? `only its first ${READ_NAME_LENGTH} characters are read`
        : '',
    ].filter(Boolean);
    return why.length ? [`${sheetName(event.players[i])} (${why.join(', ')})`] : [];
  });
  if (misread.length > 0) {
    notes.push(
      `Names a reader of the table may misread (formats.md §3: OpenGotha's .h9 reader takes the name from ${READ_NAME_LENGTH} fixed columns and the rank from the first digit): ${misread.join('; ')}.`,
    );
  }
  return notes;
}

/**
 * The EGF results table (formats.md §3, OpenGotha's layout): header keys, then one line per
 * player who played: place, name, rank, country, club, one token per round
 * (`12+/w2`; `0+` forced bye; a round the player asked to miss `0=` or `0+` as Requested bye
 * points give ½ or 1; `0-` not played, no points), and ` |PIN` for 8-digit EGF PINs.
 */
export function exportH9(
  event: ImportedEvent,
  options: H9Options = {},
): { text: string; extension: string; notes: string[] } {
  const s = event.settings;
  const notes: string[] = [];
  const played = new Set<number>();
  for (const r of event.rounds) for (const g of r.games) played.add(g.white).add(g.black);
  const standings = (options.standings ?? defaultStandings(event)).filter((e) =>
    played.has(e.player),
  );
  const line = new Map(standings.map((e, i) => [e.player, i + 1]));
  const listed = standings.map((e) => e.player);
  const { ranks, note } = requireRanks(event, listed, 'EGF results table');
  if (note) notes.push(note);
  notes.push(...tableNotes(event, listed));
  const n = s.handicapCorrection ?? 9;
  const out: string[] = [];
  const cls = s.basicMinutes > 0 ? egfClass(s.basicMinutes) : undefined;
  if (cls) out.push(`; CL[${cls}]`);
  else if (s.basicMinutes > 0) {
    notes.push(
      `Settings: Basic time (minutes) is ${s.basicMinutes}, below the 25 minutes of the EGF's lowest class (C), so the file has no CL (class) line. If the games used Fischer time with at least 20 minutes basic, add the line "; CL[C]" at the top before sending the file.`,
    );
  } else {
    notes.push(
      'Settings: Basic time (minutes) is blank, so the file has no CL (class) and TM (time) lines; the EGD needs them to rate the event.',
    );
  }
  const title = toAscii(s.name)
    .replace(/[\]\n;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  out.push(`; EV[${title}]`);
  if (losesCharacters(s.name)) {
    notes.push(
      `The event name has characters the EGF results table cannot hold; the EV line has "${title}". Type the name in Latin letters on Settings to send it whole.`,
    );
  }
  // The city only: a comma would end the place's city field early.
  const city = toAscii(s.location.split(',')[0])
    .replace(/[\]\n;]/g, ' ')
    .trim();
  if (city) out.push(`; PC[,${city}]`);
  else if (!s.location.trim()) {
    notes.push('Settings: Location is blank, so the file has no PC (place) line.');
  } else {
    notes.push(
      `Settings: Location "${s.location.split(',')[0].trim() || s.location.trim()}" has no characters the EGF results table can hold, so the file has no PC (place) line. Type the city in Latin letters.`,
    );
  }
  const { begin, end, note: datesNote } = fileDates(s, 'DT line');
  if (datesNote) notes.push(datesNote);
  if (begin) out.push(`; DT[${begin},${end}]`);
  out.push(`; HA[h${n}]`);
  out.push(`; KM[${s.komi}]`);
  if (s.basicMinutes > 0) out.push(`; TM[${s.basicMinutes}]`);
  out.push(';');
  out.push('; Pl Name                           Rk Co Club');
  const rounds = event.rounds.length;
  // Games with no result yet: counted here; the sheet's note names their cells.
  let open = 0;
  standings.forEach((e, i) => {
    const p = event.players[e.player];
    const tied = i > 0 && standings[i - 1].place === e.place;
    // 30 columns as OpenGotha writes them; a longer name is kept whole, a blank after it.
    const name = tableName(p).padEnd(29) + ' ';
    const country = /^[A-Z]{2}$/.test(p.country) ? egfCountry(p.country) : 'XX';
    const club = clubField(p.club);
    const tokens: string[] = [];
    for (let r = 0; r < rounds; r++) {
      const round = event.rounds[r];
      const g = round.games.find((x) => x.white === e.player || x.black === e.player);
      if (!g) {
        const bye = round.byes.find((b) => b.player === e.player && b.kind === 'forced');
        tokens.push(bye ? '0+' : MISSED_TOKENS[missedRoundPoints(event, e.player, round)]);
        continue;
      }
      const white = g.white === e.player;
      const opponent = white ? g.black : g.white;
      if (g.result.forfeit) {
        // A forfeit is not a game the EGD rates: a free win or a round not played.
        const won = points(g, e.player) === 1;
        tokens.push(won ? '0+' : '0-');
        if (white) notes.push(`Round ${r + 1}, board ${g.board}: ${forfeitNote(g)}`);
        continue;
      }
      const o = g.result.outcome;
      const res =
        o === 'jigo' ? '=' : o === 'unknown' ? '?' : points(g, e.player) === 1 ? '+' : '-';
      if (o === 'unknown' && white) open++;
      // An opponent who played is always on a line of the table.
      tokens.push(`${line.get(opponent)}${res}/${white ? 'w' : 'b'}${g.handicap}`);
    }
    const pin = /^\d{8}$/.test(p.egfPin) ? ` |${p.egfPin}` : '';
    const place = tied ? '' : String(e.place);
    out.push(
      `${place.padStart(4)} ${name}${formatUpperRank(ranks.get(e.player)!).padStart(3)} ${country} ${club}${tokens.map((t) => ` ${t.padStart(8)}`).join('')}${pin}`,
    );
  });
  if (open > 0) {
    notes.push(`${open === 1 ? '1 game' : `${open} games`} with no result, written "?".`);
  }
  return { text: out.join('\n') + '\n', extension: `h${Math.max(0, Math.min(9, n))}`, notes };
}
