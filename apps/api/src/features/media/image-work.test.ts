import { describe, expect, it } from 'vitest';

import { HttpError } from '../../http/errors.js';
import { ImageWork } from './image-work.js';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('ImageWork', () => {
  it('runs at most `concurrency` tasks, the rest in order, and refuses past `maxWaiting`', async () => {
    const work = new ImageWork({ concurrency: 2, maxWaiting: 2 });
    const gates = Array.from({ length: 4 }, gate);
    const began: number[] = [];
    const runs = gates.map((g, i) =>
      work.run(async () => {
        began.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(began).toEqual([0, 1]);
    expect({ active: work.active, waiting: work.waiting, full: work.full }).toEqual({
      active: 2,
      waiting: 2,
      full: true,
    });

    const refused = work.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      key: 'image_work_busy',
      headers: { 'retry-after': '5' },
    });

    gates[1]!.open();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(began).toEqual([0, 1, 2]);
    expect({ active: work.active, waiting: work.waiting }).toEqual({ active: 2, waiting: 1 });

    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect({ active: work.active, waiting: work.waiting, started: work.started }).toEqual({
      active: 0,
      waiting: 0,
      started: 4,
    });
  });

  it('frees the slot of a task that failed', async () => {
    const work = new ImageWork({ concurrency: 1, maxWaiting: 0 });
    await expect(work.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    expect(work.active).toBe(0);
    await expect(work.run(async () => 'next')).resolves.toBe('next');
  });

  it('with no room to wait, refuses the second task while the first runs', async () => {
    const work = new ImageWork({ concurrency: 1, maxWaiting: 0 });
    const g = gate();
    const first = work.run(() => g.opened);
    await expect(work.run(async () => 'second')).rejects.toMatchObject({ status: 503 });
    g.open();
    await first;
    expect(work.active).toBe(0);
  });
});
