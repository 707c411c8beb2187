/** What the API projects' global set-up hands every test file (Vitest's provide / inject). */
export type TemplateDb = { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file (api-sqlite) or PostgreSQL database (api-postgres) to copy. */
    templateDb: TemplateDb;
  }
}
