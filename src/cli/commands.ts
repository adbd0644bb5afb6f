/**
 * The subcommands of `pairsheet`, one per menu item of the add-in (src/addon/menu.ts). A new menu
 * item needs one more row here; test/cli/commands.test.ts fails until every item has one.
 */
export interface MenuSubcommand {
  name: string;
  /** Caption of the menu item it clicks. */
  caption: string;
  summary: string;
  /** Longer help, shown by `pairsheet <name> --help`. */
  details: string;
  /** Takes an optional round number: the command works on the tab "Round N". */
  round?: boolean;
  /** Creates the workbook when the file does not exist yet. */
  creates?: boolean;
  /**
   * For a command that changes nothing and reports in a dialog: true when the report says all
   * is well. Any other dialog of a command that wrote nothing is a refusal (exit status 1); a
   * dialog shown after the command wrote its changes is its report (src/cli/runMenu.ts).
   */
  reportIsGood?: (message: string) => boolean;
  /** A dialog of the add-in, run with files instead (src/cli/fileCommands.ts): its usage line. */
  files?: string;
}

export const MENU_SUBCOMMANDS: readonly MenuSubcommand[] = [
  {
    name: 'init',
    caption: 'Set up tournament sheet',
    summary: 'create the workbook, or add the Pairsheet tabs it lacks',
    details:
      'Creates FILE when it does not exist. Adds the tabs Settings, Players, Bands and Constraints\nthat are missing; tabs already there keep their data.',
    creates: true,
  },
  {
    name: 'bands',
    caption: 'Build bands',
    summary: 'build the Bands tab from Players and Settings',
    details: 'Writes the Bands tab (McMahon bands, initial scores) and the Band column of Players.',
  },
  {
    name: 'apply-bands',
    caption: 'Apply band edits',
    summary: 'apply the bands edited by hand on the Bands tab',
    details: 'Reads the Bands tab as edited by the TD and updates Players to match.',
  },
  {
    name: 'seat',
    caption: 'Seat players (round robin)',
    summary: 'seat the players of a round robin',
    details: 'Writes the Seats tab of a round-robin event.',
  },
  {
    name: 'pair',
    caption: 'Pair next round',
    summary: 'pair the next round (writes the tab "Round N")',
    details:
      'Pairs the next round with the system in Settings. A last round without any result can be\npaired again: that question is asked on the terminal, or answered Yes by --yes.',
  },
  {
    name: 'check',
    caption: 'Check round',
    summary: 'check a round tab (default: the latest round); changes nothing',
    details:
      'Checks the pairings and results of "Round N" (default: the latest round). Exits with\nstatus 1 when the round has problems.',
    round: true,
    reportIsGood: (message) => / looks right/.test(message),
  },
  {
    name: 'print',
    caption: 'Print pairings',
    summary: 'write "Round N by name", ready to print (default: the latest round)',
    details: 'Writes the tab "Round N by name": every player with table and colour, by name.',
    round: true,
  },
  {
    name: 'undo',
    caption: 'Undo last pairing',
    summary: 'remove the last round tab if no result is in it yet',
    details: 'Undoes "Pair next round": asks first (--yes answers Yes).',
  },
  {
    name: 'slips',
    caption: 'Print result slips',
    summary: 'write the Slips tab: one result slip per board (default: the latest round)',
    details: 'Writes the tab "Slips" for Round N (default: the latest round), two slips across.',
    round: true,
  },
  {
    name: 'standings',
    caption: 'Update standings',
    summary: 'write the Standings tab',
    details:
      'Writes the Standings tab from the results typed in so far, and "Standings by division" while any player has a Division.',
  },
  {
    name: 'import',
    caption: 'Import event…',
    summary: 'import an OpenGotha (.xml), pairgoth (.tour) or CSV roster file into FILE',
    details:
      'Fills Settings, Players and one "Round N" tab per round played, and lists what could not be\ncarried over on the "Import report" tab. FILE is created when missing. A workbook that\nalready has rounds is replaced only after you confirm (or with --yes).',
    files: 'EVENT_FILE FILE.xlsx',
  },
  {
    name: 'export',
    caption: 'Export results…',
    summary:
      'write the AGA (.txt), EGF (.h9), OpenGotha (.xml), pairgoth (.tour) or CSV files of FILE',
    details:
      'Writes the file beside the workbook, or to OUT: a file, or a folder to write it in under its\nown name. For csv, OUT is a folder (made when missing): the standings and rounds files.\nA chess or multi-game event exports csv only: the other formats are for go.\nPlayers without an AGA id are listed; go on with temporary ids after you confirm (or with\n--yes).',
    files: 'aga|h9|opengotha|pairgoth|csv FILE.xlsx [OUT]',
  },
  {
    name: 'ratings',
    caption: 'Look up ratings…',
    summary: 'list the changes an AGA TDList or EGD list would make on a "Rating review" tab',
    details:
      'Matches players by AGA ID / EGF PIN, else by name, else by the name without accents, else\nby the name with its words in the other order (marked No, for you to confirm). Nothing is\nwritten to Players until you run set-ratings (or give --yes to apply every change marked Yes\nat once). A rating of the other kind than the Rating column holds is marked No.',
    files: 'LIST FILE.xlsx',
  },
  {
    name: 'set-ratings',
    caption: 'Apply rating review',
    summary: 'write the changes marked Yes on the "Rating review" tab into Players',
    details: 'Writes the changes marked Yes on the "Rating review" tab, then removes the tab.',
  },
];

export function findSubcommand(name: string): MenuSubcommand | undefined {
  return MENU_SUBCOMMANDS.find((s) => s.name === name);
}

/**
 * An add-in message as the command line shows it: a menu item it names in quotes gets its
 * command beside it ("Pair next round" → "Pair next round" (pairsheet pair)) at its first
 * mention only, none when the message already gives it there.
 */
export function withCommandNames(text: string): string {
  let out = text;
  for (const s of MENU_SUBCOMMANDS) {
    const quoted = `"${s.caption}"`;
    const at = out.indexOf(quoted);
    if (at < 0) continue;
    const end = at + quoted.length;
    if (out.startsWith(' (pairsheet ', end)) continue;
    out = `${out.slice(0, end)} (pairsheet ${s.name})${out.slice(end)}`;
  }
  return out;
}
