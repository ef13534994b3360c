import {
  createCanaryService,
  createLiveReleases,
  createReleasesService,
  createSitePagesRenderer,
  describeStoreLocation,
  listContentCanaries,
  openFileStore,
  releaseOnFirstRun,
  RELEASES_CHANNEL,
  type CanaryService,
  type LiveReleases,
  type ReleasesService,
} from '@wtm/releases';
import fp from 'fastify-plugin';
import { listenForNotifications, type NotificationListener } from '../../db/notification-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Release, roll back and read the release store (the same service the release commands use). */
    releases: ReleasesService;
    /** What this instance serves: the live shell and remotes, kept current (notifications and re-reads). */
    liveReleases: LiveReleases;
    /** Canary releases of the remotes: start, promote, withdraw. */
    canaries: CanaryService;
  }
}

/** The version this instance serves of each release name (shell and each remote). */
export type LiveVersions = Record<string, string | undefined>;

export function liveVersions(liveReleases: LiveReleases): LiveVersions {
  const { shell, remotes } = liveReleases.current();
  return { shell: shell?.version, ...Object.fromEntries(Object.entries(remotes).map(([name, live]) => [name, live?.version])) };
}

/**
 * The release platform (packages/releases) as an instance mounts it (docs/decisions/0028).
 * At start: on an empty store only (the first run), the builds of this checkout go live;
 * then the live records are read. Afterwards every switch is read again at once when PostgreSQL
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
    const liveReleases = createLiveReleases({ releases, store, remotesBaseUrl: config.remotesBaseUrl, publicUrl: app.config.publicUrl, readCanaries: canaries.list, readContentCanaries: () => listContentCanaries(app.db) });
    const sitePages = createSitePagesRenderer({ releases, liveReleases, log: app.log });
    const countSwitches = (before: LiveVersions) => {
      for (const [name, version] of Object.entries(liveVersions(liveReleases))) if (version !== before[name]) app.metrics.releaseSwitches.inc({ name });
    };
    const reread = () => {
      const before = liveVersions(liveReleases);
      return liveReleases
        .refresh()
        .then(() => countSwitches(before))
        .then(sitePages.check)
        .catch((error: unknown) => app.log.error({ err: error }, 'could not read the live releases; serving the last ones read'));
    };
    let listener: NotificationListener | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await listener?.close();
      await sitePages.idle();
      store.close();
    });

    await releaseOnFirstRun(releases, config, app.log);
    await liveReleases.refresh(true);
    sitePages.check();
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
