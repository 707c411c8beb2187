import type { Kysely } from 'kysely';

/**
 * Issue 47: a business's logo (its SHA-256; the PNG is in file storage at logos/<sha>.png) and
 * colour on its customers' pages. Live pages show `checked_logo_sha`, the logo an admin saw at
 * live approval, as they show the checked name (0037).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['logo_sha', 'checked_logo_sha', 'brand_colour'])
    await db.schema.alterTable('organisations').addColumn(column, 'text').execute();
  await db.schema
    .createIndex('organisations_logo')
    .on('organisations')
    .column('logo_sha')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('organisations_logo').execute();
  for (const column of ['logo_sha', 'checked_logo_sha', 'brand_colour'])
    await db.schema.alterTable('organisations').dropColumn(column).execute();
}
