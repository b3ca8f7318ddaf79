import type { BuiltinTemplate } from "../document-template.types.ts";
import { clause, clauses, clauseWithDetails, letterhead, paragraph, signatureLine } from "./template-html.ts";

export const engagementLetterTemplate: BuiltinTemplate = {
  key: "engagement-letter",
  name: "Engagement letter",
  description:
    "Confirms to a new client that the firm accepts the instruction: scope of work, who will do it, fees and deposits, FICA documents, personal information and how to raise a complaint.",
  category: "Legal Letters",
  language: "English",
  documentType: "correspondence",
  wordProcessor: false,
  aliases: [
    "letter of engagement",
    "client engagement letter",
    "welcome letter",
    "confirmation of instructions",
    "letter of appointment",
  ],
  keywords: [
    "engagement",
    "engage",
    "new client",
    "instruction",
    "scope",
    "welcome",
    "onboarding",
    "fica",
    "accept",
  ],
  html: [
    letterhead(),
    paragraph("Our ref: {{matter.reference}}<br>Date: {{date}}"),
    paragraph("<strong>{{client.name}}</strong><br>{{client.address}}<br>By email: {{client.email}}"),
    paragraph("Dear {{client.name}}"),
    paragraph("<strong>CONFIRMATION OF INSTRUCTIONS: {{matter.title}}</strong>"),
    paragraph(
      "Thank you for instructing {{firm.name}}. This letter confirms the terms on which we will act for you in this matter.",
    ),
    clauses(
      clauseWithDetails("<strong>Scope of the work.</strong> You have instructed us to do the following:"),
      clause(
        "Work outside this scope will need a further instruction from you. We will tell you before we do any such work.",
      ),
      clause(
        "<strong>Who will do the work.</strong> {{author.name}} ({{author.title}}) will be responsible for your matter, assisted by other members of the firm as needed.",
      ),
      clause(
        "<strong>Fees.</strong> Our fees, disbursements and deposits are governed by our mandate and fee agreement, which is enclosed. Please read it carefully, sign it and return it to us with the deposit it mentions. All fees are subject to VAT (our VAT registration number is {{firm.vatNumber}}).",
      ),
      clause(
        "<strong>Verification of identity.</strong> The Financial Intelligence Centre Act 38 of 2001 requires us to verify your identity before we act. Please send us a copy of your identity document or, for a company, its registration documents, and proof of your address.",
      ),
      clause(
        "<strong>Personal information.</strong> We will process your personal information only for the purposes of your matter and as the law requires, in accordance with the Protection of Personal Information Act 4 of 2013.",
      ),
      clause(
        "<strong>Complaints.</strong> If you are unhappy with our service, please raise it with {{author.name}} or with the firm's senior partner. You may also lodge a complaint with the Legal Practice Council.",
      ),
    ),
    paragraph(
      "We look forward to working with you. Please contact us at {{firm.phone}} or {{firm.email}} with any questions.",
    ),
    paragraph("Yours faithfully"),
    signatureLine("<strong>{{author.name}}</strong>", "{{author.title}}", "{{firm.name}}"),
  ].join(""),
};
