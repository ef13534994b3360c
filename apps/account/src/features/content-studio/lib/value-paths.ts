// Reading and replacing one field of an entry's value by its path (`plans[2].prices.INR`
// as segments ['plans', 2, 'prices', 'INR']), without changing the value it came from.

export type PathSegment = string | number;

/** The API's name of a field: `plans[2].prices.INR`. */
export function pathName(path: PathSegment[]): string {
  return path.reduce<string>((name, segment) => (typeof segment === 'number' ? `${name}[${segment}]` : name === '' ? segment : `${name}.${segment}`), '');
}

export function valueAt(value: unknown, path: PathSegment[]): unknown {
  return path.reduce<unknown>((current, segment) => (current !== null && typeof current === 'object' ? (current as Record<PathSegment, unknown>)[segment] : undefined), value);
}

/** A copy of `value` with the field at `path` replaced (undefined removes an object's field). */
export function withValueAt(value: unknown, path: PathSegment[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [PathSegment, ...PathSegment[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withValueAt(copy[head as number], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}) };
  const replaced = withValueAt(copy[head], rest, next);
  if (replaced === undefined) delete copy[head];
  else copy[head] = replaced;
  return copy;
}
