import { applyBandEdits, bandForRank } from '../bands';
import { InputError } from '../errors';
import { withdrawnBeforePlaying } from '../history';
import { nameKey, nameList } from '../names';
import { requireRank } from '../rank';
import type { Player } from '../types';
import type { EventState, Placement } from './types';

/**
 * McMahon late arrivals (no band or no initial score yet) join the band their rank falls in,
 * with that band's initial score (AGA 2009 leaves room for late arrivals); an initial score the
 * TD typed in is kept. Nobody else's band changes. A late entry withdrawn before playing a round
 * is not paired, so takes no band place; a player who played and then withdrew keeps theirs.
 */
export function placeLateArrivals(event: EventState): { players: Player[]; placed: Placement[] } {
  const { players } = event;
  const unplayed = withdrawnBeforePlaying(players, event.rounds);
  const neverCame = (p: Player): boolean => unplayed.has(p.id);
  const late = players.filter((p) => (p.band === '' || p.initialScore === null) && !neverCame(p));
  if (late.length === 0) return { players, placed: [] };
  // Everyone to be paired lacks a band (a player withdrawn before playing needs none).
  if (late.length === players.filter((p) => !neverCame(p)).length) {
    // Band cells typed with no initial scores (a blank or missing Initial score column).
    const lacking = players.some((p) => p.band !== '') ? 'an initial score' : 'a band';
    throw new InputError(
      event.rounds.length
        ? `No player has ${lacking} yet. Run "Build bands": it gives every player the initial score of their band, and the rounds already paired keep their games and results.`
        : `No player has ${lacking} yet. Run "Build bands" before pairing the first round.`,
    );
  }
  if (!event.bands) {
    throw new InputError(
      `${nameList(late.map((p) => p.name))} ${late.length > 1 ? 'have' : 'has'} no band yet, and there is no Bands tab to place them by. Run "Set up tournament sheet", then "Apply band edits".`,
    );
  }
  const bands = applyBandEdits(
    event.bands,
    players.map((p) => p.band),
    event.settings.scoreOrigin,
  );
  const byName = new Map(bands.map((b) => [nameKey(b.name), b]));
  const placed: Placement[] = [];
  const updated = players.map((p) => {
    if ((p.band !== '' && p.initialScore !== null) || neverCame(p)) return p;
    const band = (p.band && byName.get(nameKey(p.band))) || bandForRank(bands, requireRank(p))!;
    const initialScore = p.initialScore ?? band.initialScore;
    placed.push({ player: p.id, band: band.name, initialScore });
    return { ...p, band: band.name, initialScore };
  });
  return { players: updated, placed };
}
