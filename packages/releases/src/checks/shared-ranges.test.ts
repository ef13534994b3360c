// The range forms of the shared table (tooling/webpack/shared.js), as the contract check
// reads them with semver: a pre-release satisfies no range but its own.
import { satisfies, validRange } from 'semver';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['18.3.1', '^19.0.0', false],
    ['0.1.7', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['6.6.0', '^6.1.0', true],
    ['6.0.9', '^6.1.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['3.0.0', '>=2.0.0', true],
    ['2.5.0', '>=2.0.0 <3.0.0', true],
    ['3.0.0', '>=2.0.0 <3.0.0', false],
    ['19.0.0', '^18.0.0 || ^19.0.0', true],
    ['17.0.2', '^18.0.0 || ^19.0.0', false],
    ['19.1.0-canary.1', '^19.0.0', false],
    ['5.0.0', '*', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('finds nothing in a range or version it cannot read, rather than guessing', () => {
    expect(validRange('one point oh')).toBeNull();
    expect(satisfies('1.0.0', 'one point oh')).toBe(false);
    expect(satisfies('latest', '^1.0.0')).toBe(false);
  });
});
