/** What the command line needs from the terminal; tests pass their own. */
import { createInterface } from 'node:readline';

export interface Terminal {
  out(text: string): void;
  err(text: string): void;
  /** True when a question can be asked and answered (stdin and stdout are terminals). */
  interactive: boolean;
  /** True when progress lines are wanted (stdout and stderr are terminals). */
  progress: boolean;
  /** Asks a question; resolves with the line typed. */
  ask(question: string): Promise<string>;
  /** Shows a transient status line on stderr, or clears it (null). */
  status(text: string | null): void;
}

export function processTerminal(): Terminal {
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive,
    progress: Boolean(process.stdout.isTTY && process.stderr.isTTY),
    ask: (question) =>
      new Promise((resolve) => {
        const rl = createInterface({ input: process.stdin, output: process.stdout });
        rl.question(question, (answer) => {
          rl.close();
          resolve(answer);
        });
        rl.on('close', () => resolve(''));
      }),
    status: (text) => process.stderr.write(text === null ? '\r\x1b[K' : `\r\x1b[K${text}`),
  };
}

/** Milliseconds after which a step still running gets a progress line. */
const PROGRESS_AFTER_MS = 1000;

/**
 * Runs an asynchronous step (loading, saving); when it takes longer than about a second and
 * progress is wanted, shows "label…" until it ends.
 */
export async function withProgress<T>(
  terminal: Terminal,
  label: string,
  step: () => Promise<T>,
): Promise<T> {
  if (!terminal.progress) return step();
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    terminal.status(`${label}…`);
  }, PROGRESS_AFTER_MS);
  try {
    return await step();
  } finally {
    clearTimeout(timer);
    if (shown) terminal.status(null);
  }
}

/**
 * A synchronous step (the command itself) cannot be interrupted by a timer: when `long` says
 * it will likely take a second or more, the line is shown before it starts.
 */
export function withProgressSync<T>(
  terminal: Terminal,
  label: string,
  long: boolean,
  step: () => T,
): T {
  if (!terminal.progress || !long) return step();
  terminal.status(`${label}…`);
  try {
    return step();
  } finally {
    terminal.status(null);
  }
}
