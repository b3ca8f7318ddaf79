import type { BuiltinTemplate } from "../document-template.types.ts";
import {
  clause,
  clauses,
  clauseWithDetails,
  eachPerson,
  heading,
  ifFieldElse,
  paragraph,
  signedAt,
  witnesses,
} from "./template-html.ts";

/** The principal, described as a company (registration number) or as a natural person (identity number). */
export function principalParagraph(opening: string): string {
  return ifFieldElse(
    "client.registrationNumber",
    paragraph(
      `${opening} <strong>{{client.name}}</strong> (registration number {{client.registrationNumber}}), of {{client.address}}, duly represented by its authorised signatory,`,
    ),
    paragraph(
      `${opening} <strong>{{client.name}}</strong> (identity number {{client.idNumber}}), of {{client.address}},`,
    ),
  );
}

/** The agents appointed, one paragraph each; a power of attorney without an agent is missing its point. */
export function agentsList(): string {
  return eachPerson(
    paragraph("<strong>{{this.name}}</strong> (identity number {{this.idNumber}}), of {{this.address}};"),
  );
}

export const generalPowerOfAttorneyTemplate: BuiltinTemplate = {
  key: "general-power-of-attorney",
  name: "General power of attorney",
  description:
    "Appoints one or more agents (listed as the people of the document) to manage the principal's affairs generally. It does not authorise passing transfer of immovable property, for which a special power of attorney is used.",
  category: "Agreements",
  language: "English",
  documentType: "template",
  wordProcessor: true,
  aliases: ["general power", "poa", "authority to act", "mandate to act"],
  keywords: [
    "power of attorney",
    "agent",
    "appoint",
    "authorise",
    "authority",
    "behalf",
    "represent",
    "sign",
    "principal",
  ],
  html: [
    heading("GENERAL POWER OF ATTORNEY", 1),
    principalParagraph("I, the undersigned,"),
    paragraph("hereby nominate, constitute and appoint"),
    agentsList(),
    paragraph("each with power of substitution, to be my lawful agent in my name, place and stead:"),
    clauses(
      clause(
        "<strong>Powers.</strong> My agent may manage and transact all my affairs, and in particular may:",
        clause(
          "operate any account I hold with any bank or financial institution, deposit and withdraw money, and sign transfers and other payment instructions;",
        ),
        clause(
          "demand, sue for, recover and receive all money, goods and other property due or belonging to me, and give receipts and discharges for them;",
        ),
        clause(
          "pay any debt I owe, and settle, compromise or submit to arbitration any claim by or against me;",
        ),
        clause(
          "buy, sell, let, hire and otherwise deal with movable property on my behalf, on the terms my agent considers fit;",
        ),
        clause(
          "institute, defend and conduct legal proceedings in any court, and appoint attorneys and counsel for that purpose;",
        ),
        clause(
          "deal with the South African Revenue Service, the Department of Home Affairs, any municipality and any other authority on my behalf; and",
        ),
        clause(
          "sign all documents and do all things necessary to carry out this power, as fully and effectually as I might do if personally present.",
        ),
      ),
      clause(
        "<strong>Limits.</strong> This power of attorney does not authorise my agent to pass transfer of, mortgage or otherwise encumber immovable property, for which a special power of attorney is required, nor to make or revoke a will on my behalf.",
      ),
      clause(
        "<strong>Duration.</strong> It lapses on my death, or if I become mentally incapable of managing my own affairs, and I may revoke it at any time by written notice to my agent.",
      ),
      clauseWithDetails("<strong>Further particulars and limits</strong> of this power:"),
    ),
    paragraph(
      "I hereby ratify, allow and confirm all that my agent lawfully does or causes to be done by virtue of this power of attorney.",
    ),
    signedAt("<strong>{{client.name}}</strong>", "Principal"),
    witnesses(),
  ].join(""),
};
