import type { BuiltinTemplate } from "../document-template.types.ts";
import { attorneysBlock, courtHeading, heading, paragraph } from "./template-html.ts";

/**
 * Uniform Rule 19: the defendant delivers the notice within ten days of service of the summons, and gives in
 * it an address for service under rule 6(5)(b) and, if it has one, an email address for service of documents.
 */
export const noticeOfIntentionToDefendTemplate: BuiltinTemplate = {
  key: "notice-of-intention-to-defend",
  name: "Notice of intention to defend",
  description:
    "The defendant's notice under Uniform Rule 19 that it intends to defend an action, appointing the firm's address and email for the service of all process.",
  category: "Court Pleadings",
  language: "English",
  documentType: "pleading",
  wordProcessor: false,
  aliases: ["notice to defend", "appearance to defend", "intention to defend", "rule 19 notice"],
  keywords: ["defend", "defendant", "summons", "action", "plaintiff", "appearance", "rule 19", "intention"],
  html: [
    courtHeading("Defendant", "Plaintiff"),
    heading("NOTICE OF INTENTION TO DEFEND", 1),
    paragraph(
      "<strong>KINDLY TAKE NOTICE</strong> that the defendant, <strong>{{client.name}}</strong>, intends to defend the action instituted against it by the plaintiff, <strong>{{matter.opposingParty}}</strong>.",
    ),
    paragraph(
      "<strong>TAKE NOTICE FURTHER</strong> that, in terms of rule 19(3) of the Uniform Rules of Court, the defendant appoints the offices of its attorneys, <strong>{{firm.name}}</strong>, at {{firm.address}}, as the address at which it will accept notice and service of all process in this action, and accepts service of documents by email at {{firm.email}}.",
    ),
    attorneysBlock("Defendant"),
    paragraph("<strong>TO:</strong> THE REGISTRAR OF THE ABOVE HONOURABLE COURT"),
    paragraph(
      "<strong>AND TO:</strong> THE PLAINTIFF'S ATTORNEYS<br>Address: ______________________________<br>Ref: ____________________",
    ),
  ].join(""),
};
