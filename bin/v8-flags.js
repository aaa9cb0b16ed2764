// V8 flags docgen runs with, set by bin/docgen.js before anything else and passed by the
// benchmark to its child builds, so both measure the same thing.
// - A larger young generation: Markdown parsing allocates many short-lived objects, and the
//   default size spends about twice as long in garbage collection.
// - No concurrent marking: a build keeps every core busy with a worker, so V8's marking threads
//   only compete with the workers for CPU; marking on each worker's own thread made compiling
//   a 10,000-page site 15% faster on two cores.
export const V8_FLAGS = ['--max-semi-space-size=32', '--no-concurrent-marking'];
