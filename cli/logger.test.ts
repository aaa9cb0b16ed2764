// laterProgress: work that starts before the stage that shows it still shows its progress.
import { describe, expect, it } from 'vitest';
import { laterProgress, type Progress } from './logger.js';

describe('laterProgress', () => {
  it('hands the last tick before attach to the stage, then every tick after it', () => {
    const seen: [number, number][] = [];
    const shown: Progress = { tick: (done, total) => seen.push([done, total]) };
    const later = laterProgress();
    later.progress.tick(1, 10);
    later.progress.tick(4, 10);
    later.attach(shown);
    later.progress.tick(10, 10);
    expect(seen).toEqual([
      [4, 10],
      [10, 10],
    ]);
  });

  it('shows nothing on attach when no work was done yet', () => {
    const seen: [number, number][] = [];
    laterProgress().attach({ tick: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual([]);
  });
});
