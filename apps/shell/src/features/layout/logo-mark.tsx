/**
 * The WTM mark (issue 29): a "W" drawn as a rising line on the brand blue, the shape of
 * a ledger's trend and of the letter at once. Inline, so it costs no request and shows
 * with the header. favicon.svg is the same drawing.
 */
export function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5cad" />
      <path d="M6.5 10.5l4.5 12 5-9.5 5 9.5 4.5-12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25.5" cy="10.5" r="2" fill="#8fd3ff" />
    </svg>
  );
}
