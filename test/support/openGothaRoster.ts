/**
 * A small OpenGotha file with no round played: players P1, P2… (first name A), each with the
 * attributes given, and a three-round McMahon or Swiss event (the placement criterion says which).
 */
export function openGothaRoster(
  players: readonly string[],
  options: { criterion?: string; general?: string } = {},
): string {
  const { criterion = 'MMS', general = 'genMMBar="1D" genMMFloor="20K"' } = options;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
${players.map((attributes, i) => `<Player name="P${i + 1}" firstName="A" ${attributes}/>`).join('\n')}
</Players>
<TournamentParameterSet>
<GeneralParameterSet name="Club night" numberOfRounds="3" ${general}/>
<HandicapParameterSet/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion number="1" name="${criterion}"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet/>
</TournamentParameterSet>
</Tournament>
`;
}

/** Five-kyu players rated 1550, each with these attributes more (e.g. ` smmsCorrection="1"`). */
export const fiveKyus = (extra: readonly string[]): string[] =>
  extra.map((more) => `rank="5K" rating="1550"${more}`);

/**
 * A small three-round McMahon OpenGotha file ("Club night") around `body`: the Players, Games
 * and ByePlayers elements, with `general` more attributes of GeneralParameterSet.
 */
export const openGothaClubNight = (
  body: string,
  general = 'genMMBar="3D" genMMFloor="20K"',
): string => `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
${body}
<TournamentParameterSet>
<GeneralParameterSet name="Club night" numberOfRounds="3" ${general}/>
<HandicapParameterSet hdBasedOnMMS="false"/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion number="1" name="MMS"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet/>
</TournamentParameterSet>
</Tournament>
`;
