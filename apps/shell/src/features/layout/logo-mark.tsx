// The WTM mark: a "W" drawn as a rising line on the brand blue, the shape of a
// ledger's trend and of the letter at once. The drawing is src/favicon.svg, which the
// build publishes at /favicon.svg: the header shows that file (the browser has it already
// for the tab), so the mark costs no bytes of the first visit's JavaScript.
import faviconUrl from '../../favicon.svg';

/** The logo mark beside the brand name; decorative, the link says "WTM home". */
export function LogoMark() {
  return <img src={faviconUrl} width={32} height={32} alt="" />;
}
