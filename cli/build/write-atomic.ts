// Writes a file so that a reader sees the old bytes or the new ones, never half of them: the data
// goes to a unique name beside the file, which is then renamed over it.
import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';

export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
