/** Where a module sits when the product is described: the landing page's groups, the admin's overview. */
export type ProductArea = "core" | "ai" | "office" | "insights" | "platform";

export const PRODUCT_AREA_LABELS: Record<ProductArea, string> = {
  core: "Core operations",
  ai: "AI tools",
  office: "Office suite",
  insights: "Insights",
  platform: "Platform",
};

export interface ProductModule {
  id: string;
  /** The screen's own title. */
  name: string;
  /** One line saying what it does, as the landing and sign-up pages show it. */
  description: string;
  area: ProductArea;
  /** The screen's path; absent for what has no screen of its own. */
  path?: string;
  /**
   * True once the module does what its description says. False while its screen shows "Coming soon":
   * the navigation marks it, and the landing, pricing and sign-up pages do not advertise it.
   */
  isLive: boolean;
  /**
   * Where a module that is not live stands, as the features guide shows it: being built now, or planned
   * for later. Live modules have none.
   */
  roadmap?: "in-development" | "planned";
  /** How plan feature lists name it (lower case), so a plan listing it can say whether it is live. */
  planFeatureNames: readonly string[];
}

/** Every module the product offers or has promised; flip `isLive` when a module's screen is built. */
export const PRODUCT_MODULES = [
  {
    id: "practice",
    name: "Practice Management",
    description: "Clients, matters, conflict checks, deadlines, tasks and time recording.",
    area: "core",
    path: "/practice",
    isLive: true,
    planFeatureNames: ["practice management"],
  },
  {
    id: "trust-accounting",
    name: "Trust Accounting",
    description: "Trust ledgers per client, Section 86 investments and three-way reconciliation.",
    area: "core",
    path: "/trust-accounting",
    isLive: true,
    planFeatureNames: ["trust accounting"],
  },
  {
    id: "billing",
    name: "Billing",
    description:
      "VAT tax invoices from recorded time and expenses, payments (also from trust) and statements.",
    area: "core",
    path: "/billing",
    isLive: true,
    planFeatureNames: ["billing", "invoicing"],
  },
  {
    id: "court-filing",
    name: "Court Filing",
    description: "Prepare and track filings with their court deadlines.",
    area: "core",
    path: "/court-filing",
    isLive: true,
    planFeatureNames: ["court filing"],
  },
  {
    id: "legal-research",
    name: "Legal Research",
    description:
      "Search South African judgments and legislation by words or citation, with what each cites and is cited by.",
    area: "ai",
    path: "/legal-research",
    isLive: true,
    planFeatureNames: ["legal research"],
  },
  {
    id: "ai-assistant",
    name: "AI Assistant",
    description: "Ask questions about South African law and your matters.",
    area: "ai",
    path: "/ai-assistant",
    isLive: true,
    planFeatureNames: ["ai assistant", "ai legal assistant"],
  },
  {
    id: "document-automation",
    name: "Document Automation",
    description: "Draft documents from templates and matter details.",
    area: "ai",
    path: "/document-automation",
    isLive: true,
    planFeatureNames: ["document automation"],
  },
  {
    id: "contract-review",
    name: "Contract Review",
    description: "Spot risky clauses and missing terms.",
    area: "ai",
    path: "/contract-review",
    isLive: true,
    planFeatureNames: ["contract review"],
  },
  {
    id: "case-prediction",
    name: "Case Prediction",
    description: "Weigh the likely outcome of a matter.",
    area: "ai",
    path: "/case-prediction",
    isLive: true,
    planFeatureNames: ["case prediction"],
  },
  {
    id: "legal-writing",
    name: "Legal Writing",
    description: "Draft legal documents with AI help.",
    area: "ai",
    path: "/legal-writing",
    isLive: true,
    planFeatureNames: ["legal writing"],
  },
  {
    id: "custom-ai-training",
    name: "Custom AI Training",
    description: "AI tools trained on the firm's own precedents.",
    area: "ai",
    isLive: false,
    roadmap: "planned",
    planFeatureNames: ["custom ai training"],
  },
  {
    id: "word-processor",
    name: "Legal Word Processor",
    description: "Write and edit legal documents.",
    area: "office",
    path: "/legal-word-processor",
    isLive: true,
    planFeatureNames: ["word processor"],
  },
  {
    id: "spreadsheets",
    name: "Legal Spreadsheets",
    description: "Work with schedules and calculations.",
    area: "office",
    path: "/legal-spreadsheets",
    isLive: true,
    planFeatureNames: ["spreadsheets"],
  },
  {
    id: "presentations",
    name: "Legal Presentations",
    description: "Prepare client and court presentations.",
    area: "office",
    path: "/legal-presentations",
    isLive: true,
    planFeatureNames: ["presentations"],
  },
  {
    id: "pdf-editor",
    name: "PDF Editor",
    description: "Annotate, redact, Bates-number and bundle PDFs.",
    area: "office",
    path: "/pdf-editor",
    isLive: true,
    planFeatureNames: ["pdf editor"],
  },
  {
    id: "advanced-analytics",
    name: "Advanced Analytics",
    description: "Revenue and productivity figures for the firm.",
    area: "insights",
    path: "/advanced-analytics",
    isLive: true,
    planFeatureNames: ["analytics"],
  },
  {
    id: "client-portal",
    name: "Client Portal",
    description:
      "Clients follow their matters, invoices, trust statement and shared documents, and write to the firm.",
    area: "platform",
    path: "/client-portal",
    isLive: true,
    planFeatureNames: ["client portal"],
  },
  {
    id: "white-label-portal",
    name: "White-label Client Portal",
    description: "The client portal in the firm's own name, colours and web address.",
    area: "platform",
    isLive: false,
    roadmap: "planned",
    planFeatureNames: ["white-label portal"],
  },
  {
    id: "api-access",
    name: "API Access",
    description: "Connect the firm's other systems to Inkundla.",
    area: "platform",
    isLive: false,
    roadmap: "planned",
    planFeatureNames: ["api access"],
  },
] as const satisfies readonly ProductModule[];

export type ProductModuleId = (typeof PRODUCT_MODULES)[number]["id"];

const MODULES: readonly ProductModule[] = PRODUCT_MODULES;

export function findProductModule(id: ProductModuleId): ProductModule {
  const found = MODULES.find((module) => module.id === id);
  if (!found) throw new Error(`No product module ${id}`);
  return found;
}

/** The module whose screen is at `path`, e.g. "/billing". */
export function findModuleAt(path: string): ProductModule | undefined {
  return MODULES.find((module) => module.path === path);
}

export function listProductModules(): readonly ProductModule[] {
  return MODULES;
}

export function listLiveModules(): ProductModule[] {
  return MODULES.filter((module) => module.isLive);
}

export function listComingModules(): ProductModule[] {
  return MODULES.filter((module) => !module.isLive);
}

/** The module a plan's feature line names, e.g. "AI Legal Assistant" or "Trust accounting for 3 users". */
export function findModuleNamedIn(feature: string): ProductModule | undefined {
  const text = feature.toLowerCase();
  return MODULES.find((module) => module.planFeatureNames.some((name) => text.includes(name)));
}

/** `modules` by area, in the areas' order, leaving out areas with none. */
export function groupModulesByArea(
  modules: readonly ProductModule[],
): { area: ProductArea; modules: ProductModule[] }[] {
  const areas = Object.keys(PRODUCT_AREA_LABELS) as ProductArea[];
  return areas.flatMap((area) => {
    const inArea = modules.filter((module) => module.area === area);
    return inArea.length > 0 ? [{ area, modules: inArea }] : [];
  });
}

const NAME_LIST_FORMAT = new Intl.ListFormat("en-ZA", { style: "long", type: "conjunction" });

/** "Practice Management, Trust Accounting and Billing". */
export function formatNameList(names: readonly string[]): string {
  return NAME_LIST_FORMAT.format(names);
}
