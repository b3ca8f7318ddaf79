import type { BuiltinTemplate } from "../document-template.types.ts";
import {
  clause,
  clauses,
  clauseWithDetails,
  heading,
  optionalClause,
  paragraph,
  signedAt,
  witnesses,
} from "./template-html.ts";

export const settlementAgreementTemplate: BuiltinTemplate = {
  key: "settlement-agreement",
  name: "Settlement agreement",
  description:
    "Settles a dispute between the client and the opposing party in full and final settlement, without admission of liability, with the terms typed in the details; if proceedings are pending, it may be made an order of court.",
  category: "Agreements",
  language: "English",
  documentType: "contract",
  wordProcessor: true,
  aliases: [
    "settlement",
    "deed of settlement",
    "compromise agreement",
    "full and final settlement",
    "transactio",
  ],
  keywords: [
    "settle",
    "settlement",
    "dispute",
    "compromise",
    "claim",
    "resolve",
    "withdraw",
    "order of court",
    "without admission",
  ],
  html: [
    heading("SETTLEMENT AGREEMENT", 1),
    paragraph("between"),
    paragraph('<strong>{{client.name}}</strong>, of {{client.address}} ("{{client.name}}")'),
    paragraph("and"),
    paragraph('<strong>{{matter.opposingParty}}</strong> ("{{matter.opposingParty}}")'),
    paragraph('(together "the parties")'),
    clauses(
      clause(
        "<strong>Background.</strong> A dispute has arisen between the parties about {{matter.title}}. The parties wish to settle it on the terms of this agreement.",
      ),
      optionalClause(
        "matter.caseNumber",
        '<strong>Pending proceedings.</strong> The dispute is the subject of proceedings in the {{matter.court}} under case number {{matter.caseNumber}} ("the proceedings").',
      ),
      clauseWithDetails(
        "<strong>Terms of settlement.</strong> The parties settle the dispute on the following terms:",
      ),
      clause(
        "<strong>Full and final settlement.</strong> This agreement is in full and final settlement of all claims the parties have against each other arising from the dispute, whether or not they were raised in the proceedings. Once a party has performed its obligations under this agreement, neither party will have any further claim against the other arising from the dispute.",
      ),
      clause(
        "<strong>No admission.</strong> The parties enter into this agreement to avoid the cost and inconvenience of further dispute. Nothing in it is an admission of liability by either party.",
      ),
      optionalClause(
        "matter.caseNumber",
        "<strong>The proceedings.</strong> The parties agree that this agreement may be made an order of court on the application of either of them. Once this agreement has been signed, the proceedings are settled on its terms, and each party pays its own costs unless the terms above provide otherwise.",
      ),
      clause(
        "<strong>Breach.</strong> If a party fails to perform an obligation under this agreement and does not remedy the failure within 7 (seven) days of written notice requiring it to do so, the other party may enforce the agreement, including by applying for it to be made an order of court, and recover its legal costs on the attorney-and-client scale, without prejudice to any other remedy.",
      ),
      clause(
        "<strong>Confidentiality.</strong> The parties will keep the terms of this agreement confidential, except as needed to enforce it, or where the law or an order of court requires disclosure.",
      ),
      clause(
        "<strong>Whole agreement and variation.</strong> This is the whole agreement between the parties about its subject. No variation or cancellation of it, and no waiver of a right under it, is effective unless it is in writing and signed by both parties.",
      ),
      clause(
        "<strong>Notices and addresses.</strong> The parties choose the addresses above as their addresses for notices and for the service of process (domicilium citandi et executandi).",
      ),
      clause("<strong>Law.</strong> This agreement is governed by the law of the Republic of South Africa."),
    ),
    signedAt("<strong>{{client.name}}</strong>"),
    witnesses(),
    signedAt("<strong>{{matter.opposingParty}}</strong>"),
    witnesses(),
  ].join(""),
};
