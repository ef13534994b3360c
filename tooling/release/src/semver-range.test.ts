import { satisfies } from './semver-range.ts';

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

  it('refuses range forms it does not know instead of guessing', () => {
    expect(() => satisfies('1.0.0', '1.x')).toThrow();
    expect(() => satisfies('1.0.0', '>1.0.0')).toThrow();
    expect(() => satisfies('latest', '^1.0.0')).toThrow('not a semver version');
  });
});
