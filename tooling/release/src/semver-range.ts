// The few semver range forms tooling/webpack/shared.js uses, checked without a
// dependency: `^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3`, `<2.0.0` (space = and), `a || b`, `*`.
// Anything else is refused loudly rather than guessed.

type Triple = [number, number, number];

interface Version {
  release: Triple;
  prerelease: string | undefined;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version {
  const match = VERSION.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a semver version`);
  return { release: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] };
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The [lower inclusive, upper exclusive] bounds of one comparator. */
function bounds(comparator: string): [Triple | undefined, Triple | undefined, boolean] {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) throw new Error(`Unsupported range "${comparator}"`);
  const [, operator = '=', versionText] = match;
  const { release: v, prerelease } = parseVersion(versionText!);
  if (prerelease) throw new Error(`Unsupported pre-release in range "${comparator}"`);
  const [major, minor, patch] = v;
  switch (operator) {
    case '^':
      if (major > 0) return [v, [major + 1, 0, 0], false];
      if (minor > 0) return [v, [0, minor + 1, 0], false];
      return [v, [0, 0, patch + 1], false];
    case '~':
      return [v, [major, minor + 1, 0], false];
    case '>=':
      return [v, undefined, false];
    case '<':
      return [undefined, v, false];
    case '=':
      return [v, v, true];
    default:
      throw new Error(`Unsupported operator in range "${comparator}"`);
  }
}

/** True when `version` satisfies `range`; pre-release versions satisfy only an exact range. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().split(/\s+/).filter(Boolean);
    if (comparators.length === 0 || (comparators.length === 1 && comparators[0] === '*')) return !parsed.prerelease;
    return comparators.every((comparator) => {
      const [low, high, exact] = bounds(comparator);
      if (exact) return compare(parsed.release, low!) === 0 && !parsed.prerelease;
      if (parsed.prerelease) return false;
      return (!low || compare(parsed.release, low) >= 0) && (!high || compare(parsed.release, high) < 0);
    });
  });
}

