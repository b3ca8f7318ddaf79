import type { TLegalWritingRequest } from "@inkundla/shared";

/**
 * What a person asks the legal-writing tool for, and what the local engine gives back. The choices are
 * the shared schema's codes (ZLegalWritingRequest); their labels come from the shared label tables.
 */

/** The ten fields as asked (the shared schema's codes), without the client and matter they are filed on. */
export type LegalWritingRequest = Omit<TLegalWritingRequest, "clientId" | "matterId">;

/** A passage the corpus retrieval returned for the request: the only law a draft may cite. */
export type GroundingSource = {
  /** Formatted citation: "Benicon Earthworks and Mining Services (Edms) Bpk v Jacobs NO [2021] ZASCA 41". */
  citation: string;
  title: string;
  /** "para 12", "s 25". */
  pinpoint?: string;
  /** The retrieved passage. */
  text: string;
};

export type DraftCitation = {
  /** The authority's name (the source's title). */
  caseRef: string;
  /** The citation as the draft writes it, with its pinpoint. */
  citation: string;
  /** 0–100: how much of the key point's wording the passage shares. */
  relevance: number;
  /** The passage's sentence the draft quotes, or the start of the passage. */
  context: string;
};

export type Draft = {
  /** The document HTML dialect (document-html-contract). */
  html: string;
  text: string;
  citations: DraftCitation[];
  /** Citations the person asked for that no source carries: the caller reports them "not found in the corpus". */
  notFound: string[];
};
