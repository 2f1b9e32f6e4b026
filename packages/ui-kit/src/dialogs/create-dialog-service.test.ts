import { createDialogService } from '@atelier/ui-kit';
import { describe, expect, it, vi } from 'vitest';

describe('createDialogService', () => {
  it('queues requests in call order with their kind and options', () => {
    const dialogs = createDialogService();
    void dialogs.alert('첫 번째');
    void dialogs.confirm('두 번째', { title: '언어 변경', easyClose: true });
    void dialogs.error('세 번째');
    const queue = dialogs.getSnapshot();
    expect(queue.map((r) => [r.kind, r.message])).toEqual([
      ['alert', '첫 번째'],
      ['confirm', '두 번째'],
      ['error', '세 번째'],
    ]);
    expect(queue[1]?.options).toEqual({ title: '언어 변경', easyClose: true });
  });

  it('resolves confirm with the settled answer and removes only that request', async () => {
    const dialogs = createDialogService();
    const yes = dialogs.confirm('a');
    const no = dialogs.confirm('b');
    const [first, second] = dialogs.getSnapshot();
    dialogs.settle(second!.id, false);
    expect(dialogs.getSnapshot().map((r) => r.id)).toEqual([first!.id]);
    dialogs.settle(first!.id, true);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
    expect(dialogs.getSnapshot()).toEqual([]);
  });

  it('resolves alert and error with undefined', async () => {
    const dialogs = createDialogService();
    const shown = dialogs.alert('a');
    const failed = dialogs.error('b');
    dialogs.clear();
    await expect(shown).resolves.toBeUndefined();
    await expect(failed).resolves.toBeUndefined();
  });

  it('notifies subscribers on every change and keeps the snapshot stable in between', () => {
    const dialogs = createDialogService();
    const listener = vi.fn();
    const unsubscribe = dialogs.subscribe(listener);
    const empty = dialogs.getSnapshot();
    expect(dialogs.getSnapshot()).toBe(empty);
    void dialogs.alert('a');
    expect(listener).toHaveBeenCalledTimes(1);
    const one = dialogs.getSnapshot();
    expect(dialogs.getSnapshot()).toBe(one);
    dialogs.settle(one[0]!.id, true);
    dialogs.settle(one[0]!.id, true); // already settled: no second notification
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    void dialogs.alert('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
