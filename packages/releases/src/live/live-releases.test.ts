import type { ReleasesService } from '../records/releases.service.ts';
import type { FileStore } from '../store/file-store.ts';
import { createLiveReleases } from './live-releases.ts';

describe('live releases', () => {
  it('reads again when a forced refresh is asked for while a read runs, though the switch counter stayed', async () => {
    let reads = 0;
    const releases = { generation: async () => 1, readLive: async () => ((reads += 1), { generation: 1, releases: [], content: [] }) } as unknown as ReleasesService;
    const live = createLiveReleases({ releases, store: {} as FileStore, remotesBaseUrl: '/remotes', publicUrl: 'http://localhost:8080' });
    await live.refresh(true);
    expect(reads).toBe(1);
    // A page set was stored (no switch): two forced reads asked for at once are both served.
    await Promise.all([live.refresh(true), live.refresh(true)]);
    expect(reads).toBe(3);
    // An unforced one finds the counter where it was, and reads nothing.
    await live.refresh();
    expect(reads).toBe(3);
  });
});
