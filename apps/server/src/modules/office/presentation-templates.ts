import type { TPresentationTemplate, TPresentationTemplateSlide } from "@inkundla/shared";

/**
 * The six built-in decks. Bullets in square brackets are prompts for the person to replace with the
 * matter's own facts; no case name or citation is filled in, as a deck must cite only what the
 * practitioner has read and checked.
 */

function slide(
  layout: TPresentationTemplateSlide["layout"],
  title: string,
  bullets: string[],
  notes = "",
  secondColumn?: string[],
): TPresentationTemplateSlide {
  return { layout, title, bullets, notes, imageFileId: null, ...(secondColumn ? { secondColumn } : {}) };
}

const courtArgumentOutline: TPresentationTemplate = {
  key: "court-argument-outline",
  name: "Court Argument Outline",
  description:
    "The shape of heads of argument in a South African court: introduction, issues, facts, the law, its application and the relief sought.",
  presentationType: "court",
  category: "Litigation",
  slides: [
    slide(
      "title",
      "[Applicant] v [Respondent]",
      ["[Court and division]", "Case no. [number]", "Argument on behalf of the [applicant / respondent]"],
      "Confirm the case number and the division against the court file before the hearing.",
    ),
    slide(
      "title-bullets",
      "Introduction",
      [
        "[Who we act for, and the relief they seek, in one sentence]",
        "[The nature of the proceedings: application, action, appeal or review]",
        "[The order the court is asked to make]",
      ],
      "Keep the introduction short: the bench has read the papers.",
    ),
    slide(
      "title-bullets",
      "The Issues",
      [
        "[Issue 1: framed as a question the court must answer]",
        "[Issue 2]",
        "[Issues that are common cause and need not be decided]",
      ],
      "Frame each issue so that answering it decides part of the order.",
    ),
    slide(
      "title-bullets",
      "The Facts",
      [
        "[Material fact, with its page and paragraph reference in the record]",
        "[Material fact]",
        "[Facts in dispute, and why the dispute does not prevent relief]",
      ],
      "In motion proceedings, consider how the respondent's version affects factual disputes.",
    ),
    slide("section", "The Law", ["The Constitution, the legislation and the case law"]),
    slide("title-bullets", "The Law: the Constitution", [
      "[Relevant right or provision of the Constitution]",
      "[How it bears on the issues]",
    ]),
    slide("title-bullets", "The Law: Legislation", [
      "[Statute, section and subsection]",
      "[Regulations or rules of court that apply]",
    ]),
    slide(
      "title-bullets",
      "The Law: Case Law",
      [
        "[Authority you rely on: cite it in full as it appears in the law reports]",
        "[The principle it lays down]",
        "[Authority against you, and how it is distinguished]",
      ],
      "Check every authority is still good law, and give the court copies of those not readily available.",
    ),
    slide(
      "two-column",
      "Application to the Facts",
      ["[Legal requirement 1]", "[Legal requirement 2]", "[Legal requirement 3]"],
      "Match each requirement to the evidence that meets it.",
      [
        "[Evidence meeting requirement 1]",
        "[Evidence meeting requirement 2]",
        "[Evidence meeting requirement 3]",
      ],
    ),
    slide(
      "title-bullets",
      "Relief Sought",
      [
        "[Paragraph 1 of the draft order]",
        "[Paragraph 2 of the draft order]",
        "[Costs: the scale asked for, and why]",
      ],
      "Hand up a draft order that matches these paragraphs.",
    ),
  ],
};

const clientBriefing: TPresentationTemplate = {
  key: "client-briefing",
  name: "Client Briefing",
  description:
    "Explains where a client's matter stands, the options, their risks and costs, and what happens next.",
  presentationType: "client",
  category: "Client care",
  slides: [
    slide("title", "Briefing: [Matter name]", ["Prepared for [client name]", "[Date]"]),
    slide("title-bullets", "Purpose of this Briefing", [
      "[What the client asked us to advise on]",
      "[What we need the client to decide today]",
    ]),
    slide("title-bullets", "Where the Matter Stands", [
      "[Steps taken so far]",
      "[What the other side has done]",
      "[Deadlines that are running]",
    ]),
    slide(
      "two-column",
      "Your Options",
      ["[Option A: what it involves]", "[Likely outcome]", "[Time it takes]"],
      "Present the options neutrally before giving a recommendation.",
      ["[Option B: what it involves]", "[Likely outcome]", "[Time it takes]"],
    ),
    slide("title-bullets", "Risks and Likely Costs", [
      "[Main risks of each option]",
      "[Estimate of our fees and disbursements]",
      "[Adverse costs if the matter is lost]",
    ]),
    slide("title-bullets", "Our Recommendation", ["[The option we recommend, and why]"]),
    slide("title-bullets", "What We Need from You", [
      "[Documents to provide]",
      "[Instructions to give, and by when]",
    ]),
    slide("section", "Questions", ["[Contact details of the attorney handling the matter]"]),
  ],
};

const staffTraining: TPresentationTemplate = {
  key: "staff-training",
  name: "Staff Training",
  description:
    "A training session for attorneys, candidate attorneys and support staff, with outcomes, rules and an exercise.",
  presentationType: "training",
  category: "Training",
  slides: [
    slide("title", "[Training topic]", ["Presented by [name]", "[Date]"]),
    slide("title-bullets", "Learning Outcomes", [
      "[After this session you will be able to …]",
      "[Outcome 2]",
      "[Outcome 3]",
    ]),
    slide("title-bullets", "Background", [
      "[Why this topic matters to the firm]",
      "[Recent changes in the law or practice]",
    ]),
    slide("title-bullets", "The Key Rules", [
      "[Rule 1 and its source]",
      "[Rule 2 and its source]",
      "[Rule 3 and its source]",
    ]),
    slide("title-image", "Worked Example", [
      "[A realistic scenario, with names changed]",
      "[How the rules apply to it]",
    ]),
    slide("title-bullets", "Common Mistakes", [
      "[Mistake and how to avoid it]",
      "[Mistake and how to avoid it]",
    ]),
    slide(
      "title-bullets",
      "Exercise",
      ["[A short problem for the group to solve]"],
      "Allow ten minutes; discuss answers in pairs.",
    ),
    slide("title-bullets", "Summary", ["[Three points to remember]"]),
    slide("section", "Questions", ["[Where to find the firm's procedure or precedent]"]),
  ],
};

const matterStatusReport: TPresentationTemplate = {
  key: "matter-status-report",
  name: "Matter Status Report",
  description:
    "A periodic report on a matter: progress, upcoming dates, costs against the estimate, risks and decisions needed.",
  presentationType: "client",
  category: "Practice management",
  slides: [
    slide("title", "Status Report: [Matter name]", ["[Matter reference]", "Period: [from] to [to]"]),
    slide("title-bullets", "The Matter at a Glance", [
      "[Parties and forum]",
      "[Stage of the proceedings]",
      "[Attorney responsible]",
    ]),
    slide("title-bullets", "Progress since the Last Report", ["[Step completed]", "[Step completed]"]),
    slide("title-bullets", "Upcoming Dates", ["[Date: court date, filing deadline or meeting]", "[Date]"]),
    slide(
      "two-column",
      "Costs",
      ["Estimate: [amount]", "Billed to date: [amount]", "Trust balance: [amount]"],
      "",
      ["[Reason for any variance from the estimate]", "[Costs expected in the next period]"],
    ),
    slide("title-bullets", "Issues and Risks", ["[Issue or risk, and how it is managed]"]),
    slide("title-bullets", "Next Steps", ["[Step, who takes it, and by when]"]),
    slide("title-bullets", "Decisions Needed", ["[Decision the client must make, and by when]"]),
  ],
};

const settlementProposal: TPresentationTemplate = {
  key: "settlement-proposal",
  name: "Settlement Proposal",
  description:
    "Sets out a proposed settlement: the dispute, each side's position, the cost of going on, and the terms offered.",
  presentationType: "client",
  category: "Litigation",
  slides: [
    slide(
      "title",
      "Settlement Proposal: [Matter name]",
      ["Without prejudice", "[Date]"],
      "Mark every copy shown to the other side 'without prejudice'; keep internal analysis out of that version.",
    ),
    slide("title-bullets", "Background to the Dispute", ["[How the dispute arose]", "[Proceedings so far]"]),
    slide("two-column", "Strengths and Weaknesses", ["Strengths:", "[Strength]", "[Strength]"], "", [
      "Weaknesses:",
      "[Weakness]",
      "[Weakness]",
    ]),
    slide("title-bullets", "The Cost of Going On", [
      "[Estimated further fees to trial]",
      "[Time to a judgment, and to any appeal]",
      "[Risk of an adverse costs order]",
    ]),
    slide("title-bullets", "Proposed Terms", [
      "[Amount or performance offered]",
      "[Costs: each party its own, or a contribution]",
      "[Confidentiality and no admission of liability]",
    ]),
    slide("title-bullets", "Payment and Implementation", [
      "[Payment dates and method]",
      "[Whether the settlement is made an order of court]",
      "[What happens on default]",
    ]),
    slide("title-bullets", "Next Steps", ["[Period for which the offer is open]", "[Who signs, and how]"]),
  ],
};

const firmPitch: TPresentationTemplate = {
  key: "firm-pitch",
  name: "Firm Pitch",
  description:
    "Introduces the firm to a prospective client: its understanding of the need, approach, team and fees.",
  presentationType: "template",
  category: "Business development",
  slides: [
    slide("title", "[Firm name]", ["Proposal for [prospective client]", "[Date]"]),
    slide("title-bullets", "About the Firm", ["[Offices and practice areas]", "[What sets the firm apart]"]),
    slide("title-bullets", "Our Understanding of Your Needs", [
      "[The client's business and the legal need]",
      "[What success looks like for them]",
    ]),
    slide("title-bullets", "Proposed Approach", ["[Phase 1]", "[Phase 2]", "[How we keep you informed]"]),
    slide("title-image", "The Team", ["[Partner responsible, and experience]", "[Team members and roles]"]),
    slide(
      "title-bullets",
      "Fees",
      [
        "[Fee basis: hourly, fixed or capped]",
        "[Estimate for the work described]",
        "[Billing and payment terms]",
      ],
      "Fee estimates should be confirmed in a written fee agreement.",
    ),
    slide("title-bullets", "Why Choose Us", ["[Reason 1]", "[Reason 2]", "[Reason 3]"]),
    slide("section", "Next Steps", ["[Contact person, telephone and e-mail]"]),
  ],
};

export const PRESENTATION_TEMPLATES: readonly TPresentationTemplate[] = [
  courtArgumentOutline,
  clientBriefing,
  staffTraining,
  matterStatusReport,
  settlementProposal,
  firmPitch,
];

export function findPresentationTemplate(key: string): TPresentationTemplate | null {
  return PRESENTATION_TEMPLATES.find((template) => template.key === key) ?? null;
}
