/**
 * The clause taxonomy every part of contract review speaks: the 41 categories of CUAD v1 (The Atticus
 * Project, CC BY 4.0), the South African clauses a local practitioner looks for, and a few general
 * ones that make a contract's outline readable. Ids are stable: they are stored with each analysis.
 */

export const CUAD_CATEGORIES = [
  { id: "document-name", label: "Document Name", cuadName: "Document Name" },
  { id: "parties", label: "Parties", cuadName: "Parties" },
  { id: "agreement-date", label: "Agreement Date", cuadName: "Agreement Date" },
  { id: "effective-date", label: "Effective Date", cuadName: "Effective Date" },
  { id: "expiration-date", label: "Expiration Date", cuadName: "Expiration Date" },
  { id: "renewal-term", label: "Renewal Term", cuadName: "Renewal Term" },
  {
    id: "notice-period-to-terminate-renewal",
    label: "Notice Period to Terminate Renewal",
    cuadName: "Notice Period to Terminate Renewal",
  },
  { id: "governing-law", label: "Governing Law", cuadName: "Governing Law" },
  { id: "most-favored-nation", label: "Most Favoured Nation", cuadName: "Most Favored Nation" },
  { id: "non-compete", label: "Non-Compete", cuadName: "Non-Compete" },
  { id: "exclusivity", label: "Exclusivity", cuadName: "Exclusivity" },
  { id: "no-solicit-of-customers", label: "No-Solicit of Customers", cuadName: "No-Solicit of Customers" },
  {
    id: "competitive-restriction-exception",
    label: "Competitive Restriction Exception",
    cuadName: "Competitive Restriction Exception",
  },
  { id: "no-solicit-of-employees", label: "No-Solicit of Employees", cuadName: "No-Solicit of Employees" },
  { id: "non-disparagement", label: "Non-Disparagement", cuadName: "Non-Disparagement" },
  {
    id: "termination-for-convenience",
    label: "Termination for Convenience",
    cuadName: "Termination for Convenience",
  },
  { id: "rofr-rofo-rofn", label: "Right of First Refusal / Offer / Negotiation", cuadName: "Rofr/Rofo/Rofn" },
  { id: "change-of-control", label: "Change of Control", cuadName: "Change of Control" },
  { id: "anti-assignment", label: "Anti-Assignment", cuadName: "Anti-Assignment" },
  { id: "revenue-profit-sharing", label: "Revenue/Profit Sharing", cuadName: "Revenue/Profit Sharing" },
  { id: "price-restrictions", label: "Price Restrictions", cuadName: "Price Restrictions" },
  { id: "minimum-commitment", label: "Minimum Commitment", cuadName: "Minimum Commitment" },
  { id: "volume-restriction", label: "Volume Restriction", cuadName: "Volume Restriction" },
  { id: "ip-ownership-assignment", label: "IP Ownership Assignment", cuadName: "IP Ownership Assignment" },
  { id: "joint-ip-ownership", label: "Joint IP Ownership", cuadName: "Joint IP Ownership" },
  { id: "license-grant", label: "Licence Grant", cuadName: "License Grant" },
  { id: "non-transferable-license", label: "Non-Transferable Licence", cuadName: "Non-Transferable License" },
  {
    id: "affiliate-license-licensor",
    label: "Affiliate Licence (Licensor)",
    cuadName: "Affiliate License-Licensor",
  },
  {
    id: "affiliate-license-licensee",
    label: "Affiliate Licence (Licensee)",
    cuadName: "Affiliate License-Licensee",
  },
  {
    id: "unlimited-all-you-can-eat-license",
    label: "Unlimited / All-You-Can-Eat Licence",
    cuadName: "Unlimited/All-You-Can-Eat-License",
  },
  {
    id: "irrevocable-or-perpetual-license",
    label: "Irrevocable or Perpetual Licence",
    cuadName: "Irrevocable or Perpetual License",
  },
  { id: "source-code-escrow", label: "Source Code Escrow", cuadName: "Source Code Escrow" },
  {
    id: "post-termination-services",
    label: "Post-Termination Services",
    cuadName: "Post-Termination Services",
  },
  { id: "audit-rights", label: "Audit Rights", cuadName: "Audit Rights" },
  { id: "uncapped-liability", label: "Uncapped Liability", cuadName: "Uncapped Liability" },
  { id: "cap-on-liability", label: "Cap on Liability", cuadName: "Cap on Liability" },
  { id: "liquidated-damages", label: "Liquidated Damages", cuadName: "Liquidated Damages" },
  { id: "warranty-duration", label: "Warranty Duration", cuadName: "Warranty Duration" },
  { id: "insurance", label: "Insurance", cuadName: "Insurance" },
  { id: "covenant-not-to-sue", label: "Covenant Not to Sue", cuadName: "Covenant Not to Sue" },
  { id: "third-party-beneficiary", label: "Third Party Beneficiary", cuadName: "Third Party Beneficiary" },
] as const;

export const SOUTH_AFRICAN_CATEGORIES = [
  { id: "domicilium", label: "Domicilium citandi et executandi" },
  { id: "jurisdiction", label: "Jurisdiction of a court" },
  { id: "breach-and-notice-to-remedy", label: "Breach and notice to remedy" },
  { id: "cession", label: "Cession" },
  { id: "non-variation", label: "Non-variation" },
  { id: "whole-agreement", label: "Whole agreement" },
  { id: "arbitration", label: "Arbitration" },
  { id: "personal-information", label: "POPIA: personal information" },
  { id: "operator-terms", label: "POPIA: operator terms" },
  { id: "restraint-of-trade", label: "Restraint of trade" },
  { id: "penalty", label: "Penalty stipulation" },
  { id: "interest", label: "Interest and in duplum" },
  { id: "vat", label: "VAT inclusive or exclusive" },
  { id: "suspensive-condition", label: "Suspensive condition" },
] as const;

export const GENERAL_CATEGORIES = [
  { id: "definitions", label: "Definitions" },
  { id: "duration", label: "Duration and term" },
  { id: "payment", label: "Payment" },
  { id: "confidentiality", label: "Confidentiality" },
  { id: "indemnity", label: "Indemnity" },
  { id: "force-majeure", label: "Force majeure" },
  { id: "termination", label: "Termination" },
  { id: "notices", label: "Notices" },
  { id: "dispute-resolution", label: "Dispute resolution" },
  { id: "signatures", label: "Signatures" },
] as const;

export type CuadCategoryId = (typeof CUAD_CATEGORIES)[number]["id"];
export type SouthAfricanCategoryId = (typeof SOUTH_AFRICAN_CATEGORIES)[number]["id"];
export type GeneralCategoryId = (typeof GENERAL_CATEGORIES)[number]["id"];
export type ClauseCategoryId = CuadCategoryId | SouthAfricanCategoryId | GeneralCategoryId;

/** A clause of the contract as the splitter found it: where it is and what it says. */
export type ContractClause = {
  /** Position in the contract, 0-based, in reading order. */
  index: number;
  /** The clause's own number as written ("12.3", "Schedule 2"), empty when it has none. */
  number: string;
  /** Its heading as written, empty when it has none. */
  heading: string;
  text: string;
  /** Character offsets of the clause within the contract text. */
  start: number;
  end: number;
};

/** A category found in a clause, with the words that showed it (for the reader and the evaluation). */
export type ClauseLabel = {
  category: ClauseCategoryId;
  /** How sure the rule is, 0–1: a heading and wording together score higher than a phrase alone. */
  confidence: number;
  /** Character offsets of the span that shows the category, within the contract text. */
  start: number;
  end: number;
};

export type ClassifiedClause = ContractClause & { labels: ClauseLabel[] };
