import { consentReducer, type ConsentAction, type ConsentState } from './consentMachine';

export interface ConsentStore {
  getState: () => ConsentState;
  subscribe: (listener: () => void) => () => void;
  /** Applies an action and answers the new state, so a choice's side effects act on what was chosen. */
  dispatch: (action: ConsentAction) => ConsentState;
}

/** The consent reducer behind a subscribable store (for useSyncExternalStore). */
export function createConsentStore(initial: ConsentState): ConsentStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => {
      const next = consentReducer(state, action);
      if (next !== state) {
        state = next;
        for (const listener of listeners) listener();
      }
      return state;
    },
  };
}
