import type { Kysely } from 'kysely';

/**
 * Business events are kept RETENTION_BUSINESS_EVENTS_DAYS (decision 0040): the purge deletes by
 * age across every organisation, which the (organisation, mode, created_at) index cannot serve.
 * Their deliveries and attempts go with them (ON DELETE CASCADE, migration 0030).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('business_events_created')
    .on('business_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('business_events_created').execute();
}
