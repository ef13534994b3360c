/** One line of a release history: a release made a version live, or a rollback made an earlier one live again. */
export interface HistoryEntry {
  version: string;
  action: 'release' | 'rollback';
  /** When it went live, ms since the epoch. */
  releasedAt: number;
}

/**
 * The releases one name can roll back through, oldest first, the live one last: a
 * release is pushed, a rollback pops the release it replaced. So "release v2, roll back,
 * release v3, roll back" returns to v1, never to the bad v2.
 */
export function liveStack<T extends HistoryEntry>(entries: readonly T[]): T[] {
  const stack: T[] = [];
  for (const entry of entries) {
    if (entry.action === 'rollback') {
      stack.pop();
      if (stack.at(-1)?.version !== entry.version) stack.push(entry);
    } else if (stack.at(-1)?.version !== entry.version) {
      stack.push(entry);
    }
  }
  return stack;
}
