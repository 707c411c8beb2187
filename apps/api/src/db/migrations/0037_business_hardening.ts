import { sql, type Kysely } from 'kysely';

/**
 * Issue 46's business findings.
 *
 * The name and website an admin checked when approving live mode (issue 46, finding 2): members
 * see these, with "Verified business", and a change of either sends the organisation back to
 * review. Organisations approved before this migration keep their current name and website as
 * checked only when nothing about them changed after the decision (updated_at is stamped by the
 * decision itself); any later edit might have been a rename, so those wait for an admin again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organisations').addColumn('checked_name', 'text').execute();
  await db.schema.alterTable('organisations').addColumn('checked_website', 'text').execute();
  await sql`
    update organisations
       set checked_name = name, checked_website = website
     where live_status = 'approved' and updated_at <= live_decided_at
  `.execute(db);
  // A fee a business paid for a member who then declined or let the link lapse before submitting
  // goes back to the business (and the member back to paying it themselves).
  await db.schema.alterTable('verification_fees').addColumn('refunded_at', 'text').execute();
  // A key's hint kept four characters of its secret after the prefix ("vk_live_4fQz…9Ab2"): now
  // the prefix and the last four characters, which are its checksum ("vk_live_…9Ab2").
  await sql`
    update api_keys set hint = substr(hint, 1, 8) || substr(hint, 13)
     where substr(hint, 13, 1) = '…'
  `.execute(db);
}

/** The hints' four secret characters are gone for good; down keeps the shorter hints. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_fees').dropColumn('refunded_at').execute();
  await db.schema.alterTable('organisations').dropColumn('checked_website').execute();
  await db.schema.alterTable('organisations').dropColumn('checked_name').execute();
}
