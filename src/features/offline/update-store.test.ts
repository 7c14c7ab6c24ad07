import { describe, it, expect } from 'vitest';
import { createUpdateStore } from './update-store';

describe('update prompt state (DESIGN.md §9: prompt, never a forced reload)', () => {
  it('shows nothing until a new version is offered', () => {
    expect(createUpdateStore().getState()).toEqual({ status: 'none' });
  });

  it('an offer shows the prompt; nothing is applied until the applicant asks', async () => {
    const store = createUpdateStore();
    const applied: string[] = [];
    store.offer(async () => {
      applied.push('applied');
    });
    expect(store.getState()).toEqual({ status: 'ready' });
    expect(applied).toEqual([]);
    await store.apply();
    expect(applied).toEqual(['applied']);
  });

  it('is "applying" while the answers are saved, and a second press does nothing', async () => {
    const store = createUpdateStore();
    let finish = () => undefined as void;
    let calls = 0;
    store.offer(() => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const first = store.apply();
    expect(store.getState()).toEqual({ status: 'applying' });
    void store.apply();
    finish();
    await first;
    expect(calls).toBe(1);
  });

  it('a failed update puts the prompt back', async () => {
    const store = createUpdateStore();
    store.offer(() => Promise.reject(new Error('no')));
    await store.apply();
    expect(store.getState()).toEqual({ status: 'ready' });
  });

  it('tells its subscribers', () => {
    const store = createUpdateStore();
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    store.offer(() => Promise.resolve());
    stop();
    store.offer(() => Promise.resolve());
    expect(heard).toBe(1);
  });
});
