import type { FormEvent } from 'react';
import type { FormApi } from 'final-form';
import { focusFirstInvalid } from '@wtm/ui';

/**
 * The `onSubmit` of a react-final-form `<form>`: hands the event to final-form and, when
 * it refuses the submit for invalid values, moves focus to the first invalid field.
 */
export function submitFocusingInvalid<Values>(
  event: FormEvent<HTMLFormElement>,
  handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown,
  form: FormApi<Values>,
): void {
  const target = event.currentTarget;
  void handleSubmit(event);
  const state = form.getState();
  if (state.submitFailed && state.hasValidationErrors) focusFirstInvalid(target, state.errors);
}
