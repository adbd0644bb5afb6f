import { RAISE_PREFERRED } from '../engine/multiGame/shortPlayers';
import type { RoundPairing } from '../engine/systems';
import { settingNamed, settingRow } from './settingsTab';
import type { Tournament } from './tournament';

/**
 * Multi-game: the round's messages and Short reasons with the Settings cell their advice names,
 * "raise Settings!B30 (Preferred games (n))", as the round 1 warning names it. Unchanged when
 * the Settings tab has no such row.
 */
export function namingShortCells(t: Tournament, paired: RoundPairing): RoundPairing {
  const name = 'Preferred games (n)';
  if (!settingRow(t.settingsTable, name)) return paired;
  const raise = `raise ${settingNamed(t.settingsTable, name)}`;
  const named = (text: string): string => text.split(RAISE_PREFERRED).join(raise);
  return {
    ...paired,
    messages: paired.messages.map(named),
    ...(paired.warnings ? { warnings: paired.warnings.map(named) } : {}),
    short: paired.short?.map((s) => ({ ...s, reason: named(s.reason) })),
  };
}
