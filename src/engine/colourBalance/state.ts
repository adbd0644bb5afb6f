import { colours, type Colour, type PlayerHistory } from '../history';

/** What the preference function and the colour allocation read of a player's colours. */
export interface ColourState {
  /** Colour difference cd(p): whites minus blacks so far (Kujansuu et al.). */
  difference: number;
  /** Colours of the games played, oldest first. */
  played: Colour[];
  /** The last colour played, or null before any game. */
  last: Colour | null;
}

export function colourState(history: PlayerHistory): ColourState {
  const played = colours(history);
  let difference = 0;
  for (const c of played) difference += c === 'white' ? 1 : -1;
  return { difference, played, last: played[played.length - 1] ?? null };
}

/** The colour difference after playing `colour`. */
export function differenceAfter(state: ColourState, colour: Colour): number {
  return state.difference + (colour === 'white' ? 1 : -1);
}

/** Length of the run of `colour` at the end after playing it once more. */
export function runAfter(state: ColourState, colour: Colour): number {
  let run = 1;
  for (let i = state.played.length - 1; i >= 0 && state.played[i] === colour; i--) run++;
  return run;
}
