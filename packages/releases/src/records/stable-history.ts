import type { ReleaseHistoryRow } from './releases.repository.ts';

/**
 * The lines of a name's history that changed what all visitors get, as the release
 * tool's liveStack reads them: a promoted canary counts as a release; a canary started or
 * withdrawn changed nothing live, so rollback never goes back to one.
 */
export function stableLines<T extends Pick<ReleaseHistoryRow, 'action'>>(rows: readonly T[]): (T & { action: 'release' | 'rollback' })[] {
  return rows.flatMap((row) => {
    if (row.action === 'promote') return [{ ...row, action: 'release' as const }];
    return row.action === 'release' || row.action === 'rollback' ? [{ ...row, action: row.action }] : [];
  });
}
