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
   * For a command whose report is a dialog rather than a toast: true when the report says all
   * is well. Any other dialog is a refusal (exit status 1).
   */
  reportIsGood?: (message: string) => boolean;
  /**
   * For a menu item that opens a dialog (choose a file, a format): the server call the dialog
   * makes, with its argument built from the command line instead.
   */
  dialog?: DialogCall;
}

export interface DialogCall {
  functionName: string;
  /** Names of the arguments after FILE.xlsx, for help; a trailing "?" marks an optional one. */
  params: string[];
  /** The call's argument; `read` reads a file named on the command line. */
  argument(params: string[], read: (path: string) => { name: string; text: string }): object;
  /** An answer with this key set asks a question; Yes calls again with `accept` set to true. */
  confirm?: { when: string; accept: string; question: string };
  /** The answer carries a file (fileName, text) to write, not changes to the workbook. */
  writesFile?: boolean;
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
    name: 'undo',
    caption: 'Undo last pairing',
    summary: 'remove the newest round while it has no result',
    details:
      'Removes the newest "Round N" tab (and "Round N by name") while no result is typed in it,\nand gives late arrivals back the Band and Initial score they had before that pairing.\nThe question is asked on the terminal, or answered Yes by --yes.',
    reportIsGood: (message) => /^Round \d+ removed\./.test(message),
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
    details: 'Writes the Standings tab from the results typed in so far.',
  },
  {
    name: 'import',
    caption: 'Import event…',
    summary: 'import players (CSV roster) or a whole event (OpenGotha, pairgoth)',
    details:
      'Imports SOURCE into the workbook: a CSV roster replaces Players; an OpenGotha (.xml) or\npairgoth (.tour, .json) file replaces Settings, Players and every round. When the workbook\nalready has rounds you are asked first (--yes answers Yes).',
    dialog: {
      functionName: 'importEventFile',
      params: ['SOURCE'],
      argument: ([source], read) => {
        const { name, text } = read(source);
        return { fileName: name, text };
      },
      confirm: { when: 'confirm', accept: 'replace', question: 'Replace everything?' },
    },
  },
  {
    name: 'export',
    caption: 'Export results…',
    summary: 'write an export file: aga, h9, opengotha, standings or rounds',
    details:
      'Writes FORMAT (aga, h9, opengotha, standings, rounds) to OUT (default: the name the\nadd-in gives it, beside the workbook). The workbook is not changed. For aga, players\nwithout an AGA id are asked about (--yes uses temporary ids).',
    dialog: {
      functionName: 'exportEventFile',
      params: ['FORMAT', 'OUT?'],
      argument: ([format]) => ({ format }),
      confirm: {
        when: 'needsIds',
        accept: 'temporaryIds',
        question: 'Continue with temporary ids?',
      },
      writesFile: true,
    },
  },
  {
    name: 'ratings',
    caption: 'Look up ratings…',
    summary: 'compare Players with a rating list (AGA TDList, EGD) on a "Rating review" tab',
    details:
      'Reads the rating list LIST and writes the tab "Rating review"; Players is not changed\nuntil you mark changes Yes there and run apply-ratings.',
    dialog: {
      functionName: 'lookUpRatingsFile',
      params: ['LIST'],
      argument: ([list], read) => {
        const { name, text } = read(list);
        return { fileName: name, text };
      },
    },
  },
  {
    name: 'apply-ratings',
    caption: 'Apply rating review',
    summary: 'write the rating changes marked Yes on "Rating review" into Players',
    details: 'Applies the rows of the "Rating review" tab marked Yes to Players.',
  },
];

export function findSubcommand(name: string): MenuSubcommand | undefined {
  return MENU_SUBCOMMANDS.find((s) => s.name === name);
}
