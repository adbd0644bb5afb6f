import { InputError } from '../engine/errors';

const MAX_LISTED = 12;

/** Collects every problem found while reading a tab, so the TD sees them all in one dialog. */
export class Problems {
  private readonly list: string[] = [];
  private readonly endings: string[] = [];
  private readonly advice = new Set<string>();

  /**
   * `alone` ends the message only when it is the one problem: in a list, the heading already
   * says it (such as "nothing was changed").
   */
  add(message: string, alone = ''): void {
    this.list.push(message);
    this.endings.push(alone);
  }

  /** Advice said once after the problems, however many of them it concerns. */
  advise(text: string): void {
    this.advice.add(text);
  }

  get count(): number {
    return this.list.length;
  }

  /** Throws one InputError listing the problems (the first dozen) if there are any. */
  throwIfAny(heading: string): void {
    if (this.list.length === 0) return;
    const advice = [...this.advice].map((a) => `\n${a}`).join('');
    if (this.list.length === 1) throw new InputError(this.list[0] + this.endings[0] + advice);
    const shown = this.list.slice(0, MAX_LISTED).map((m) => `• ${m}`);
    const more = this.list.length - shown.length;
    if (more > 0) shown.push(`… and ${more} more.`);
    throw new InputError(`${heading}\n${shown.join('\n')}${advice}`);
  }
}
