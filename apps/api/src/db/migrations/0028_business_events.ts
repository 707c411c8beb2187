import type { Kysely } from 'kysely';

/**
 * What happened that a business should hear about (issue 33): one row per event per
 * organisation and mode, written in the transaction of the change (a session approved, consent
 * revoked…). `GET /api/business/v1/events` lists them so a business can reconcile after an
 * outage; webhook deliveries refer to them. `data` is the event's JSON payload as delivered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_events_org')
    .on('business_events')
    .columns(['organisation_id', 'mode', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_events').execute();
}
