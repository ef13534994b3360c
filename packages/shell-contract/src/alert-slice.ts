import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AlertKind = 'success' | 'error';

export interface Alert {
  kind: AlertKind;
  text: string;
  /** Survive the next navigation once, then clear at the following one. */
  keepAfterNavigation: boolean;
}

export interface AlertState {
  current: Alert | null;
}

const initialState: AlertState = { current: null };

/**
 * The global alert banner's state. The shell owns the store; remotes dispatch these
 * actions through the shared react-redux singleton.
 */
export const alertSlice = createSlice({
  name: 'alert',
  initialState,
  reducers: {
    alertShown(state, action: PayloadAction<{ kind: AlertKind; text: string; keepAfterNavigation?: boolean }>) {
      state.current = { keepAfterNavigation: false, ...action.payload };
    },
    alertDismissed(state) {
      state.current = null;
    },
    navigationStarted(state) {
      if (state.current?.keepAfterNavigation) state.current.keepAfterNavigation = false;
      else state.current = null;
    },
  },
});

export const { alertShown, alertDismissed, navigationStarted } = alertSlice.actions;

/** Shorthands for the common cases. */
export const showSuccess = (text: string, keepAfterNavigation = false) =>
  alertShown({ kind: 'success', text, keepAfterNavigation });
export const showError = (text: string, keepAfterNavigation = false) =>
  alertShown({ kind: 'error', text, keepAfterNavigation });
