/** Enumerations of court filing (spec "Court filing (/court-filing)" and "Court filing submit"). */

/** The spec's court levels: the superior courts file through CaseLines, the lower courts through Court Online. */
export const COURT_LEVELS = ["constitutional", "supreme", "high", "magistrate", "district"] as const;
export type TCourtLevel = (typeof COURT_LEVELS)[number];

export const COURT_LEVEL_LABELS: Record<TCourtLevel, string> = {
  constitutional: "Constitutional Court",
  supreme: "Supreme Court of Appeal",
  high: "High Court",
  magistrate: "Magistrate Court",
  district: "District Court",
};

/** The filing systems (adapters) a filing goes through. */
export const FILING_SYSTEMS = ["caselines", "court_online"] as const;
export type TFilingSystem = (typeof FILING_SYSTEMS)[number];

export const FILING_SYSTEM_LABELS: Record<TFilingSystem, string> = {
  caselines: "CaseLines",
  court_online: "Court Online",
};

/** The spec's mapping: constitutional, supreme and high via CaseLines; magistrate and district via Court Online. */
export const COURT_LEVEL_SYSTEMS: Record<TCourtLevel, TFilingSystem> = {
  constitutional: "caselines",
  supreme: "caselines",
  high: "caselines",
  magistrate: "court_online",
  district: "court_online",
};

export const FILING_DOCUMENT_TYPES = [
  "notice-of-motion",
  "founding-affidavit",
  "answering-affidavit",
  "replying-affidavit",
  "heads-of-argument",
  "notice-of-appeal",
  "plea",
  "application",
  "summons",
] as const;
export type TFilingDocumentType = (typeof FILING_DOCUMENT_TYPES)[number];

export const FILING_DOCUMENT_TYPE_LABELS: Record<TFilingDocumentType, string> = {
  "notice-of-motion": "Notice of Motion",
  "founding-affidavit": "Founding Affidavit",
  "answering-affidavit": "Answering Affidavit",
  "replying-affidavit": "Replying Affidavit",
  "heads-of-argument": "Heads of Argument",
  "notice-of-appeal": "Notice of Appeal",
  plea: "Plea",
  application: "Application",
  summons: "Summons",
};

export const FILING_URGENCIES = ["normal", "urgent", "ex-parte"] as const;
export type TFilingUrgency = (typeof FILING_URGENCIES)[number];

export const FILING_URGENCY_LABELS: Record<TFilingUrgency, string> = {
  normal: "Normal",
  urgent: "Urgent",
  "ex-parte": "Ex parte",
};

/**
 * Where a filing stands. `prepared`: the bundle is ready and not yet uploaded; the others are what the
 * court's system said once the person uploaded it (the spec's filed / processing / other, and rejected).
 */
export const FILING_STATUSES = ["prepared", "filed", "processing", "rejected", "other"] as const;
export type TFilingStatus = (typeof FILING_STATUSES)[number];

/** The statuses a person records after uploading: everything but `prepared`. */
export const RECORDED_FILING_STATUSES = ["filed", "processing", "rejected", "other"] as const;
export type TRecordedFilingStatus = (typeof RECORDED_FILING_STATUSES)[number];

export const FILING_STATUS_LABELS: Record<TFilingStatus, string> = {
  prepared: "Prepared",
  filed: "Filed",
  processing: "Processing",
  rejected: "Rejected",
  other: "Other",
};

/** How a document of a filing is held: placed into the bundle PDF, or attached separately (legacy .doc). */
export const FILING_DOCUMENT_PLACEMENTS = ["in_bundle", "attached_separately"] as const;
export type TFilingDocumentPlacement = (typeof FILING_DOCUMENT_PLACEMENTS)[number];
