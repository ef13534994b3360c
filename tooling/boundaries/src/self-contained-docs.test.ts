// node --test: the docs check finds each kind of outside reference, leaves the exempt folders
// and the runtime texts alone, and finds none in the repository as it is.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { outsideReferencesIn, outsideReferencesOfRepository, runtimeTexts } from './self-contained-docs.ts';

// Built from pieces, so that this file passes its own check.
const spec = 'spec' + ' §';
const issue = 'issue' + ' ';
const architecture = 'ARCHITECTURE' + '.md';
const shared = '../' + 'shared';

describe('the self-contained docs check', () => {
  it('finds a spec section, an issue number, the architecture brief and the shared folder', () => {
    const text = [
      `// The Login screen (${spec}2).`,
      'clean line',
      `it('registers once (${issue}29)', () => {`,
      `The only way a browser talks to the API (${architecture}).`,
      `See ${shared}/notes/measuring.md.`,
      `// Every path (and ${issue.replace('issue', 'issues')}3 and 4).`,
    ].join('\n');
    assert.deepEqual(
      outsideReferencesIn('apps/account/src/x.ts', text).map((found) => found.line),
      [1, 3, 4, 5, 6],
    );
  });

  it('passes words that only look alike', () => {
    const text = [
      'the spec says so; see packages/shell-contract/README.md §5',
      'an issue with the cache, 29 times',
      'a sentence about architecture',
    ].join('\n');
    assert.deepEqual(outsideReferencesIn('README.md', text), []);
  });

  it('leaves decision records and bench reports alone', () => {
    assert.deepEqual(outsideReferencesIn('docs/decisions/0031-customer-journey.md', `${spec}5 adopted here`), []);
    assert.deepEqual(outsideReferencesIn('bench/reports/history.md', `budgets of ${issue}7`), []);
  });

  it('allows the runtime texts, and only them, on a line', () => {
    for (const allowed of runtimeTexts) assert.deepEqual(outsideReferencesIn('apps/api/src/x.ts', `'${allowed}'`), []);
    assert.equal(outsideReferencesIn('apps/api/src/x.ts', `'${runtimeTexts[0]}' // ${issue}36`).length, 1);
  });

  it('finds nothing in the repository', () => {
    const found = outsideReferencesOfRepository(path.resolve(import.meta.dirname, '../../..'));
    assert.deepEqual(found.map(({ file, line, text }) => `${file}:${line}: ${text}`), []);
  });
});
