/** The Yes/No questions a command asks: never while the document lock is held. */
import { InputError } from '../engine/errors';

/** Stops a command at a question the TD has not answered yet: nothing is written by then. */
export class Unanswered {
  constructor(readonly question: string) {}
}

/** The refusal of a run that did not ask a question the TD answered Yes to. */
class SheetChanged extends InputError {}

/**
 * The Yes/No questions of one run of a command. No question is shown while the document lock
 * is held (the TD may read it for minutes, and every other command would be "busy"): `confirm`
 * stops the command, the question is shown once the lock is free, and on Yes the command runs
 * again from a fresh read with that answer known, so it checks everything again itself. Right
 * before its first write the command calls `settled()`: a question answered Yes that this run
 * did not ask means the sheet changed while the question was open.
 */
export class Questions {
  /** The questions this run asked, in order. */
  readonly asked: string[] = [];

  constructor(
    private readonly title: string,
    private readonly yes: readonly string[] = [],
  ) {}

  /** Goes on only once the TD has answered Yes to this exact question. */
  confirm(question: string): void {
    this.asked.push(question);
    if (!this.yes.includes(question)) throw new Unanswered(question);
  }

  /** A question answered Yes that this run has not asked (yet), or undefined. */
  private gone(): string | undefined {
    return this.yes.find((q) => !this.asked.includes(q));
  }

  /** Called right before the first write: refuses when an answered question no longer applies. */
  settled(): void {
    const gone = this.gone();
    if (gone !== undefined) {
      throw new SheetChanged(
        `The sheet changed while the question was open ("${gone}" no longer applies), so nothing was changed. Run "${this.title}" again.`,
      );
    }
  }

  /**
   * A refusal's message. A refusal that comes before a question answered Yes is asked again
   * came from a sheet that changed while the question was open: the message says so.
   */
  refusal(error: InputError): string {
    if (error instanceof SheetChanged || this.gone() === undefined) return error.message;
    return `The sheet changed while the question was open, so nothing was changed:\n${error.message}`;
  }
}
