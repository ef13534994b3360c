// Unit tests' stand-in for @wtm/ui's lazily loaded ALTCHA widget module (the real one
// needs web workers and ES-module node_modules that jsdom and Jest do not run). It
// defines an `altcha-widget` element that, once in the page, reports `verifying` and
// then `verified` with a payload unique to that widget ("solved-1", "solved-2", ...), as
// the real widget does after solving its challenge, and shows "Verifying..." and then
// "Verified" as its text. Browser tests use the real widget.
let solved = 0;

function registerAltcha() {
  if (customElements.get('altcha-widget')) return;
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      connectedCallback() {
        const report = (detail) => {
          this.textContent = detail.state === 'verified' ? 'Verified' : 'Verifying...';
          this.dispatchEvent(new CustomEvent('statechange', { detail }));
        };
        setTimeout(() => {
          report({ state: 'verifying' });
          solved += 1;
          report({ state: 'verified', payload: `solved-${solved}` });
        }, 0);
      }
    },
  );
}

module.exports = { registerAltcha };
