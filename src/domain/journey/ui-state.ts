/**
 * The UI state of SPEC §3: custom colours, a loading flag, async form data and a last-operation
 * timestamp. Pure transitions; the store in src/storage persists the result under uiColors,
 * isLoading and asyncFormData.
 */

/** SPEC §3: navigation mode values. */
export const NAVIGATION_MODES = ['PUSH', 'REPLACE'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];

export type UiColors = Record<string, string>;

export type UiState = {
  colors: UiColors;
  isLoading: boolean;
  /** Free-form data a step fetched asynchronously (e.g. a postcode lookup). */
  asyncFormData: Record<string, unknown>;
  /** Epoch ms of the last change, so that persisted copies can be ordered. */
  lastOperationAt: number | null;
};

/** SPEC §3: colours start from the stored value (session storage), the rest empty. */
export function createUiState(storedColors?: UiColors | null): UiState {
  return { colors: { ...(storedColors ?? {}) }, isLoading: false, asyncFormData: {}, lastOperationAt: null };
}

/** SPEC §3: applied colours are merged into the current ones. */
export function applyColors(state: UiState, colors: UiColors, now: number): UiState {
  return { ...state, colors: { ...state.colors, ...colors }, lastOperationAt: now };
}

/** The partner's colours gone (a direct visit, or a new start): our own look returns. */
export function clearColors(state: UiState, now: number): UiState {
  return { ...state, colors: {}, lastOperationAt: now };
}

/** SPEC §3: the loading flag is replaced when set. */
export function setLoading(state: UiState, isLoading: boolean, now: number): UiState {
  return { ...state, isLoading, lastOperationAt: now };
}

export function setAsyncFormData(state: UiState, data: Record<string, unknown>, now: number): UiState {
  return { ...state, asyncFormData: { ...state.asyncFormData, ...data }, lastOperationAt: now };
}

export function clearAsyncFormData(state: UiState, now: number): UiState {
  return { ...state, asyncFormData: {}, lastOperationAt: now };
}

/**
 * SPEC §2: header and footer fade out while the UI state is non-empty. We read "UI state" as the
 * custom colours a partner applies (its own chrome replaces ours); counting the loading flag would
 * make the header flicker on every request.
 */
export function isUiStateEmpty(state: UiState): boolean {
  return Object.keys(state.colors).length === 0;
}
