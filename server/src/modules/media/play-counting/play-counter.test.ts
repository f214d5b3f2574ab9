import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../../../db/client';
import { PlayCounter, playCountsSettled } from './play-counter';

describe('PlayCounter', () => {
  it('logs a failing database and carries on: noting a play never throws', async () => {
    const errors: Array<Record<string, unknown>> = [];
    const brokenDb = {
      select() {
        throw new Error('database down');
      },
    } as unknown as Db;
    const counter = new PlayCounter(brokenDb, { error: (details) => errors.push(details) });
    assert.doesNotThrow(() => counter.noteStart('fixture/a.mp3', '10.0.0.1'));
    counter.noteStart('fixture/b.mp3', '10.0.0.1');
    await counter.idle();
    await playCountsSettled();
    assert.deepEqual(
      errors.map((e) => [e.storageKey, (e.err as Error).message]),
      [
        ['fixture/a.mp3', 'database down'],
        ['fixture/b.mp3', 'database down'],
      ],
    );
  });
});
