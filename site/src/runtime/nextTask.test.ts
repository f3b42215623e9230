import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('should resolve in a later task, after the microtasks and tasks queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const waited = nextTask().then(() => order.push('nextTask'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'task queued before', 'nextTask']);
  });
});
