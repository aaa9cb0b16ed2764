// A thread that checks the stamps of a large build cache (stamps.ts) while the main thread reads its state,
// and sends back what it found; undefined when the stamps are not this build's.
import { parentPort, workerData } from 'node:worker_threads';
import { checkStamps, readStamps } from './stamps.js';

const { dir, file, format, key } = workerData as { dir: string; file: string; format: number; key: string };
const stamps = readStamps({ file, format, key });
parentPort?.postMessage(stamps ? checkStamps({ dir, stamps }) : undefined);
