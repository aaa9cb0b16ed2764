// How long tests wait for what they need. Tests wait for an event, an element or a file, never for
// a fixed time; these are only the limits after which a wait counts as failed. They fit a 2-core
// machine with every core busy (CI runs beside other work): a test that passes never waits this
// long, and one that is broken still fails within minutes.

/** A condition in a page or a process (an element, an event, a line of output). */
export const WAIT_MS = 60_000;
/** One test, from start to end. */
export const TEST_MS = 180_000;
/** A beforeAll/afterAll hook: usually a site build and a browser launch. */
export const HOOK_MS = 300_000;
