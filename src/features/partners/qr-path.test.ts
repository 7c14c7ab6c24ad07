import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws one unit square per dark module, none for light ones', () => {
    expect(qrPath([[true, false], [false, true]])).toEqual({ size: 2, path: 'M0 0h1v1h-1zM1 1h1v1h-1z' });
    expect(qrPath([])).toEqual({ size: 0, path: '' });
  });
});
