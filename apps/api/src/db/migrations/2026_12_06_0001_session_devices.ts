import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the customer's security page shows of each session: a public id (the token's hash
 * is never sent), the browser and system read from the user agent at sign-in, the
 * coarse network (an IPv4 /24 or IPv6 /48, no geolocation) and when it was last used.
 * Sessions of before have an id and nothing else.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('network', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
    const existing: { token_hash: string }[] = await db.selectFrom('sessions').select('token_hash').execute();
    for (const { token_hash } of existing) await db.updateTable('sessions').set({ id: randomUUID() }).where('token_hash', '=', token_hash).execute();
    await db.schema.createIndex('sessions_id_index').on('sessions').column('id').unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sessions_id_index').execute();
    for (const column of ['last_seen_at', 'network', 'device', 'id']) await db.schema.alterTable('sessions').dropColumn(column).execute();
  },
};
