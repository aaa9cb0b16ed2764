// One thread of the parse-only floor (floor.js): parses its share of the site's sources with the
// build's compiled parser, then says how many it parsed.
import { parentPort, workerData } from 'node:worker_threads';
import { parseOnly } from '../../dist/parse-only.js';

for (const source of workerData.sources) await parseOnly(source);
parentPort?.postMessage({ parsed: workerData.sources.length });
