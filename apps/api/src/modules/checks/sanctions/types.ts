/** One listed person, organisation, vessel or aircraft, whichever file it came from. */
export interface SanctionsEntry {
  source: 'ofac_sdn' | 'opensanctions';
  /** OFAC ent_num, or the OpenSanctions entity id. */
  id: string;
  /** As published ("SMITH, John" stays in OFAC's order): reviewers compare it with the list. */
  name: string;
  aliases: string[];
  kind: EntryKind;
  /** Sanctions programmes (OFAC "SDGT", "IRAN"...) or OpenSanctions' sanctions descriptions. */
  programs: string[];
  /** As published: "1965-03-12", "1965", "circa 1960"... */
  birthDates: string[];
  countries: string[];
  /** A politically exposed person rather than (or as well as) a sanctioned one. */
  pep: boolean;
  /** Which list, for the reviewer: "OFAC SDN", or OpenSanctions' dataset text. */
  list: string;
}

/** "other" is a vessel, an aircraft, or an OpenSanctions LegalEntity that may be either. */
export type EntryKind = 'person' | 'organisation' | 'other';

export type SanctionsFormat = 'ofac_sdn' | 'opensanctions';

export interface ParseResult {
  format: SanctionsFormat;
  entries: SanctionsEntry[];
  /** Rows that could not be read as an entry (wrong column count, no id, no name). */
  skipped: number;
}

/** The file is not a list this module reads. Distinct so callers can report it plainly. */
export class SanctionsFormatError extends Error {
  override name = 'SanctionsFormatError';
}
