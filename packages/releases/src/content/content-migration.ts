import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import type { FileStore } from '../store/file-store.ts';
import type { PageOwner } from '../prerender/worker-protocol.ts';
import { readContentSeed } from './content-seed.ts';
import { contentSchemaProblem } from './content-schema-check.ts';
import { storeContent } from './content-store.ts';

/** What a section's build does to its live content: takes it, adds its new entries to it, or is refused. */
export type ContentForBuild = { kind: 'accepted' } | { kind: 'migrated'; version: string; added: string[] } | { kind: 'refused'; problem: string };

/**
 * Checks the live content against a build's content schema. A build that adds an entry
 * (its schema requires one the live content lacks) carries the entry's first value in
 * its seed: the live content with those entries added, never an entry changed, is the
 * migration its release takes when the schema accepts it (stored content-addressed
 * here; the release switches to it with the code, docs/decisions/0049).
 */
export async function contentForBuild(store: FileStore, section: PageOwner, distDir: string, live: ReleasedContent): Promise<ContentForBuild> {
  const problem = await contentSchemaProblem(distDir, live);
  if (problem === undefined) return { kind: 'accepted' };
  const seed = await readContentSeed(distDir, section);
  const added = Object.keys(seed?.entries ?? {}).filter((entry) => !(entry in live.entries));
  if (seed === undefined || added.length === 0) return { kind: 'refused', problem };
  const entries = { ...live.entries, ...Object.fromEntries(added.map((entry) => [entry, seed.entries[entry]])) };
  const still = await contentSchemaProblem(distDir, { ...live, entries });
  if (still !== undefined) return { kind: 'refused', problem: still };
  return { kind: 'migrated', version: await storeContent(store, { section, entries }), added };
}
