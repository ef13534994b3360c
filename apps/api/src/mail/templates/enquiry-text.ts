/** Shown for an optional field the visitor left empty. */
export const NOT_GIVEN = '(not given)';

/**
 * One line of text: control characters and line breaks become spaces. A subject with a
 * line break could otherwise start a new header; nodemailer also encodes it, this is
 * the belt to those braces. Single-line fields cannot fake extra lines in a notice.
 */
export function singleLine(value: string): string {
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** "2026-11-21 09:05 UTC". */
export function receivedText(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A mailto: link for an address as typed (a `+` or `'` in it stays part of the address). */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
