/**
 * Citations in legal texts: finding them (`findCitations`), writing them the South African way, and
 * turning Akoma Ntoso ids into section labels. Pure functions, no database.
 */

export { formatCaseCitation, formatLegislationCitation, sectionLabelFromAknId } from "./citation-format.ts";
export { formatSectionLabel } from "./citation-keys.ts";
export { type CitationKind, type FoundCitation, findCitations } from "./citation-parser.ts";
export {
  isSouthAfricanCourtCode,
  SOUTH_AFRICAN_COURT_CODES,
  type SouthAfricanCourtCode,
} from "./court-codes.ts";
