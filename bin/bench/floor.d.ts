// Types of floor.js, for the TypeScript tests.

export interface Floor {
  /** From starting the threads to the last parse finished. */
  readonly seconds: number;
  /** Sources parsed, and their bodies' size in bytes. */
  readonly files: number;
  readonly bytes: number;
  readonly threads: number;
}

/** The sources shared out over `threads` threads by the length of their bodies: largest first, each
 * to the thread with the least so far (the first of equals). */
export function shareBySize<Source extends { readonly file: string; readonly body: string }>(input: {
  sources: readonly Source[];
  threads: number;
}): Source[][];

/** Lists the site's sources and times their parse on every core, in this process. */
export function timeFloor(input: { siteDir: string }): Promise<Floor>;

/** The floor of the site in `siteDir`, measured in a fresh Node process as a build is. */
export function measureFloor(input: { siteDir: string }): Promise<Floor>;
