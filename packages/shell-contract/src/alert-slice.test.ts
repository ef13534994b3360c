import { alertDismissed, alertSlice, navigationStarted, showError, showSuccess } from './alert-slice.ts';

const reduce = (actions: Parameters<typeof alertSlice.reducer>[1][]) =>
  actions.reduce(alertSlice.reducer, alertSlice.getInitialState());

describe('alert slice', () => {
  it('shows a success or an error alert with its text', () => {
    expect(reduce([showSuccess('Saved')]).current).toEqual({ kind: 'success', text: 'Saved', keepAfterNavigation: false });
    expect(reduce([showError('Failed')]).current?.kind).toBe('error');
  });

  it('clears at the next navigation start', () => {
    expect(reduce([showError('Failed'), navigationStarted()]).current).toBeNull();
  });

  it('survives exactly one navigation when asked to', () => {
    const afterOne = reduce([showSuccess('Welcome', true), navigationStarted()]);
    expect(afterOne.current?.text).toBe('Welcome');
    expect(alertSlice.reducer(afterOne, navigationStarted()).current).toBeNull();
  });

  it('is dismissed by its close control', () => {
    expect(reduce([showSuccess('Saved'), alertDismissed()]).current).toBeNull();
  });
});
