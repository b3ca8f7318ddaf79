import type { FaqEntry } from "../pricing/components/pricing-faq";

export interface FeatureGroup {
  title: string;
  items: { name: string; description: string }[];
}

/** Spec 000 §1 and §2.3: what the platform does, grouped as on the landing page. */
export const FEATURE_GROUPS: FeatureGroup[] = [
  {
    title: "Core operations",
    items: [
      { name: "Practice management", description: "Clients, matters, deadlines, tasks and time tracking." },
      {
        name: "Trust accounting",
        description: "LPC-compliant trust ledgers, Section 86 investments and three-way reconciliation.",
      },
      {
        name: "Billing & invoicing",
        description: "Professional invoices from recorded time and disbursements.",
      },
      { name: "Court filing", description: "Prepare and track filings with their court deadlines." },
    ],
  },
  {
    title: "AI tools",
    items: [
      { name: "AI assistant", description: "Ask questions about South African law and your matters." },
      { name: "Legal research", description: "Search case law with AI summaries of each judgment." },
      { name: "Document automation", description: "Draft documents from templates and matter details." },
      { name: "Contract review", description: "Spot risky clauses and missing terms." },
      { name: "Case prediction", description: "Weigh the likely outcome of a matter." },
      { name: "Legal writing", description: "Draft 12 types of legal documents with AI help." },
    ],
  },
  {
    title: "Office suite",
    items: [
      { name: "Word processor", description: "Write and edit legal documents." },
      { name: "Spreadsheets", description: "Work with schedules and calculations." },
      { name: "Presentations", description: "Prepare client and court presentations." },
      { name: "PDF editor", description: "Annotate, sign and combine PDFs." },
    ],
  },
];

export const ECOSYSTEM_STATS = [
  { value: "16+", label: "Modules" },
  { value: "6", label: "AI features" },
  { value: "12", label: "Legal document types" },
  { value: "4", label: "Office tools" },
];

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
    title: "Work smarter with AI",
    description: "Research, draft and review with AI tools built for South African law.",
  },
];

export const AUDIENCES = [
  {
    title: "Solo practitioners",
    description: "Everything a sole practitioner needs to run a compliant practice.",
    points: ["Practice management", "Legal research", "Document automation"],
    isPopular: false,
  },
  {
    title: "Small & medium firms",
    description: "Work as a team with shared matters and clear roles.",
    points: [
      "Team collaboration",
      "Analytics",
      "Case prediction and contract review AI",
      "Role-based access",
    ],
    isPopular: true,
  },
  {
    title: "Enterprise firms",
    description: "For large firms and legal departments with their own needs.",
    points: ["Custom AI training", "White-label portals", "Dedicated support"],
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
        "Yes. Trust accounting follows the Legal Practice Council's rules, and the AI tools work with South African case law.",
    },
    {
      question: "What powers the AI features?",
      answer:
        "A large language model, grounded in South African legal sources and your own matter information.",
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
