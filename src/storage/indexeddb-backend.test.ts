import { describe, it, expect } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createIndexedDbBackend } from './indexeddb-backend';
import { recordingIdbFactory } from '../../tests/support/storage-fakes';

describe('IndexedDB backend (DESIGN.md §9, idb-keyval #165: reopen on InvalidStateError)', () => {
  it('stores and reads text in its own database', async () => {
    const backend = createIndexedDbBackend(new IDBFactory());
    await backend.set('sessionId', '"abc"');
    expect(await backend.get('sessionId')).toBe('"abc"');
    await backend.remove('sessionId');
    expect(await backend.get('sessionId')).toBeUndefined();
  });

  it('reopens the connection once when the browser closed it without a close event', async () => {
    const { factory, connections } = recordingIdbFactory(new IDBFactory());
    const backend = createIndexedDbBackend(factory);
    await backend.set('lid', '"lead-1"');
    expect(connections).toHaveLength(1);

    // db.close() from script fires no `close` event: exactly the state iOS leaves us in.
    connections[0]?.close();

    expect(await backend.get('lid')).toBe('"lead-1"');
    expect(connections).toHaveLength(2);
  });

  it('reopens only once when calls made together all meet the closed connection', async () => {
    const { factory, connections } = recordingIdbFactory(new IDBFactory());
    const backend = createIndexedDbBackend(factory);
    await backend.set('lid', '"lead-1"');
    connections[0]?.close();

    const reads = await Promise.all([backend.get('lid'), backend.get('lid'), backend.set('state', '1')]);
    expect(reads.slice(0, 2)).toEqual(['"lead-1"', '"lead-1"']);
    expect(connections).toHaveLength(2);
  });

  it('rejects errors other than InvalidStateError without retrying', async () => {
    const opens: string[] = [];
    const failing = {
      open: (name: string) => {
        opens.push(name);
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as globalThis.IDBFactory;
    await expect(createIndexedDbBackend(failing).get('lid')).rejects.toMatchObject({ name: 'SecurityError' });
    expect(opens).toEqual(['application-frontend']);
  });
});
