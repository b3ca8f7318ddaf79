import type { ClauseRule } from "./clause-rule.ts";
import { NON_COMPETE_PHRASES } from "./clause-rules.cuad.ts";

/** Rules for the South African clauses a local practitioner checks, and for the general outline. */
export const SOUTH_AFRICAN_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    category: "domicilium",
    headings: [/domicil/i],
    phrases: [
      /\bdomicili(?:um|a)\b/i,
      /\bcitandi\b/i,
      /\baddress(?:es)? (?:for|at which) (?:the )?(?:service|delivery) of (?:legal )?(?:process|notices|documents)\b/i,
      /\b(?:service|delivery) of (?:all )?(?:legal )?process(?:es)?\b[^.]{0,80}\baddress/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "jurisdiction",
    headings: [/jurisdiction|venue|forum/i],
    phrases: [
      /\b(?:submit|consent|attorn)\w*\b[^.]{0,40}\bto the\b[^.]{0,30}\bjurisdiction\b/i,
      /\bjurisdiction of the\b[^.]{0,120}\bcourts?\b/i,
      /\bcourts? (?:of|in|at|sitting in)\b[^.]{0,80}\b(?:shall )?have (?:the )?(?:sole |exclusive |non-exclusive )?jurisdiction\b/i,
      /\b(?:high court|magistrates?['’]? court|federal court|district court|state court)s?\b[^.]{0,120}\b(?:jurisdiction|venue|brought|instituted|proceedings)/i,
      /\b(?:exclusive |proper )?venue\b[^.]{0,100}\b(?:courts?|county|district)\b/i,
    ],
  },
  {
    category: "breach-and-notice-to-remedy",
    headings: [/breach|default/i],
    phrases: [
      /\b(?:fails?|failure|neglects?) to (?:remedy|rectify|cure|make good)\b/i,
      /\bwithin\b[^.]{0,40}\b(?:days?|business days)\b[^.]{0,60}\b(?:after|of|following|from) (?:receipt of |the (?:date of )?(?:delivery|receipt) of )?(?:a |written )?(?:written )?notice\b[^.]{0,150}\b(?:remed|rectif|cure)\w*/i,
      /\bnotice\b[^.]{0,60}\b(?:calling (?:up)?on|requiring|demanding)\b[^.]{0,80}\b(?:remed|rectif|cure)\w*/i,
      /\b(?:breach|default)\w*\b[^.]{0,200}\b(?:remed|rectif|cure)\w*\b[^.]{0,100}\bwithin\b/i,
      /\bcommits? (?:a |any )?(?:material )?breach\b/i,
    ],
  },
  {
    category: "cession",
    headings: [/cession/i],
    phrases: [/\bcede[sd]?\b/i, /\bcession\b/i, /\bcessionary\b/i, /\bceding\b/i],
  },
  {
    category: "non-variation",
    headings: [/variation|amendment|modification|alteration/i],
    phrases: [
      /\bno (?:variation|amendment|alteration|modification|addition|cancellation|consensual cancellation)\b[^.]{0,250}\b(?:unless|until|except|save)\b[^.]{0,150}\b(?:writing|written)\b/i,
      /\b(?:may|shall|will) (?:not )?(?:only )?be (?:varied|amended|modified|altered|supplemented|changed)\b[^.]{0,150}\b(?:in writing|written (?:instrument|agreement|document)|reduced to writing)\b/i,
      /\breduced to writing and signed\b/i,
      /\b(?:amendment|variation|modification)s?\b[^.]{0,150}\b(?:shall|will) (?:not )?be (?:valid|binding|effective)\b[^.]{0,100}\b(?:writing|written|signed)\b/i,
    ],
  },
  {
    category: "whole-agreement",
    headings: [/whole agreement|entire agreement|sole record/i],
    phrases: [
      /\b(?:whole|entire|complete) (?:agreement|understanding)\b/i,
      /\bsupersedes?\b[^.]{0,60}\b(?:all )?(?:prior|previous|earlier|other)\b/i,
      /\bsole record of the\b/i,
      /\bno (?:representations?|warranties|undertakings|promises|agreements)\b[^.]{0,150}\bnot (?:recorded|contained|set out|expressly)\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "arbitration",
    headings: [/arbitration/i],
    phrases: [
      /\barbitrat(?:ion|or|ors|ed|e|ing|al)\b/i,
      /\bAFSA\b|Arbitration Foundation of Southern Africa/i,
    ],
  },
  {
    category: "personal-information",
    headings: [/personal information|data protection|privacy|popia/i],
    phrases: [
      /\bpersonal (?:information|data)\b/i,
      /\bPOPIA\b|Protection of Personal Information/i,
      /\bdata (?:subjects?|protection)\b/i,
      /\bGDPR\b|General Data Protection Regulation/i,
    ],
  },
  {
    category: "operator-terms",
    headings: [/operator|processing of personal|data processing/i],
    phrases: [
      /\boperator\b[^.]{0,200}\b(?:process\w*|personal information|security (?:measures|safeguards)|section 21|s ?21)\b/i,
      /\bprocess\w*\b[^.]{0,100}\bpersonal (?:information|data)\b[^.]{0,150}\b(?:on behalf of|only (?:with|on) the (?:knowledge|authori[sz]ation|instructions?))\b/i,
      /\bresponsible party\b/i,
      /\b(?:security compromise|data breach|personal data breach)\b/i,
      /\bdata processor\b|\bprocessor\b[^.]{0,80}\bpersonal data\b/i,
    ],
  },
  {
    category: "restraint-of-trade",
    headings: [/restraint|non[- ]?compet|restrictive covenant/i],
    phrases: [
      /\brestraints? of trade\b/i,
      /\brestraint (?:period|area|clause|provisions?|undertaking)\b/i,
      ...NON_COMPETE_PHRASES,
    ],
    exclusions: [
      /\bcompetition (?:law|act|commission|tribunal)|anti-?competitive/i,
      /\bnon[- ]?competitive\b/i,
    ],
  },
  {
    category: "penalty",
    headings: [/penalt|liquidated damages/i],
    phrases: [
      /\bpenalt(?:y|ies)\b/i,
      /\bConventional Penalties Act\b/i,
      /\bliquidated damages\b/i,
      /\bpre-?estimate\b/i,
    ],
    exclusions: [/\b(?:tax(?:es|ation)?|SARS|revenue service|criminal|offence|fines? and penalt)\b/i],
  },
  {
    category: "interest",
    headings: [/\binterest\b|late payment/i],
    phrases: [
      /\binterest\b[^.]{0,120}\b(?:at (?:the|a) rate|rate of|per annum|prime (?:lending |overdraft )?rate|% per|percent per|per cent per|compounded|calculated (?:daily|monthly)|repo rate|maximum rate permitted)\b/i,
      /\bin duplum\b/i,
      /\b(?:mora|default|penalty) interest\b/i,
      /\b(?:overdue|late|unpaid) (?:amounts?|payments?|sums?|invoices?)\b[^.]{0,120}\b(?:bear|attract|accrue|carry)\w* interest\b/i,
      /\bPrescribed Rate of Interest Act\b/i,
    ],
    exclusions: [
      /\b(?:security|controlling|equity|ownership|conflict of|undivided|beneficial|financial|best) interests?\b(?![^.]{0,120}\b(?:per annum|rate))/i,
    ],
  },
  {
    category: "vat",
    headings: [/\bvat\b|value[- ]added tax|taxes/i],
    phrases: [
      /\bVAT\b/,
      /\bvalue[- ]added tax\b/i,
      /\b(?:inclusive|exclusive) of (?:all )?(?:applicable )?(?:VAT|value[- ]added|taxes|sales tax|GST)\b/i,
      /\b(?:sales|use|goods and services) tax(?:es)?\b/i,
    ],
  },
  {
    category: "suspensive-condition",
    headings: [/suspensive|conditions? precedent/i],
    phrases: [
      /\bsuspensive conditions?\b/i,
      /\bconditions? precedent\b/i,
      /\bsubject to the (?:fulfilment|fulfillment|satisfaction)\b/i,
      /\bconditional (?:up)?on\b/i,
      /\b(?:fulfilled|fulfilment|fulfillment) (?:or waived|of the conditions?)\b/i,
    ],
  },
];

export const GENERAL_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    category: "definitions",
    headings: [/definitions|interpretation|defined terms/i],
    phrases: [
      /^(?:\S{1,8}\s+)?["“'][^"”]{1,60}["”']\s+(?:means|shall mean|has the meaning|includes|refers to)\b/i,
      /\b(?:shall have the (?:following )?meanings?|the following (?:words|terms|expressions)\b[^.]{0,40}\bmeanings?)\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "duration",
    headings: [/\bterm\b|duration|commencement|period of (?:the )?agreement/i],
    phrases: [
      /\b(?:this agreement|the agreement)\b[^.]{0,100}\b(?:shall (?:commence|continue|remain in (?:full )?force|endure|be for a (?:period|term))|will (?:commence|continue|remain in force))\b/i,
      /\b(?:initial )?term of this agreement\b/i,
      /\bcommence on\b|\bcommencement date\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "payment",
    headings: [/payment|fees|price|consideration|remuneration|compensation|invoic|charges/i],
    phrases: [
      /\b(?:shall|will|must|agrees? to) pay\b/i,
      /\bpayable (?:within|on|in|upon|by|monthly|quarterly|annually)\b/i,
      /\binvoices?\b[^.]{0,80}\b(?:paid|payable|settled|within)\b/i,
      /\bpayment terms\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "confidentiality",
    headings: [/confidential|non-?disclosure|secrecy/i],
    phrases: [
      /\bconfidential information\b/i,
      /\b(?:keep|hold|treat|maintain)\b[^.]{0,60}\b(?:in (?:strict(?:est)? )?confidence|confidential|secret)\b/i,
      /\bnon-?disclosure\b/i,
      /\bnot (?:to )?(?:disclose|divulge)\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "indemnity",
    headings: [/indemn|hold harmless/i],
    phrases: [/\bindemnif\w*/i, /\bhold\b[^.]{0,30}\bharmless\b/i, /\bindemnit(?:y|ies)\b/i],
    isNamedByHeading: true,
  },
  {
    category: "force-majeure",
    headings: [/force majeure|vis major|act of god/i],
    phrases: [
      /\bforce majeure\b/i,
      /\bvis major\b|\bcasus fortuitus\b/i,
      /\bacts? of god\b/i,
      /\b(?:beyond|outside) (?:its|their|the) (?:reasonable )?control\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "termination",
    headings: [/terminat|cancell?ation/i],
    phrases: [
      /\b(?:may|shall be entitled to|is entitled to|has the right to|have the right to|will be entitled to) (?:immediately )?(?:terminate|cancel)\b/i,
      /\b(?:termination|cancellation) of this agreement\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "notices",
    headings: [/notices?\b|domicil/i],
    phrases: [
      /\bnotices?\b[^.]{0,120}\b(?:shall|must) be (?:in writing|given|sent|delivered|addressed)\b/i,
      /\bdeemed to have been (?:duly )?(?:received|given|delivered|served)\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "dispute-resolution",
    headings: [/dispute|arbitration|mediation/i],
    phrases: [
      /\b(?:any|all) (?:disputes?|controvers(?:y|ies)|differences?)\b[^.]{0,150}\b(?:arising|in connection|relating|between the parties)\b/i,
      /\bmediat(?:ion|or)\b/i,
      /\b(?:resolve|settle)\b[^.]{0,60}\bamicabl\w*/i,
      /\barbitrat(?:ion|or)\b/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "signatures",
    headings: [/signatures?|execution/i],
    phrases: [
      /\bIN WITNESS WHEREOF\b/i,
      /\bTHUS DONE AND SIGNED\b/i,
      /\bsigned (?:at|by|for and on behalf)\b/i,
      /\bfor and on behalf of\b/i,
      /\bexecuted (?:this agreement|as of|by their)\b/i,
    ],
  },
];
