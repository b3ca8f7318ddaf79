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

export const serviceContractTemplate: BuiltinTemplate = {
  key: "service-contract",
  name: "Service agreement",
  description:
    "An agreement under which the client provides services to a customer (the opposing party): services, fees and VAT, standards, intellectual property, confidentiality, personal information, liability, breach and termination.",
  category: "Contracts",
  language: "English",
  documentType: "contract",
  wordProcessor: false,
  aliases: [
    "service contract",
    "services agreement",
    "service level agreement",
    "consulting agreement",
    "supply of services agreement",
    "contract",
  ],
  keywords: [
    "services",
    "service",
    "provider",
    "customer",
    "supplier",
    "consultant",
    "contractor",
    "deliverables",
    "fees",
    "invoice",
    "term",
    "perform",
  ],
  html: [
    heading("SERVICE AGREEMENT", 1),
    paragraph("between"),
    paragraph('<strong>{{client.name}}</strong>, of {{client.address}} ("the service provider")'),
    paragraph("and"),
    paragraph('<strong>{{matter.opposingParty}}</strong> ("the customer")'),
    clauses(
      clauseWithDetails(
        '<strong>Services, term and fees.</strong> The service provider will provide the services described below ("the services") to the customer, for the period and at the fees set out below:',
      ),
      clause(
        "<strong>Standard of performance.</strong> The service provider will perform the services with the skill, care and diligence of a competent provider of such services, using suitably qualified personnel, and in compliance with applicable law.",
      ),
      clause(
        "<strong>Customer's cooperation.</strong> The customer will give the service provider the information, access and decisions it reasonably needs to perform the services, in good time.",
      ),
      clause(
        "<strong>Invoices and payment.</strong> The service provider will invoice the customer monthly in arrears. Invoices are payable within 30 (thirty) days of their date. Fees exclude value-added tax, which is added at the rate in force when the invoice is issued. Overdue amounts bear interest at the rate prescribed under the Prescribed Rate of Interest Act 55 of 1975.",
      ),
      clause(
        "<strong>Intellectual property.</strong> Each party keeps its intellectual property existing before this agreement. Work product created specifically for the customer becomes the customer's property on payment in full, and the service provider grants the customer a licence to use any of its own existing material contained in it.",
      ),
      clause(
        "<strong>Confidentiality.</strong> Each party will keep the other's confidential information secret and use it only for this agreement, during the agreement and for 3 (three) years after it ends.",
      ),
      clause(
        "<strong>Personal information.</strong> Where the service provider processes personal information for the customer, it does so as the customer's operator under sections 20 and 21 of the Protection of Personal Information Act 4 of 2013: only on the customer's instructions, with appropriate security safeguards, and notifying the customer at once of any security compromise.",
      ),
      clause(
        "<strong>Liability.</strong> Neither party is liable for indirect or consequential loss, including loss of profit. Each party's total liability under this agreement is limited to the fees paid and payable in the 12 (twelve) months before the claim arose, except for liability for fraud, gross negligence or breach of confidentiality.",
      ),
      clause(
        "<strong>Breach.</strong> If a party breaches this agreement and fails to remedy the breach within 10 (ten) business days of written notice requiring it to do so, the other party may claim specific performance or cancel the agreement, in either case without prejudice to its claim for damages.",
      ),
      clause(
        "<strong>Termination.</strong> Either party may terminate this agreement without cause on 30 (thirty) days' written notice. On termination the customer pays for the services performed up to the date of termination.",
      ),
      clause(
        "<strong>Disputes.</strong> The parties will first try to resolve a dispute by negotiation between senior representatives. A dispute not resolved within 20 (twenty) business days may be referred by either party to arbitration under the Arbitration Act 42 of 1965, before a single arbitrator agreed by the parties; nothing prevents a party from seeking urgent relief from a court.",
      ),
      clause(
        "<strong>General.</strong> This is the whole agreement between the parties about its subject. No variation, cancellation or waiver is effective unless in writing and signed by both parties. Neither party may cede or assign its rights without the other's written consent. The agreement is governed by the law of the Republic of South Africa, and the parties choose the addresses above as their addresses for notices and service of process.",
      ),
    ),
    signedAt("<strong>{{client.name}}</strong>", "Service provider"),
    witnesses(),
    signedAt("<strong>{{matter.opposingParty}}</strong>", "Customer"),
    witnesses(),
  ].join(""),
};
