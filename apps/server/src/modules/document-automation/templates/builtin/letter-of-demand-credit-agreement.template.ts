import type { BuiltinTemplate } from "../document-template.types.ts";
import { demandLetterClosing, demandLetterOpening } from "./letter-of-demand.template.ts";
import { clause, clauses, clauseWithDetails } from "./template-html.ts";

/**
 * A credit provider may not sue on a credit agreement before giving this notice (National Credit Act 34 of
 * 2005, s 129(1)(b)), and must then wait the periods of s 130(1). The notice must reach the consumer (s 129(5)–(7)):
 * registered post to the chosen address, or personal delivery.
 */
export const letterOfDemandCreditAgreementTemplate: BuiltinTemplate = {
  key: "letter-of-demand-credit-agreement",
  name: "Letter of demand under a credit agreement (National Credit Act section 129 notice)",
  description:
    "Notice of default to a consumer under a credit agreement in terms of section 129(1)(a) of the National Credit Act 34 of 2005: proposes referral to a debt counsellor, alternative dispute resolution agent, consumer court or ombud, and warns of legal proceedings after 10 business days (section 130).",
  category: "Legal Letters",
  language: "English",
  documentType: "correspondence",
  wordProcessor: false,
  variantOf: "letter-of-demand",
  aliases: [
    "section 129 notice",
    "section 129 letter",
    "notice of default",
    "national credit act letter of demand",
  ],
  keywords: [
    "credit",
    "consumer",
    "loan",
    "instalment",
    "arrears",
    "default",
    "debt counsellor",
    "national credit act",
    "bond",
    "vehicle finance",
    "demand",
  ],
  html: [
    demandLetterOpening("NOTICE IN TERMS OF SECTION 129(1)(a) OF THE NATIONAL CREDIT ACT 34 OF 2005"),
    clauses(
      clause(
        'We act for {{client.name}} ("the credit provider"), on whose instructions we write to you as the consumer under the credit agreement described below.',
      ),
      clauseWithDetails(
        "You are in default of your obligations under the credit agreement. The agreement, the arrear amount and the full outstanding balance are as follows:",
      ),
      clause(
        "In terms of section 129(1)(a) of the National Credit Act 34 of 2005 we draw your default to your attention and propose that you refer the credit agreement to a <strong>debt counsellor</strong>, an <strong>alternative dispute resolution agent</strong>, the <strong>consumer court</strong> or the <strong>ombud with jurisdiction</strong>, with the intent that the parties resolve any dispute under the agreement or develop and agree on a plan to bring your payments under the agreement up to date.",
      ),
      clause(
        "You may also bring your payments up to date by paying the arrear amount, together with the credit provider's prescribed default administration charges and reasonable costs of enforcing the agreement up to the time of payment, into our trust account, quoting our reference {{matter.reference}}.",
      ),
      clause(
        "Take notice that, in terms of section 130(1) of the Act, the credit provider may approach the court for an order to enforce the credit agreement if, at least <strong>10 (ten) business days</strong> after delivery of this notice, you have not responded to it or have responded by rejecting the credit provider's proposals, and you have been in default for at least 20 (twenty) business days.",
      ),
      clause(
        "In those proceedings the credit provider will claim the full outstanding balance, interest at the contractual rate, and the costs of the proceedings as the agreement and the Act allow. Where the agreement is secured, it will also ask that the goods or the property be declared specially executable or returned.",
      ),
      clause(
        "This notice is sent to you by registered post to the address you chose in the credit agreement, and by email, as section 129(5) to (7) of the Act provides. Please contact the writer without delay if you wish to discuss it.",
      ),
      clause("All the credit provider's rights are reserved."),
    ),
    demandLetterClosing(),
  ].join(""),
};
