import {
  groupModulesByArea,
  listLiveModules,
  PRODUCT_AREA_LABELS,
  type ProductArea,
  type ProductModule,
} from "../../lib/product-modules";
import type { FaqEntry } from "../pricing";

export interface FeatureGroup {
  area: ProductArea;
  title: string;
  items: { name: string; description: string }[];
}

/**
 * Spec 000 §2.3's feature groups, drawn from the modules that are live, so the page promises only what
 * works and grows as modules go live.
 */
export function listFeatureGroups(modules: readonly ProductModule[] = listLiveModules()): FeatureGroup[] {
  return groupModulesByArea(modules).map((group) => ({
    area: group.area,
    title: PRODUCT_AREA_LABELS[group.area],
    items: group.modules.map(({ name, description }) => ({ name, description })),
  }));
}

export const WORKFLOW_STEPS = [
  {
    title: "Start your free trial",
    description: "Create your firm's account in minutes, without a credit card.",
  },
  {
    title: "Bring in your practice",
    description: "Add clients, matters and trust accounts, and invite your team.",
  },
  {
    title: "Bill and keep the books",
    description: "Record time, send VAT invoices and reconcile your trust accounts every month.",
  },
];

export const AUDIENCES = [
  {
    title: "Solo practitioners",
    description: "Run your practice on your own, with the paperwork in order.",
    points: ["Clients, matters and deadlines", "Time recording", "VAT invoices and payments"],
    isPopular: false,
  },
  {
    title: "Small & medium firms",
    description: "Work as a team with shared matters and clear roles.",
    points: ["Team collaboration", "Role-based access", "Trust accounting with three-way reconciliation"],
    isPopular: true,
  },
  {
    title: "Enterprise firms",
    description: "For large firms and legal departments with their own needs.",
    points: ["Unlimited users and matters", "Dedicated support"],
    isPopular: false,
  },
];

export const SECURITY_POINTS = [
  {
    title: "POPIA compliant",
    description: "Personal information handled as the Protection of Personal Information Act requires.",
  },
  { title: "Role-based access", description: "Each person sees and does only what their role allows." },
  { title: "Audit logs", description: "Sensitive changes are recorded with who made them and when." },
];

/** The landing FAQ; the trial length comes from System Settings, as on the pricing page. */
export function listLandingFaq(trialDays: number): FaqEntry[] {
  return [
    {
      question: "How long is the free trial?",
      answer: `${trialDays} days, with every feature of your plan. No credit card is required.`,
    },
    {
      question: "Is Inkundla built for South African law?",
      answer:
        "Yes. Trust accounting follows the Legal Practice Council's rules, invoices are VAT tax invoices, and deadlines are counted around South African public holidays.",
    },
    {
      question: "Is my clients' information safe?",
      answer:
        "Data is stored in South African data centres, access is role-based and changes are audit-logged.",
    },
    {
      question: "Can my whole firm use it?",
      answer: "Yes. The firm owner invites staff and gives each person a role, from partner to paralegal.",
    },
  ];
}
