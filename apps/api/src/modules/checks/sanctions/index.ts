/** Sanctions and PEP screening: list parsing, name normalisation and fuzzy matching. */
export { jaroWinkler } from './jaro-winkler.js';
export { nameTokens, normaliseText, NOISE_TOKENS } from './normalise.js';
export { applyOfacAliases, loadSanctionsFile, parseSanctionsCsv } from './parse.js';
export type { LoadOptions } from './parse.js';
export { buildScreeningIndex, DEFAULT_THRESHOLD, screen } from './screen.js';
export type { ScreeningHit, ScreeningIndex, ScreeningQuery } from './screen.js';
export { SanctionsFormatError } from './types.js';
export type { EntryKind, ParseResult, SanctionsEntry, SanctionsFormat } from './types.js';
