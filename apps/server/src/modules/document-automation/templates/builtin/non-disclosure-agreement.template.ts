import type { BuiltinTemplate } from "../document-template.types.ts";
import {
  clause,
  clauses,
  clauseWithDetails,
  heading,
  paragraph,
  signedAt,
  witnesses,
} from "./template-html.ts";

export const nonDisclosureAgreementTemplate: BuiltinTemplate = {
  key: "non-disclosure-agreement",
  name: "Non-disclosure agreement (mutual)",
  description:
    "A mutual confidentiality agreement between the client and another party who will share confidential information for a stated purpose: what is confidential, the exclusions, return of information, and interdict relief.",
  category: "Contracts",
  language: "English",
  documentType: "contract",
  wordProcessor: false,
  aliases: [
    "nda",
    "confidentiality agreement",
    "mutual non-disclosure agreement",
    "non disclosure agreement",
    "secrecy agreement",
  ],
  keywords: [
    "confidential",
    "confidentiality",
    "disclosure",
    "secret",
    "trade secret",
    "proprietary",
    "information",
    "nda",
  ],
  html: [
    heading("MUTUAL NON-DISCLOSURE AGREEMENT", 1),
    paragraph("between"),
    paragraph("<strong>{{client.name}}</strong>, of {{client.address}}"),
    paragraph("and"),
    paragraph("<strong>{{matter.opposingParty}}</strong>"),
    paragraph(
      '(each "a party"; the party disclosing information "the discloser", and the party receiving it "the recipient")',
    ),
    clauses(
      clauseWithDetails(
        '<strong>Purpose.</strong> The parties intend to share confidential information with each other for the following purpose ("the purpose"), and for no other:',
      ),
      clause(
        '<strong>Confidential information.</strong> "Confidential information" means all information of a party, in any form, disclosed to the other party in connection with the purpose, including business plans, financial information, customer and supplier information, know-how, trade secrets, software and personal information, and the terms of the parties\' discussions.',
      ),
      clause(
        "<strong>Exclusions.</strong> Information is not confidential information if the recipient shows that it:",
        clause("is or becomes public knowledge other than through a breach of this agreement;"),
        clause(
          "was lawfully in the recipient's possession, free of any duty of confidence, before the discloser gave it;",
        ),
        clause("is lawfully received from a third party who is free to disclose it; or"),
        clause("is developed independently by the recipient without use of the confidential information."),
      ),
      clause(
        "<strong>Obligations.</strong> The recipient will keep the discloser's confidential information secret, use it only for the purpose, protect it with at least the care it uses for its own confidential information (and never less than reasonable care), and disclose it only to its directors, employees and professional advisers who need to know it for the purpose and are bound by duties of confidence no less strict than these.",
      ),
      clause(
        "<strong>Disclosure required by law.</strong> The recipient may disclose confidential information where the law, a court or a regulator requires it, but must, where lawful, first notify the discloser so that it may seek a protective order, and disclose no more than is required.",
      ),
      clause(
        "<strong>Personal information.</strong> Personal information shared under this agreement will be processed only for the purpose, and the recipient will secure it as the Protection of Personal Information Act 4 of 2013 requires.",
      ),
      clause(
        "<strong>Return and destruction.</strong> On the discloser's written request, or when the purpose ends, the recipient will return or destroy the discloser's confidential information and confirm in writing that it has done so, save for copies it must keep by law.",
      ),
      clause(
        "<strong>No licence or commitment.</strong> Confidential information remains the discloser's property. This agreement grants no licence under any intellectual property right, and obliges neither party to conclude any further transaction.",
      ),
      clause(
        "<strong>Duration.</strong> The obligations in this agreement continue for 3 (three) years after the last disclosure of confidential information, and for trade secrets for as long as they remain trade secrets.",
      ),
      clause(
        "<strong>Remedies.</strong> A breach of this agreement may cause harm that damages cannot adequately remedy. The discloser may therefore apply for an interdict, including urgently, in addition to any claim for damages.",
      ),
      clause(
        "<strong>General.</strong> This is the whole agreement between the parties about its subject; no variation of it binds the parties unless it is in writing and signed by both. It is governed by the law of the Republic of South Africa, and the parties submit to the jurisdiction of the South African courts.",
      ),
    ),
    signedAt("<strong>{{client.name}}</strong>"),
    witnesses(),
    signedAt("<strong>{{matter.opposingParty}}</strong>"),
    witnesses(),
  ].join(""),
};
