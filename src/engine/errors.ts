/**
 * A problem the TD can fix: the message names the tab, row, cell or player concerned.
 * The add-in shows it in one dialog and writes nothing.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** The engine cannot pair the round as asked (e.g. every remaining opponent was already met). */
export class PairingError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = 'PairingError';
  }
}
