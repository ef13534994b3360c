import { configureStore } from '@reduxjs/toolkit';
import { alertSlice } from '@wtm/shell-contract';
import { sessionSlice } from '../features/session/session-slice.ts';

export function createStore() {
  return configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [alertSlice.name]: alertSlice.reducer,
    },
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
