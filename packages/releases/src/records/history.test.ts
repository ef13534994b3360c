import { liveStack, type HistoryEntry } from './history.ts';

const line = (action: HistoryEntry['action'], version: string): HistoryEntry => ({ action, version, releasedAt: 0 });
const versions = (entries: HistoryEntry[]) => liveStack(entries).map((entry) => entry.version);

describe('the rollback stack', () => {
  it('pushes releases and pops on rollback', () => {
    expect(versions([line('release', 'v1'), line('release', 'v2'), line('rollback', 'v1')])).toEqual(['v1']);
  });

  it('after a rollback and a new release, leads back to what was live, not to the bad release', () => {
    const history = [line('release', 'v1'), line('release', 'v2'), line('rollback', 'v1'), line('release', 'v3')];
    expect(versions(history)).toEqual(['v1', 'v3']);
  });

  it('counts a release of the live version once', () => {
    expect(versions([line('release', 'v1'), line('release', 'v1'), line('release', 'v2')])).toEqual(['v1', 'v2']);
  });
});
