// What crosses between the build's executor and its worker threads: the tasks by name, and a batch
// of jobs with what they share. The executor knows only these shapes; the task functions themselves
// are the registry's (worker-tasks.ts), which the executor loads only through what it is given.

/** The work a build hands to its executor (worker-tasks.ts has one function per name). */
export type TaskName = 'compile' | 'highlight' | 'copy' | 'render';

/** A batch of jobs of one task, with what they share: plain data. */
export interface TaskPayload {
  readonly task: TaskName;
  readonly shared: unknown;
  readonly jobs: readonly unknown[];
}

/** A batch as the pool sends it: the run's shared data serialized once into shared memory (a
 * large site's link table, copied into every batch, cost seconds and hundreds of megabytes). */
export interface PooledPayload {
  readonly task: TaskName;
  /** Which run of the executor: a worker decodes each run's shared data once. */
  readonly run: number;
  readonly shared: SharedArrayBuffer;
  readonly jobs: readonly unknown[];
}

/** Runs a batch in the calling thread and returns one result per job. */
export type RunTask = (payload: TaskPayload) => Promise<unknown[]>;
