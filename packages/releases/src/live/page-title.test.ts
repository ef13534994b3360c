import { withTitle } from './page-title.ts';

describe('withTitle', () => {
  it('replaces the title where the document has it, escaped, and keeps every other byte', () => {
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title><style>p{}</style></head><body><div id="root"></div></body></html>';
    expect(withTitle(html, 'My Account | <WTM>')).toBe(html.replace('<title>Home</title>', '<title>My Account | &lt;WTM&gt;</title>'));
  });

  it('adds a title after <meta charset> when there is none, and ignores a "<title>" in a script', () => {
    const html = '<!doctype html><html><head><meta charset="utf-8"><script>const t = "<title>x</title>";</script></head><body></body></html>';
    expect(withTitle(html, 'Logout | WTM')).toBe('<!doctype html><html><head><meta charset="utf-8"><title>Logout | WTM</title><script>const t = "<title>x</title>";</script></head><body></body></html>');
  });

  it('reads a title written in capitals or with attributes', () => {
    expect(withTitle('<html><head><TITLE data-x="1">Old</TITLE></head></html>', 'New')).toBe('<html><head><TITLE data-x="1">New</TITLE></head></html>');
  });
});
