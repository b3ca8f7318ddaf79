import {
  COURT_LEVEL_LABELS,
  COURT_LEVEL_SYSTEMS,
  COURT_LEVELS,
  FILING_DOCUMENT_TYPE_LABELS,
  FILING_SYSTEM_LABELS,
  FILING_URGENCY_LABELS,
  type TCourtFilingDetail,
  type TCourtIntegration,
  type TCourtLevel,
  type TFilingDocumentType,
  type TFilingSystem,
  type TFilingUrgency,
} from "@inkundla/shared";
import { assembleFilingBundle, type FilingBundle, type FilingSource } from "./filing-bundle.ts";

/** What an adapter is given to prepare: the filing's fields, its matter and its documents in order. */
export type FilingToPrepare = {
  courtLevel: TCourtLevel;
  caseNumber: string;
  documentType: TFilingDocumentType;
  urgency: TFilingUrgency;
  matter: { reference: string; title: string; clientName: string };
  sources: readonly FilingSource[];
};

/**
 * A court's filing system. `prepare` answers the bundle to upload; an adapter that can file through an
 * API (none can today) would file in `prepare` and say so with mode "api", with no change to the screens.
 */
export interface FilingSystemAdapter {
  id: TFilingSystem;
  name: string;
  courts: readonly TCourtLevel[];
  mode: "manual" | "api";
  state: string;
  description: string;
  /** What the person does in the court's system with what `prepare` made. */
  steps: readonly string[];
  prepare(filing: FilingToPrepare): Promise<FilingBundle>;
  /** The values the person copies into the court's system's forms. */
  copyFields(filing: FilingFieldsSource): TCourtFilingDetail["copyFields"];
}

export type FilingFieldsSource = Pick<
  FilingToPrepare,
  "courtLevel" | "caseNumber" | "documentType" | "urgency"
> & {
  matter: { reference: string; title: string; clientName: string };
  bundlePageCount: number;
};

const MANUAL_STATE = "manual — prepares the bundle";

function bundleTitle(filing: FilingToPrepare): string {
  return `${filing.matter.title} — ${COURT_LEVEL_LABELS[filing.courtLevel]} case ${filing.caseNumber}: ${FILING_DOCUMENT_TYPE_LABELS[filing.documentType]}`;
}

function commonCopyFields(filing: FilingFieldsSource) {
  return [
    { label: "Court", value: COURT_LEVEL_LABELS[filing.courtLevel] },
    { label: "Case number", value: filing.caseNumber },
    { label: "Document type", value: FILING_DOCUMENT_TYPE_LABELS[filing.documentType] },
    { label: "Urgency", value: FILING_URGENCY_LABELS[filing.urgency] },
    { label: "Our client", value: filing.matter.clientName },
    { label: "Our reference", value: filing.matter.reference },
    { label: "Bundle pages", value: String(filing.bundlePageCount) },
  ];
}

function manualAdapter(
  id: TFilingSystem,
  facts: { description: string; steps: readonly string[] },
): FilingSystemAdapter {
  return {
    id,
    name: FILING_SYSTEM_LABELS[id],
    courts: COURT_LEVELS.filter((level) => COURT_LEVEL_SYSTEMS[level] === id),
    mode: "manual",
    state: MANUAL_STATE,
    description: facts.description,
    steps: facts.steps,
    prepare: (filing) => assembleFilingBundle({ title: bundleTitle(filing), sources: filing.sources }),
    copyFields: commonCopyFields,
  };
}

/** CaseLines: the superior courts' electronic case files (Constitutional Court, SCA, High Court). */
const caseLinesAdapter = manualAdapter("caselines", {
  description:
    "CaseLines holds the electronic case files of the superior courts. It offers no public API that Inkundla can file through, so Inkundla prepares a paginated, indexed bundle PDF for you to upload to the case on CaseLines yourself.",
  steps: [
    "Download the bundle PDF.",
    "Sign in to CaseLines and open the case (or ask the registrar to create it) using the case number.",
    "Upload the bundle into the right section, and any document listed as attached separately beside it.",
    "Come back and record the reference and status CaseLines shows.",
  ],
});

/** Court Online: the magistrates' and district courts' e-filing system. */
const courtOnlineAdapter = manualAdapter("court_online", {
  description:
    "Court Online is the e-filing system of the magistrates' and district courts. It offers no public API that Inkundla can file through, so Inkundla prepares a paginated, indexed bundle PDF for you to upload to Court Online yourself.",
  steps: [
    "Download the bundle PDF.",
    "Sign in to Court Online and start a filing on the case using the case number.",
    "Upload the bundle, and any document listed as attached separately beside it.",
    "Come back and record the reference and status Court Online shows.",
  ],
});

const ADAPTERS: Record<TFilingSystem, FilingSystemAdapter> = {
  caselines: caseLinesAdapter,
  court_online: courtOnlineAdapter,
};

/** The adapter that serves a court level (the spec's mapping). */
export function adapterForCourt(courtLevel: TCourtLevel): FilingSystemAdapter {
  return ADAPTERS[COURT_LEVEL_SYSTEMS[courtLevel]];
}

export function adapterOf(system: TFilingSystem): FilingSystemAdapter {
  return ADAPTERS[system];
}

/** Court Integrations: every adapter as it really is. */
export function describeIntegrations(): TCourtIntegration[] {
  return Object.values(ADAPTERS).map((adapter) => ({
    id: adapter.id,
    name: adapter.name,
    courts: [...adapter.courts],
    mode: adapter.mode,
    state: adapter.state,
    description: adapter.description,
    steps: [...adapter.steps],
  }));
}
