import type { BuiltinTemplate } from "../document-template.types.ts";
import { clause, clauses, heading, paragraph, signedAt, witnesses } from "./template-html.ts";

export const acknowledgementOfDebtTemplate: BuiltinTemplate = {
  key: "acknowledgement-of-debt",
  name: "Acknowledgement of debt",
  description:
    "The debtor (the opposing party) acknowledges owing the client an amount, agrees how to pay it, and agrees to interest, by default at the rate prescribed under the Prescribed Rate of Interest Act 55 of 1975, or at another agreed rate.",
  category: "Agreements",
  language: "English",
  documentType: "contract",
  wordProcessor: false,
  aliases: [
    "aod",
    "acknowledgment of debt",
    "acknowledgement of indebtedness",
    "admission of debt",
    "debt acknowledgement",
    "payment arrangement",
  ],
  keywords: [
    "acknowledge",
    "debt",
    "indebted",
    "owe",
    "owed",
    "instalment",
    "instalments",
    "repay",
    "interest",
    "arrangement",
    "debtor",
    "creditor",
  ],
  html: [
    heading("ACKNOWLEDGEMENT OF DEBT", 1),
    paragraph('I/We, the undersigned, <strong>{{matter.opposingParty}}</strong> ("the debtor"),'),
    paragraph(
      'acknowledge that I am/we are truly and lawfully indebted to <strong>{{client.name}}</strong>, of {{client.address}} ("the creditor"), as set out below ("the debt"), which amount is due, owing and payable:',
    ),
    paragraph("{{details}}"),
    clauses(
      clause(
        "<strong>Payment.</strong> The debtor will pay the debt in the instalments, and on the dates, set out above, by electronic transfer into the trust account of the creditor's attorneys, {{firm.name}}, quoting reference {{matter.reference}}. The debtor may pay more, or pay sooner, at any time.",
      ),
      clause(
        "<strong>Interest.</strong> The outstanding balance bears interest from the date of signature of this acknowledgement until payment in full, calculated daily:",
        clause(
          "at the rate prescribed from time to time under section 1 of the Prescribed Rate of Interest Act 55 of 1975; or",
        ),
        clause(
          "at the rate of ______% a year, if the parties have agreed such a rate and initialled this clause.",
        ),
        clause(
          "Interest will not accrue beyond the limit of the in duplum rule: arrear interest stops running when it equals the unpaid capital.",
        ),
      ),
      clause(
        "<strong>Default.</strong> If the debtor fails to pay any instalment on its due date and does not remedy the failure within 7 (seven) days of written notice, the full outstanding balance and interest become due and payable at once, and the creditor may take legal proceedings to recover them.",
      ),
      clause(
        "<strong>Costs.</strong> The debtor will pay all legal costs the creditor incurs in recovering the debt, on the scale as between attorney and client, including collection commission and tracing fees allowed by law.",
      ),
      clause(
        "<strong>Certificate of balance.</strong> A certificate signed by the creditor or its attorneys, stating the amount owing at any time, is on its face proof of that amount.",
      ),
      clause(
        "<strong>Exceptions renounced.</strong> The debtor renounces the benefit of the legal exceptions non numeratae pecuniae, non causa debiti, errore calculi, revision of accounts and no value received, the meaning of which the debtor declares he or she understands.",
      ),
      clause(
        "<strong>Indulgence.</strong> No extension of time or other indulgence the creditor grants affects its rights under this acknowledgement, nor is it a waiver of them.",
      ),
      clause(
        "<strong>Address and jurisdiction.</strong> The debtor chooses the address below as the address for notices and the service of process (domicilium citandi et executandi), and consents to the jurisdiction of the magistrate's court having jurisdiction over the debtor, even if the amount exceeds that court's jurisdiction.",
      ),
      clause(
        "<strong>Voluntary.</strong> The debtor signs this acknowledgement freely and voluntarily, without any undue influence, and acknowledges receiving a copy of it.",
      ),
    ),
    paragraph("Debtor's address: ______________________________"),
    signedAt("<strong>{{matter.opposingParty}}</strong>", "Debtor"),
    witnesses(),
    signedAt("<strong>{{client.name}}</strong>", "Creditor"),
  ].join(""),
};
