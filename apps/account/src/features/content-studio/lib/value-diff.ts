import { pathName, type PathSegment } from './value-paths.ts';

/** One field that differs between two values of an entry (or of a section's entries). */
export interface FieldChange {
  /** The API's name of the field: `plans[2].prices.INR`. */
  field: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<PathSegment, unknown> => value !== null && typeof value === 'object';

/**
 * The leaf fields that differ, in the order the values list them: the readable diff of the
 * history. Content is small JSON (no cycles, no dates), so a walk of both is all it takes.
 */
export function changesBetween(before: unknown, after: unknown, path: PathSegment[] = []): FieldChange[] {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys: PathSegment[] =
      Array.isArray(before) && Array.isArray(after)
        ? Array.from({ length: Math.max(before.length, after.length) }, (_, index) => index)
        : [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changesBetween(before[key], after[key], [...path, key]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: pathName(path), before, after }];
}

/** A field's value as the history shows it: text quoted, a list or group as JSON, none as a dash. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return `“${value}”`;
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
