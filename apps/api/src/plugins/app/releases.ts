import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeStoreLocation, openFileStore, releaseNames, type ReleaseName } from '@wtm/release';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForNotifications, type NotificationListener } from '../../db/notification-listener.ts';
import { RELEASES_CHANNEL } from '../../repositories/releases.repository.ts';
import { createCanaryService, type CanaryService } from '../../services/releases/canary.service.ts';
import { createLiveReleases, type LiveReleases } from '../../services/releases/live-releases.ts';
import { createReleasesService, type BuildToRelease, type ReleasesService } from '../../services/releases/releases.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Release, roll back and read the release store (the same service the release commands use). */
    releases: ReleasesService;
    /** What this instance serves: the live shell and remotes, kept current (notifications and re-reads). */
    liveReleases: LiveReleases;
    /** Canary releases of the remotes (issue 30): start, promote, withdraw. */
    canaries: CanaryService;
  }
}

/**
 * The release store as an instance reads it (issue 28, docs/decisions/0028). At start:
 * on an empty store only (the first run), the builds of this checkout go live; then the
 * live records are read. Afterwards every switch is read again at once when PostgreSQL
 * announces it (LISTEN on a connection of its own), and every RELEASE_REREAD_MS besides,
 * should a notification be lost. Starting an instance never changes what is live
 * otherwise.
 */
export const releasesPlugin = fp(
  async (app) => {
    const { releases: config, database } = app.config;
    const store = openFileStore(config.store);
    const announce = database.dialect === 'postgres';
    const releases = createReleasesService({
      db: app.db,
      store,
      announce,
      pages: { publicUrl: app.config.publicUrl, remotesBaseUrl: config.remotesBaseUrl },
      onFirstRunPagesFailed: (message) => app.log.error(`first run: the pages could not be prerendered; they are rendered in the browser until the next release.\n${message}`),
    });
    const canaries = createCanaryService({ db: app.db, store, releases, announce });
    const liveReleases = createLiveReleases({ releases, store, remotesBaseUrl: config.remotesBaseUrl, readCanaries: canaries.list });
    const reread = () => liveReleases.refresh().catch((error: unknown) => app.log.error({ err: error }, 'could not read the live releases; serving the last ones read'));
    let listener: NotificationListener | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await listener?.close();
      store.close();
    });

    await releaseOnFirstRun(app, releases, config);
    await liveReleases.refresh(true);
    const { shell, remotes } = liveReleases.current();
    app.log.info(
      { store: describeStoreLocation(config.store), shell: shell?.version ?? null, remotes: Object.fromEntries(Object.entries(remotes).map(([name, live]) => [name, live?.version])) },
      'live releases read',
    );
    timer = setInterval(() => void reread(), config.rereadMs).unref();
    if (database.dialect === 'postgres') {
      listener = listenForNotifications({ url: database.url, channel: RELEASES_CHANNEL, onNotification: () => void reread(), onConnected: () => void reread(), log: app.log });
    }
    app.decorate('releases', releases);
    app.decorate('liveReleases', liveReleases);
    app.decorate('canaries', canaries);
  },
  { name: 'releases', dependencies: ['config', 'database'] },
);

/** The builds of this checkout that are there to release: a shell with its page, remotes with their manifest. */
async function firstRunBuilds(config: { firstRunShell: string; firstRunRemotes: Record<string, string> }): Promise<BuildToRelease[]> {
  const builds: BuildToRelease[] = [];
  for (const name of releaseNames) {
    const distDir = name === 'shell' ? config.firstRunShell : config.firstRunRemotes[name]!;
    if (!existsSync(join(distDir, name === 'shell' ? 'index.html' : 'mf-manifest.json'))) continue;
    builds.push({ name, distDir, packageVersion: await packageVersionNextTo(distDir) });
  }
  return builds;
}

/** The version in the package.json beside a build folder (apps/<name>/dist → apps/<name>), if any. */
async function packageVersionNextTo(distDir: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(join(distDir, '..', 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

async function releaseOnFirstRun(
  app: FastifyInstance,
  releases: ReleasesService,
  config: { firstRunShell: string; firstRunRemotes: Record<string, string> },
): Promise<void> {
  const builds = await firstRunBuilds(config);
  const released = await releases.releaseIfEmpty(builds);
  if (released.length > 0) {
    app.log.info({ released: Object.fromEntries(released.map((live) => [live.name, live.version])) }, 'first run: released the builds of this checkout');
    return;
  }
  // Later starts change nothing; say which builds here differ from what is live.
  const live = new Map<ReleaseName, string>((await releases.readLive()).releases.map((record) => [record.name, record.version]));
  for (const build of builds) {
    const version = await releases.versionOf(build).catch(() => undefined);
    if (version !== undefined && live.get(build.name) !== version) {
      app.log.info({ name: build.name, build: version, live: live.get(build.name) ?? null }, `this checkout's ${build.name} build is not live: pnpm release ${build.name} makes it so`);
    }
  }
}
