/**
 * Independent readers of the AGA results file and the EGF results table, written from
 * ../shared/formats.md (§1 and §3) alone, to check what the exporters write.
 */

export interface AgaFile {
  tourney: string;
  keys: Record<string, string>;
  players: Array<{ id: string; name: string; rank: string }>;
  rounds: Array<{
    round: number | null;
    games: Array<{ white: string; black: string; result: string; handicap: number; komi: number }>;
  }>;
}

/** §1: line-based, whitespace-separated; keywords without regard to case; END stops. */
export function readAga(text: string): AgaFile {
  const file: AgaFile = { tourney: '', keys: {}, players: [], rounds: [] };
  let section: 'head' | 'players' | 'games' = 'head';
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const tokens = line.split(/\s+/);
    const keyword = tokens[0].toUpperCase();
    if (section === 'games' && keyword === 'END') {
      section = 'head';
      file.rounds.push({ round: -1, games: [] });
      return;
    }
    if (file.rounds.some((r) => r.round === -1)) return;
    if (keyword === 'TOURNEY') return void (file.tourney = line.slice(7).trim());
    if (keyword === 'PLAYERS') return void (section = 'players');
    if (keyword === 'GAMES') {
      section = 'games';
      file.rounds.push({ round: tokens[1] ? Number(tokens[1]) : null, games: [] });
      return;
    }
    const kv = /^(\w+)=(.*)$/.exec(line);
    if (section === 'head' && kv) return void (file.keys[kv[1].toLowerCase()] = kv[2]);
    if (section === 'players') {
      if (tokens.length < 3 || !/^\d+[kdpKDP]$/.test(tokens[tokens.length - 1]))
        throw new Error(`line ${i + 1}: bad player line`);
      file.players.push({
        id: tokens[0],
        name: tokens.slice(1, -1).join(' '),
        rank: tokens[tokens.length - 1],
      });
      return;
    }
    if (section === 'games') {
      if (
        tokens.length !== 5 ||
        !/^[wbWB?]$/.test(tokens[2]) ||
        !/^\d+$/.test(tokens[3]) ||
        !/^-?\d+(\.\d+)?$/.test(tokens[4])
      )
        throw new Error(`line ${i + 1}: bad game line "${line}"`);
      file.rounds[file.rounds.length - 1].games.push({
        white: tokens[0],
        black: tokens[1],
        result: tokens[2].toLowerCase(),
        handicap: Number(tokens[3]),
        komi: Number(tokens[4]),
      });
      return;
    }
    throw new Error(`line ${i + 1}: unexpected "${line}"`);
  });
  file.rounds = file.rounds.filter((r) => r.round !== -1);
  return file;
}

export interface H9File {
  header: Record<string, string>;
  players: Array<{
    place: string;
    name: string;
    rank: string;
    country: string;
    club: string;
    rounds: string[];
    pin: string;
  }>;
}

const ROUND_TOKEN = /^\d+[+\-=?!](\/[wb]\d*)?$|^\d+[+\-=?]$/;

/** §3: header keys in comment lines; one line per player; everything after ";" ignored. */
export function readH9(text: string): H9File {
  const file: H9File = { header: {}, players: [] };
  for (const raw of text.split(/\r?\n/)) {
    const key = /^;\s*([A-Z]{2})\[(.*)\]\s*$/.exec(raw);
    if (key) file.header[key[1]] = key[2];
    const line = raw.replace(/;.*$/, '');
    if (line.trim() === '') continue;
    const tokens = line.trim().split(/\s+/);
    let pin = '';
    if (tokens[tokens.length - 1].startsWith('|')) pin = tokens.pop()!.slice(1);
    const rounds: string[] = [];
    while (ROUND_TOKEN.test(tokens[tokens.length - 1])) rounds.unshift(tokens.pop()!);
    const club = tokens.pop()!;
    const country = tokens.pop()!;
    const rank = tokens.pop()!;
    // The place column is blank for a tie; a line starting with a blank has no place.
    const place = /^\s*\d+\s/.test(line.slice(0, 5)) ? tokens.shift()! : '';
    file.players.push({ place, name: tokens.join(' '), rank, country, club, rounds, pin });
  }
  const counts = new Set(file.players.map((p) => p.rounds.length));
  if (counts.size > 1) throw new Error('the number of rounds must be the same for each player');
  return file;
}
