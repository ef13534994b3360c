/**
 * Moves focus to the first control (in document order) whose name has an error, so a
 * keyboard or screen-reader user lands on what needs fixing after a failed submit.
 */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, unknown> | undefined): void {
  if (!errors) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
