import { describe, expect, it } from 'vitest';
import { positionTypeFits, positionTypesOf } from './professional-details';

const MAPPING = [
  { value: 'privateEmployee', positionTypes: [{ value: 'permanent', label: 'Permanent' }, { value: 'temporary', label: 'Temporary' }] },
  { value: 'retired', positionTypes: [{ value: 'pension', label: 'Pension' }] },
];

describe('professional details (state 27)', () => {
  it("offers the position types of the chosen profession, none before one is chosen", () => {
    expect(positionTypesOf(MAPPING, 'retired').map((type) => type.value)).toEqual(['pension']);
    expect(positionTypesOf(MAPPING, undefined)).toEqual([]);
  });
  it('keeps a position type only with the profession it belongs to', () => {
    expect(positionTypeFits(MAPPING, 'privateEmployee', 'temporary')).toBe(true);
    expect(positionTypeFits(MAPPING, 'retired', 'temporary')).toBe(false);
  });
});
