import { readRenderedPage } from './rendered-page.ts';

const rendered = {
  shell: '0.1.0-abc',
  owner: 'books',
  remotes: { books: { version: '0.1.0-b1', entry: '/remotes/books/0.1.0-b1/mf-manifest.json', releasedAt: '2026-11-26T00:00:00Z' } },
  renderedAt: '2026-11-26T10:00:00.000Z',
};

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="wtm-rendered-page">${text}</script>`;
  return doc;
}

describe('readRenderedPage', () => {
  it('reads what a prerendered page was rendered with', () => {
    expect(readRenderedPage(pageWith(JSON.stringify(rendered)))).toEqual(rendered);
  });

  it('finds nothing on a page rendered in the browser only', () => {
    expect(readRenderedPage(pageWith(null))).toBeUndefined();
  });

  it('ignores what it cannot trust: broken JSON, or not the expected shape', () => {
    expect(readRenderedPage(pageWith('{"shell":'))).toBeUndefined();
    expect(readRenderedPage(pageWith(JSON.stringify({ ...rendered, remotes: null })))).toBeUndefined();
  });
});
