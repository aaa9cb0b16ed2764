// Types of reference.js, for the TypeScript tests.

/** The fixed workload; returns a digest of what it computed (the same on every run). */
export function workload(): string;
/** Milliseconds of the workload, best of three (lower is a faster machine at that moment). */
export function referenceMs(): number;
/** The workload on every core at once, one worker thread each; best of three. */
export function referenceAllCoresMs(): Promise<{ threads: number; ms: number }>;
/** Microseconds of CPU to create one small file in a new folder under `dir`; best of three rounds. */
export function fileCreationUs(input: { dir: string }): number;
