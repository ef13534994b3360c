import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the shell shows of the signed-in customer; the token stays in api-client. */
export interface SessionUser {
  id: string;
  email: string;
  /** First and last name; empty for a session stored before the sign-in answer carried them. */
  name: string;
}

export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

/** Mirrors api-client's stored current user (docs/decisions/0004-session-truth.md). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
    },
  },
});

export const { sessionChanged } = sessionSlice.actions;
