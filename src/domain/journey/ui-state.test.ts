import { describe, it, expect } from 'vitest';
import { NAVIGATION_MODES, applyColors, clearAsyncFormData, createUiState, isUiStateEmpty, setAsyncFormData, setLoading } from './ui-state';

describe('ui state', () => {
  it('SPEC §3: navigation modes are PUSH and REPLACE', () => {
    expect(NAVIGATION_MODES).toEqual(['PUSH', 'REPLACE']);
  });

  it('SPEC §3: custom colours start from the stored value', () => {
    expect(createUiState({ primary: '#123' }).colors).toEqual({ primary: '#123' });
    expect(createUiState(null)).toEqual({ colors: {}, isLoading: false, asyncFormData: {}, lastOperationAt: null });
  });

  it('SPEC §3: applied colours are merged', () => {
    const state = applyColors(createUiState({ primary: '#123' }), { secondary: '#456' }, 1000);
    expect(state.colors).toEqual({ primary: '#123', secondary: '#456' });
    expect(state.lastOperationAt).toBe(1000);
  });

  it('SPEC §3: the loading flag is replaced when set', () => {
    const on = setLoading(createUiState(), true, 1);
    expect(on.isLoading).toBe(true);
    expect(setLoading(on, false, 2)).toMatchObject({ isLoading: false, lastOperationAt: 2 });
  });

  it('SPEC §3: async form data is free-form', () => {
    const state = setAsyncFormData(createUiState(), { cities: ['Madrid'] }, 5);
    expect(state.asyncFormData).toEqual({ cities: ['Madrid'] });
    expect(clearAsyncFormData(state, 6).asyncFormData).toEqual({});
  });

  it('SPEC §2: an empty UI state lets header and footer show', () => {
    expect(isUiStateEmpty(createUiState())).toBe(true);
    expect(isUiStateEmpty(setLoading(createUiState(), true, 1))).toBe(true);
    expect(isUiStateEmpty(createUiState({ primary: '#000' }))).toBe(false);
  });
});
