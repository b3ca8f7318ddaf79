/**
 * South African commercial contracts of any length, made in code for the contract review benchmark:
 * numbered clauses ("1.", "1.1", sub-items "(a)"), headings in capitals, definitions, term, fees with
 * VAT, interest, breach, cession, domicilium, governing law, jurisdiction, arbitration, POPIA, restraint
 * and schedules. The wording of each clause is drawn from a seeded random source, so two clauses of the
 * same topic read differently and the same seed always gives the same contract.
 */

/** What a printed A4 page of a contract holds, roughly, in characters. */
export const CHARACTERS_PER_PAGE = 3000;

export type GeneratedContract = {
  text: string;
  /** The text's non-blank lines, in order: one DOCX paragraph each. */
  paragraphs: string[];
  /** The paragraphs grouped into pages of about CHARACTERS_PER_PAGE characters: one PDF page each. */
  pages: string[][];
  /** Numbered clauses and sub-clauses written ("1." and "1.1" each count). */
  clauseCount: number;
};

type Random = () => number;

/** mulberry32: small, fast and deterministic; the benchmark needs repeatable text, not strong randomness. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, choices: readonly T[]): T {
  return choices[Math.floor(random() * choices.length)]!;
}

function between(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

const COMPANIES = [
  ["UBUNTU DATA SERVICES (PTY) LTD", "2011/004512/07"],
  ["KAROO AGRICULTURAL SUPPLIES (PTY) LTD", "2004/118823/07"],
  ["THEKWINI FACILITIES MANAGEMENT (PTY) LTD", "2016/330917/07"],
  ["MASAKHANE LOGISTICS (PTY) LTD", "2009/045671/07"],
  ["INDLOVU ENGINEERING (PTY) LTD", "1998/006612/07"],
  ["KHANYA RETAIL HOLDINGS LIMITED", "2001/021349/06"],
] as const;

const CITIES = [
  [
    "Johannesburg",
    "Gauteng Division of the High Court of South Africa, Johannesburg",
    "14 Fricker Road, Illovo",
  ],
  [
    "Cape Town",
    "Western Cape Division of the High Court of South Africa, Cape Town",
    "2 Long Street, Cape Town",
  ],
  ["Durban", "KwaZulu-Natal Division of the High Court of South Africa, Durban", "40 Anton Lembede Street"],
  [
    "Pretoria",
    "Gauteng Division of the High Court of South Africa, Pretoria",
    "263 Lynnwood Road, Menlo Park",
  ],
  ["Gqeberha", "Eastern Cape Division of the High Court of South Africa, Gqeberha", "1 Park Drive, Central"],
] as const;

const AGREEMENTS = [
  "MASTER SERVICES AGREEMENT",
  "SUPPLY AND SERVICES AGREEMENT",
  "LOGISTICS SERVICES AGREEMENT",
];

const NUMBER_WORDS: Record<number, string> = {
  5: "five",
  7: "seven",
  10: "ten",
  14: "fourteen",
  21: "twenty-one",
  30: "thirty",
  60: "sixty",
  90: "ninety",
  12: "twelve",
  24: "twenty-four",
  36: "thirty-six",
  2: "two",
  3: "three",
};

/** "thirty (30)", as South African contracts write a number of days or months. */
function counted(value: number): string {
  return `${NUMBER_WORDS[value] ?? String(value)} (${value})`;
}

/** "R12 500,00": rands with a space between thousands and a decimal comma. */
function rands(value: number): string {
  const whole = Math.floor(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `R${whole},00`;
}

type Parties = { supplier: string; customer: string; city: string; court: string; address: string };

/** The words a template may ask for, each chosen afresh for every clause. */
function fillTemplate(template: string, random: Random, parties: Parties, sectionCount: number): string {
  return template.replace(/\{(\w+)\}/g, (_match, slot: string) => {
    switch (slot) {
      case "supplier":
        return "the Supplier";
      case "customer":
        return "the Customer";
      case "party":
        return pick(random, ["either Party", "a Party", "the Supplier", "the Customer"]);
      case "shall":
        return pick(random, ["shall", "must", "undertakes to", "will"]);
      case "days":
        return `${counted(pick(random, [5, 7, 10, 14, 21, 30]))} ${pick(random, ["Business Days", "days"])}`;
      case "longDays":
        return `${counted(pick(random, [30, 60, 90]))} days`;
      case "months":
        return counted(pick(random, [12, 24, 36]));
      case "years":
        return counted(pick(random, [2, 3, 5]));
      case "amount":
        return rands(between(random, 12, 950) * 500);
      case "rate":
        return pick(random, ["2% (two percent)", "1,5% (one and a half percent)", "3% (three percent)"]);
      case "city":
        return parties.city;
      case "court":
        return parties.court;
      case "address":
        return parties.address;
      case "clause":
        return `${between(random, 2, Math.max(3, sectionCount))}.${between(random, 1, 6)}`;
      case "manner":
        return pick(random, [
          "in writing",
          "by written notice delivered by hand or sent by e-mail",
          "by notice in writing to the other Party",
        ]);
      case "standard":
        return pick(random, [
          "with the skill, care and diligence of a competent provider of similar services",
          "in accordance with Good Industry Practice",
          "diligently, timeously and in a professional manner",
          "in accordance with the Service Levels and all applicable laws",
        ]);
      case "item":
        return pick(random, [
          "warehousing and inventory management",
          "the maintenance of the Equipment",
          "help-desk support during Business Hours",
          "scheduled deliveries to the Customer's distribution centres",
          "the hosting of the Customer's applications",
          "monthly reporting on the Key Performance Indicators",
          "the collection and disposal of waste at the Sites",
        ]);
      default:
        throw new Error(`no words for the slot {${slot}}`);
    }
  });
}

/** Sentences any clause may close with, so that clauses built from one template still differ. */
const CLOSING_SENTENCES = [
  "This clause is subject to the provisions of clause {clause}.",
  "Save as otherwise provided in this Agreement, each Party shall bear its own costs in this regard.",
  "The Supplier shall keep a written record of every step taken in terms of this clause.",
  "Any consent required in terms of this clause shall not be unreasonably withheld or delayed.",
  "The provisions of this clause shall survive the termination of this Agreement for any reason.",
  "For the avoidance of doubt, nothing in this clause limits the rights of {party} under clause {clause}.",
  "The Parties record that this provision was specifically negotiated between them.",
  "Where the Customer so requests, {supplier} {shall} confirm compliance with this clause {manner} within {days}.",
];

type Topic = { heading: string; templates: readonly string[] };

const DEFINITIONS: readonly string[] = [
  '"Agreement" means this {agreement} together with its Schedules and Annexures, as amended from time to time;',
  '"Business Day" means any day other than a Saturday, Sunday or official public holiday in the Republic of South Africa;',
  '"Business Hours" means 08h00 to 17h00 on a Business Day;',
  '"Commencement Date" means the first day of the month following the Signature Date;',
  '"Confidential Information" means all information of a Party, in any form, that is by its nature confidential or is marked as such;',
  '"CPA" means the Consumer Protection Act 68 of 2008;',
  '"Equipment" means the equipment listed in Schedule 1 that the Supplier uses to render the Services;',
  '"Fees" means the fees set out in Schedule 2, exclusive of VAT;',
  '"Good Industry Practice" means the skill, care and foresight reasonably expected of a skilled and experienced provider of similar services in South Africa;',
  '"Key Performance Indicators" means the measures of performance set out in Schedule 1;',
  '"Personal Information" has the meaning given to it in POPIA;',
  '"POPIA" means the Protection of Personal Information Act 4 of 2013;',
  '"Prime Rate" means the publicly quoted basic rate of interest per annum charged by the Standard Bank of South Africa Limited, as certified by any manager of that bank;',
  '"Services" means the services described in clause 3 and Schedule 1;',
  '"Service Levels" means the levels of performance set out in Schedule 1;',
  '"Signature Date" means the date on which this Agreement is signed by the last of the Parties;',
  '"Sites" means the premises of the Customer listed in Schedule 1;',
  '"VAT" means value-added tax levied in terms of the Value-Added Tax Act 89 of 1991;',
];

/** The contract's own clauses, in the order a South African drafter puts them. */
const OPENING_TOPICS: readonly Topic[] = [
  {
    heading: "COMMENCEMENT AND DURATION",
    templates: [
      "This Agreement commences on the Commencement Date and endures for an initial period of {months} months.",
      "On expiry of the initial period this Agreement continues for successive periods of {months} months, unless {party} gives not less than {longDays} written notice of termination.",
      "The Customer may not cancel this Agreement before the end of the initial period save in accordance with clause {clause}.",
      "The Parties shall meet not later than {longDays} before the end of each period to review the Fees and the Service Levels.",
    ],
  },
  {
    heading: "APPOINTMENT AND SERVICES",
    templates: [
      "The Customer appoints the Supplier, on a non-exclusive basis, to render the Services, and the Supplier accepts the appointment.",
      "The Supplier {shall} render the Services {standard}.",
      "The Services include {item} and {item}, as further described in Schedule 1.",
      "The Supplier {shall} provide all labour, materials and Equipment necessary for {item}, at its own cost.",
      "The Customer may request additional services {manner}; the Supplier shall quote for them within {days}.",
    ],
  },
];

/** Operational clauses: as many as the contract's length needs, placed between the services and the fees. */
const OPERATIONAL_TOPICS: readonly Topic[] = [
  {
    heading: "SERVICE LEVELS",
    templates: [
      "The Supplier {shall} meet or exceed the Service Levels in respect of {item}.",
      "Should the Supplier fail to meet a Service Level in any month, the Customer shall be entitled to a service credit of {amount}, which credit is not a penalty.",
      "The Supplier {shall} report every failure to meet a Service Level within {days}, with its cause and the remedial steps taken.",
    ],
  },
  {
    heading: "PERSONNEL",
    templates: [
      "The Supplier {shall} ensure that its personnel are suitably qualified, vetted and trained to perform {item}.",
      "The Customer may, on reasonable grounds, require the removal of any member of the Supplier's personnel from the Sites {manner}.",
      "The Supplier remains the employer of its personnel and is solely responsible for their remuneration, taxes and compliance with the Basic Conditions of Employment Act 75 of 1997.",
    ],
  },
  {
    heading: "REPORTING AND MEETINGS",
    templates: [
      "The Supplier {shall} deliver a written report on the Key Performance Indicators within {days} after the end of each month.",
      "Representatives of the Parties shall meet at least once a month in {city} to review the performance of the Services.",
      "Minutes of each meeting shall be kept by the Supplier and circulated within {days}.",
    ],
  },
  {
    heading: "CHANGE CONTROL",
    templates: [
      "Either Party may propose a change to the Services {manner}, setting out its effect on the Fees and the Service Levels.",
      "No change binds the Parties until it is recorded in a change note signed by both Parties.",
      "The Supplier may not refuse a reasonable change requested by the Customer that relates to {item}.",
    ],
  },
  {
    heading: "CUSTOMER OBLIGATIONS",
    templates: [
      "The Customer {shall} give the Supplier reasonable access to the Sites during Business Hours.",
      "The Customer {shall} provide the information the Supplier reasonably requires for {item} within {days} of a request.",
      "The Supplier is excused from a failure to perform to the extent that it is caused by the Customer's failure to comply with clause {clause}.",
    ],
  },
  {
    heading: "SUBCONTRACTING",
    templates: [
      "The Supplier may not subcontract any part of the Services without the prior written consent of the Customer.",
      "The Supplier remains liable for every act and omission of its subcontractors as if they were its own.",
      "The Supplier {shall} ensure that each subcontract contains terms no less protective of the Customer than this Agreement.",
    ],
  },
  {
    heading: "INTELLECTUAL PROPERTY",
    templates: [
      "Each Party retains ownership of the intellectual property it owned before the Signature Date.",
      "All intellectual property created by the Supplier specifically for the Customer vests in the Customer on creation.",
      "The Supplier grants the Customer a non-exclusive, royalty-free licence to use the Supplier's materials for the purposes of this Agreement.",
    ],
  },
  {
    heading: "INFORMATION SECURITY",
    templates: [
      "The Supplier {shall} implement appropriate technical and organisational measures to secure the Customer's data against loss, damage and unauthorised access.",
      "The Supplier {shall} notify the Customer of any security incident within {days} of becoming aware of it.",
      "The Customer may audit the Supplier's security controls once in every twelve months on {days} notice.",
    ],
  },
  {
    heading: "BUSINESS CONTINUITY",
    templates: [
      "The Supplier {shall} maintain a business continuity plan that enables it to resume {item} within two (2) Business Days of a disruption.",
      "The Supplier {shall} test its business continuity plan at least once a year and report the results to the Customer.",
    ],
  },
  {
    heading: "BROAD-BASED BLACK ECONOMIC EMPOWERMENT",
    templates: [
      "The Supplier warrants that it holds a valid B-BBEE verification certificate and {shall} deliver each renewal to the Customer within {days}.",
      "The Supplier {shall} use reasonable endeavours to procure goods and services for {item} from enterprises with a B-BBEE recognition level of four or better.",
    ],
  },
  {
    heading: "HEALTH AND SAFETY",
    templates: [
      "The Supplier {shall} comply with the Occupational Health and Safety Act 85 of 1993 and the Customer's site rules at the Sites.",
      "The Supplier is the mandatary of the Customer for the purposes of section 37(2) of the Occupational Health and Safety Act 85 of 1993.",
    ],
  },
  {
    heading: "INSURANCE",
    templates: [
      "The Supplier {shall} maintain public liability insurance of not less than {amount} per event with a reputable South African insurer.",
      "The Supplier {shall} deliver proof of its insurance to the Customer within {days} of a request.",
    ],
  },
  {
    heading: "WARRANTIES",
    templates: [
      "Each Party warrants that it has the power to enter into and perform this Agreement.",
      "The Supplier warrants that the Services will be rendered {standard}.",
      "The Supplier warrants that the Equipment is fit for the purpose of {item}.",
    ],
  },
];

/** The clauses every South African commercial contract ends with, each a topic the review checks. */
const CLOSING_TOPICS: readonly Topic[] = [
  {
    heading: "FEES AND PAYMENT",
    templates: [
      "In consideration for the Services the Customer shall pay the Fees set out in Schedule 2, plus VAT at the applicable rate.",
      "The Supplier shall invoice the Customer monthly in arrears; each invoice shall be a valid tax invoice in terms of the Value-Added Tax Act 89 of 1991.",
      "The Customer shall pay each invoice within {longDays} of receipt, without deduction or set-off, into the bank account nominated by the Supplier.",
      "The Fees shall escalate annually on the anniversary of the Commencement Date by the percentage increase in CPI, subject to a maximum of 8% (eight percent).",
      "The Customer may dispute an invoice {manner} within {days}, and shall pay the undisputed portion on due date.",
    ],
  },
  {
    heading: "INTEREST ON LATE PAYMENT",
    templates: [
      "Any amount not paid on due date shall bear interest at the Prime Rate plus {rate} per annum, calculated daily and compounded monthly, from due date until the date of payment.",
      "Interest shall not exceed the amount permitted by the in duplum rule.",
      "A certificate signed by any director of the Supplier shall be prima facie proof of the amount owing and the interest due.",
    ],
  },
  {
    heading: "CONFIDENTIALITY",
    templates: [
      "Each Party {shall} keep the other Party's Confidential Information confidential and use it only for the purposes of this Agreement.",
      "The obligations in this clause do not apply to information that is in the public domain otherwise than by a breach of this Agreement.",
      "On termination each Party {shall} return or destroy the other Party's Confidential Information within {days}.",
    ],
  },
  {
    heading: "PROTECTION OF PERSONAL INFORMATION",
    templates: [
      "The Supplier processes Personal Information on behalf of the Customer as an operator as defined in POPIA and {shall} do so only with the Customer's knowledge or authorisation.",
      "The Supplier {shall} establish and maintain the security measures referred to in sections 19 and 21 of POPIA.",
      "The Supplier {shall} notify the Customer immediately where there are reasonable grounds to believe that Personal Information has been accessed or acquired by an unauthorised person.",
      "The Supplier may not transfer Personal Information outside the Republic of South Africa save as permitted by section 72 of POPIA.",
    ],
  },
  {
    heading: "RESTRAINT OF TRADE AND NON-SOLICITATION",
    templates: [
      "The Supplier shall not, for a period of {years} years after the termination of this Agreement, be interested in any business that competes with the Customer anywhere in the Republic of South Africa.",
      "Neither Party shall, during this Agreement and for {months} months after it ends, solicit or employ any employee of the other Party who was involved in the Services.",
      "The Parties agree that the restraints in this clause are reasonable and necessary to protect the proprietary interests of the Customer.",
    ],
  },
  {
    heading: "LIMITATION OF LIABILITY",
    templates: [
      "Neither Party shall be liable to the other for any indirect, special or consequential damages, including loss of profit, howsoever arising.",
      "The total liability of the Supplier under this Agreement in any contract year is limited to the Fees paid in that year or {amount}, whichever is the lesser.",
      "Nothing in this clause limits liability for fraud, wilful misconduct or gross negligence.",
    ],
  },
  {
    heading: "INDEMNITY",
    templates: [
      "The Supplier indemnifies the Customer against all claims by third parties arising from the negligence of the Supplier or its personnel in rendering the Services.",
      "The Party seeking an indemnity {shall} notify the other Party of the claim within {days} and allow it to conduct the defence.",
    ],
  },
  {
    heading: "FORCE MAJEURE",
    templates: [
      "Neither Party is liable for a failure to perform caused by an event beyond its reasonable control, including load shedding, floods, strikes or civil unrest.",
      "The affected Party {shall} notify the other Party of the event {manner} within {days} and take all reasonable steps to limit its effect.",
      "Should the event continue for more than {longDays}, either Party may terminate this Agreement {manner}.",
    ],
  },
  {
    heading: "BREACH",
    templates: [
      "Should a Party commit a breach of this Agreement and fail to remedy it within {days} of written notice requiring it to do so, the aggrieved Party may cancel this Agreement and claim damages, or claim specific performance, without prejudice to any other remedy.",
      "A breach that is not capable of remedy entitles the aggrieved Party to cancel this Agreement immediately {manner}.",
      "Should the Customer fail to pay any amount on due date, the Supplier may suspend the Services until payment is received.",
    ],
  },
  {
    heading: "TERMINATION",
    templates: [
      "Either Party may terminate this Agreement immediately if the other Party is placed in business rescue or liquidation, whether provisionally or finally.",
      "On termination the Supplier {shall} co-operate with the Customer and any new service provider to ensure an orderly hand-over of {item}.",
      "Termination does not affect the rights of either Party that accrued before the date of termination.",
    ],
  },
  {
    heading: "DISPUTE RESOLUTION AND ARBITRATION",
    templates: [
      "Any dispute arising from this Agreement shall first be referred to the Parties' senior managers, who shall meet within {days} to resolve it.",
      "A dispute that is not resolved within {longDays} shall be referred to arbitration in {city} in accordance with the rules of the Arbitration Foundation of Southern Africa, by an arbitrator agreed between the Parties or, failing agreement, appointed by the Foundation.",
      "The award of the arbitrator is final and binding and may be made an order of court.",
      "Nothing in this clause prevents a Party from seeking urgent interim relief from a competent court.",
    ],
  },
  {
    heading: "CESSION AND DELEGATION",
    templates: [
      "Neither Party may cede, assign or delegate any of its rights or obligations under this Agreement without the prior written consent of the other Party.",
      "The Supplier may cede its right to payment of the Fees to its bankers as security without the consent of the Customer.",
    ],
  },
  {
    heading: "DOMICILIUM CITANDI ET EXECUTANDI AND NOTICES",
    templates: [
      "The Parties choose as their domicilia citandi et executandi for all purposes of this Agreement the physical addresses set out below: the Supplier at {address}, {city}, and the Customer at its registered office.",
      "Any notice given in terms of this Agreement shall be in writing and delivered by hand to, or sent by e-mail to, a Party's chosen address.",
      "A notice delivered by hand is presumed to have been received on the day of delivery, and one sent by e-mail on the first Business Day after it was sent.",
      "Either Party may change its domicilium to another physical address in the Republic of South Africa by notice to the other Party.",
    ],
  },
  {
    heading: "GOVERNING LAW",
    templates: [
      "This Agreement is governed by and shall be interpreted in accordance with the laws of the Republic of South Africa.",
    ],
  },
  {
    heading: "JURISDICTION",
    templates: [
      "Subject to clause {clause}, the Parties consent to the non-exclusive jurisdiction of the {court} for any proceedings arising from this Agreement.",
      "The Parties consent to the jurisdiction of the Magistrate's Court having jurisdiction under section 45 of the Magistrates' Courts Act 32 of 1944, although the amount claimed may exceed that court's jurisdiction.",
    ],
  },
  {
    heading: "WHOLE AGREEMENT, VARIATION AND WAIVER",
    templates: [
      "This Agreement constitutes the whole agreement between the Parties relating to its subject matter.",
      "No variation or cancellation of this Agreement is of any force or effect unless reduced to writing and signed by both Parties.",
      "No indulgence or extension of time granted by a Party is a waiver of any of its rights.",
    ],
  },
  {
    heading: "SEVERABILITY AND COSTS",
    templates: [
      "Each provision of this Agreement is severable, and an unenforceable provision does not affect the remainder.",
      "Each Party shall bear its own legal costs of the negotiation and preparation of this Agreement.",
    ],
  },
];

const SUB_ITEM_LEADS = [
  "Without limiting the generality of the foregoing, the Supplier {shall}:",
  "For the purposes of this clause the following apply:",
  "The Customer may, in its discretion:",
];

const SUB_ITEMS = [
  "ensure that {item} is carried out {standard};",
  "notify {party} {manner} within {days};",
  "keep complete and accurate records of {item} for at least five (5) years;",
  "comply with the Customer's reasonable instructions relating to {item};",
  "procure that its subcontractors comply with clause {clause};",
  "give access to its records for the purposes of clause {clause} on {days} notice;",
];

type Section = { heading: string; topic: Topic; clauses: string[][] };

const LETTERS = "abcdefghij";

/** One numbered sub-clause: a template, sometimes a closing sentence, sometimes a list of sub-items. */
function writeClause(topic: Topic, random: Random, parties: Parties, sectionCount: number): string[] {
  const fill = (template: string) => fillTemplate(template, random, parties, sectionCount);
  const lines = [fill(pick(random, topic.templates))];
  if (random() < 0.4) {
    const second = fill(pick(random, topic.templates));
    if (second !== lines[0]) lines[0] = `${lines[0]} ${second}`;
  }
  if (random() < 0.5) lines[0] = `${lines[0]} ${fill(pick(random, CLOSING_SENTENCES))}`;
  if (random() < 0.25) {
    lines[0] = `${lines[0]} ${fill(pick(random, SUB_ITEM_LEADS))}`;
    const count = between(random, 2, 4);
    for (let index = 0; index < count; index += 1) {
      lines.push(`(${LETTERS[index]}) ${fill(pick(random, SUB_ITEMS))}`);
    }
  }
  return lines;
}

/** The operational topic for the nth operational section; past the list, each site gets its own. */
function operationalTopic(index: number, random: Random): Topic {
  const topic = OPERATIONAL_TOPICS[index % OPERATIONAL_TOPICS.length]!;
  if (index < OPERATIONAL_TOPICS.length) return topic;
  const site = pick(random, [
    "DURBAN DEPOT",
    "MIDRAND WAREHOUSE",
    "EPPING DISTRIBUTION CENTRE",
    "COEGA PLANT",
  ]);
  return { ...topic, heading: `${topic.heading}: ${site}` };
}

/**
 * A contract of about `pages` × CHARACTERS_PER_PAGE characters. Every closing topic (fees, interest,
 * breach, POPIA …) is there at any length; a longer contract gets more sub-clauses per clause and more
 * operational clauses, as real long agreements do.
 */
export function generateContract(options: { pages: number; seed?: number }): GeneratedContract {
  const random = seededRandom(options.seed ?? options.pages);
  const target = options.pages * CHARACTERS_PER_PAGE;
  const [supplierName, supplierNumber] = pick(random, COMPANIES);
  const [customerName, customerNumber] = pick(
    random,
    COMPANIES.filter(([name]) => name !== supplierName),
  );
  const [city, court, address] = pick(random, CITIES);
  const parties: Parties = { supplier: supplierName, customer: customerName, city, court, address };
  const agreement = pick(random, AGREEMENTS);

  const preamble = [
    agreement,
    "entered into between",
    supplierName,
    `(registration number ${supplierNumber})`,
    '("the Supplier")',
    "and",
    customerName,
    `(registration number ${customerNumber})`,
    '("the Customer")',
  ];
  const definitions = DEFINITIONS.map((definition) =>
    definition.replace("{agreement}", agreement.toLowerCase()),
  );
  const definitionCount = Math.min(definitions.length, 6 + options.pages);
  const opening: Section[] = [
    { heading: "DEFINITIONS AND INTERPRETATION", topic: { heading: "", templates: [] }, clauses: [] },
    ...OPENING_TOPICS.map((topic) => ({ heading: topic.heading, topic, clauses: [] })),
  ];
  opening[0]!.clauses = [
    [
      "In this Agreement, unless the context clearly indicates otherwise, the following words have the meanings given to them below, and cognate expressions have corresponding meanings:",
    ],
    ...definitions.slice(0, definitionCount).map((definition) => [definition]),
  ];
  const operational: Section[] = [];
  const closing: Section[] = CLOSING_TOPICS.map((topic) => ({ heading: topic.heading, topic, clauses: [] }));
  const schedules = writeSchedules(random, parties, options.pages);
  const sections = () => [...opening, ...operational, ...closing];

  // Every topic gets its first clause, then clauses go round the topics until the length is reached;
  // a topic holds at most four clauses per template, and then a new operational clause opens.
  let length = preamble.join("\n").length + schedules.join("\n").length + 200;
  const grow = (section: Section) => {
    const clause = writeClause(section.topic, random, parties, sections().length);
    section.clauses.push(clause);
    length += clause.reduce((sum, line) => sum + line.length + 6, 0);
  };
  for (const section of [...opening.slice(1), ...closing]) grow(section);
  length += sections().reduce((sum, section) => sum + section.heading.length + 8, 0);
  let operationalIndex = 0;
  while (length < target) {
    const growable = sections().filter(
      (section) =>
        section.topic.templates.length > 0 && section.clauses.length < section.topic.templates.length * 4,
    );
    const fewest = Math.min(...growable.map((section) => section.clauses.length));
    const next = growable.length > 0 && fewest < 2 + options.pages / 6 ? growable : [];
    const candidates = next.filter((section) => section.clauses.length === fewest);
    if (candidates.length === 0) {
      const topic = operationalTopic(operationalIndex, random);
      operationalIndex += 1;
      const section: Section = { heading: topic.heading, topic, clauses: [] };
      operational.push(section);
      length += section.heading.length + 8;
      grow(section);
      continue;
    }
    grow(pick(random, candidates));
  }

  const lines: string[] = [...preamble, ""];
  let clauseCount = 0;
  sections().forEach((section, sectionIndex) => {
    const number = sectionIndex + 1;
    lines.push(`${number}. ${section.heading}`);
    clauseCount += 1;
    section.clauses.forEach((clause, clauseIndex) => {
      const [first, ...items] = clause;
      lines.push(`${number}.${clauseIndex + 1} ${first}`, ...items);
      clauseCount += 1;
    });
    lines.push("");
  });
  lines.push(...schedules);
  const paragraphs = lines.filter((line) => line.trim() !== "");
  return { text: `${lines.join("\n")}\n`, paragraphs, pages: groupIntoPages(paragraphs), clauseCount };
}

/** Schedule 1 (service levels) and Schedule 2 (fees), longer for a longer contract, and the signatures. */
function writeSchedules(random: Random, parties: Parties, pages: number): string[] {
  const levels = Math.min(60, 3 + Math.floor(pages / 2));
  const lines = [
    "SIGNED at {city} on the date of the last signature below.".replace("{city}", parties.city),
    "",
  ];
  lines.push("SCHEDULE 1 – SERVICES AND SERVICE LEVELS");
  for (let index = 1; index <= levels; index += 1) {
    const item = fillTemplate("{item}", random, parties, 10);
    lines.push(
      `Service Level ${index}: ${item} – ${between(random, 90, 99)}% of requests resolved within ${between(random, 2, 48)} hours, measured monthly.`,
    );
  }
  lines.push("", "SCHEDULE 2 – FEES");
  for (let index = 1; index <= levels; index += 1) {
    const item = fillTemplate("{item}", random, parties, 10);
    const fee = between(random, 20, 400) * 250;
    lines.push(
      `Item ${index}: ${item} – ${rands(fee)} per month, excluding VAT (${rands(Math.round(fee * 1.15))} including VAT at 15%).`,
    );
  }
  lines.push("");
  return lines;
}

function groupIntoPages(paragraphs: readonly string[]): string[][] {
  const pages: string[][] = [[]];
  let pageLength = 0;
  for (const paragraph of paragraphs) {
    if (pageLength > 0 && pageLength + paragraph.length > CHARACTERS_PER_PAGE) {
      pages.push([]);
      pageLength = 0;
    }
    pages.at(-1)!.push(paragraph);
    pageLength += paragraph.length + 1;
  }
  return pages;
}
