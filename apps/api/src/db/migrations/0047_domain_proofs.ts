import type { Kysely } from 'kysely';

/**
 * Issue 49, item 3: a business proves its website's domain before members see the website (a DNS
 * TXT record or a file under /.well-known/ holding `domain_token`). The proof is of one host:
 * `domain_proven_host`; a website on another host is shown only once that one is proven.
 */
const columns = ['domain_token', 'domain_proven_host', 'domain_proven_at', 'domain_proof_method'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns)
    await db.schema.alterTable('organisations').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of columns)
    await db.schema.alterTable('organisations').dropColumn(column).execute();
}
