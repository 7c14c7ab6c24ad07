import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { WRITE_NAMES } from './write-names';

describe('WRITE_NAMES', () => {
  it('names exactly the endpoint table’s non-GET calls, so every write has mutation defaults', () => {
    const writes = Object.entries(ENDPOINTS).filter(([, endpoint]) => endpoint.method !== 'GET').map(([name]) => name);
    expect([...WRITE_NAMES].sort()).toEqual(writes.sort());
  });
});
