// The only place that prints. task() times a stage and drives the progress display:
// on a TTY a live line that counts work done; in CI (or piped) one line per finished stage.

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface Progress {
  /** Reports `done` of `total` units for the running task. */
  tick(done: number, total: number): void;
}

const isTty = Boolean(process.stderr.isTTY) && !process.env.CI;
let quiet = false;

/** Silences stage lines (tests, and serve which prints its own summary). Errors still print. */
export function setQuiet(value: boolean): void {
  quiet = value;
}

/** Warnings printed while `capturingWarnings` runs, also kept. */
let captured: string[] | undefined;

export const logger: Logger = {
  info: (message) => {
    if (!quiet) process.stderr.write(`${message}\n`);
  },
  warn: (message) => {
    captured?.push(message);
    process.stderr.write(`warning ${message}\n`);
  },
  error: (message) => process.stderr.write(`error ${message}\n`),
};

/** Runs `run` and returns the warnings it printed too (a build that changed nothing prints the
 * last build's again: input-record.ts). */
export async function capturingWarnings<T>(run: () => Promise<T>): Promise<{ value: T; warnings: string[] }> {
  const warnings: string[] = [];
  captured = warnings;
  try {
    return { value: await run(), warnings };
  } finally {
    captured = undefined;
  }
}

/** `850 ms`, `2.31 s`: how durations read in the terminal. */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Runs one stage, prints its name and duration, and hands it a progress reporter. */
export async function task<T>(name: string, run: (progress: Progress) => Promise<T>): Promise<T> {
  const start = performance.now();
  let lastDraw = 0;
  const progress: Progress = {
    tick(done, total) {
      if (quiet || !isTty) return;
      const now = performance.now();
      if (now - lastDraw < 50 && done < total) return;
      lastDraw = now;
      process.stderr.write(`\r\x1b[2K${name} ${done}/${total}`);
    },
  };
  try {
    const result = await run(progress);
    if (!quiet) {
      const clear = isTty ? '\r\x1b[2K' : '';
      process.stderr.write(`${clear}${name} ${formatMs(performance.now() - start)}\n`);
    }
    return result;
  } catch (error) {
    if (!quiet && isTty) process.stderr.write('\r\x1b[2K');
    throw error;
  }
}

/** A progress reporter to hand to work that starts before the task that shows it: ticks go to the
 * task's reporter once `attach` gives it one. */
export function laterProgress(): { progress: Progress; attach(progress: Progress): void } {
  let target: Progress | undefined;
  let last: [number, number] | undefined;
  return {
    progress: {
      tick(done, total) {
        last = [done, total];
        target?.tick(done, total);
      },
    },
    attach(progress) {
      target = progress;
      if (last) progress.tick(...last);
    },
  };
}
