/**
 * Legal writing's local engine: drafts a South African legal document of the chosen type from the
 * person's key points and the corpus passages retrieved for them. Pure functions, no database.
 */

export { draftLegalDocument } from "./draft-legal-document.ts";
export type { Draft, DraftCitation, GroundingSource, LegalWritingRequest } from "./legal-writing-request.ts";
export { CITATION_NOT_FOUND_MARK } from "./source-placement.ts";
