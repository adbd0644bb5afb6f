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
  // Output piped into a reader that stops early (`| head`): the command still runs to its end
  // and saves; what it would have printed goes nowhere.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive,
    progress: Boolean(process.stdout.isTTY && process.stderr.isTTY),
    ask: (question) => askLine(process.stdin, process.stdout, question),
    status: (text) => process.stderr.write(text === null ? '\r\x1b[K' : `\r\x1b[K${text}`),
  };
}

/**
 * Asks a question on a terminal; resolves with the line typed, or '' when the input ends first
 * (Ctrl-D). The answer is kept before the prompt closes: closing emits "close" at once, and
 * that must not turn the answer into ''.
 */
export function askLine(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  question: string,
): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output });
    rl.on('close', () => resolve(''));
    rl.question(question, (answer) => {
      resolve(answer);
      rl.close();
    });
  });
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

/** The terminal with every add-in message showing the command of each menu item it names. */
export function namingCommands(t: Terminal, name: (text: string) => string): Terminal {
  return {
    out: (text) => t.out(name(text)),
    err: (text) => t.err(name(text)),
    get interactive() {
      return t.interactive;
    },
    get progress() {
      return t.progress;
    },
    ask: (question) => t.ask(name(question)),
    status: (text) => t.status(text),
  };
}
