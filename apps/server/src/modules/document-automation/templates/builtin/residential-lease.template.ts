import type { BuiltinTemplate } from "../document-template.types.ts";
import {
  clause,
  clauses,
  clauseWithBlocks,
  clauseWithDetails,
  eachPerson,
  heading,
  paragraph,
  signedAt,
  witnesses,
} from "./template-html.ts";

/**
 * The deposit and inspection clauses follow section 5(3) of the Rental Housing Act 50 of 1999: the deposit is
 * invested in an interest-bearing account, and the premises are inspected jointly before the tenant moves in
 * and within three days before the lease ends.
 */
export const residentialLeaseTemplate: BuiltinTemplate = {
  key: "residential-lease",
  name: "Residential lease agreement",
  description:
    "Lease of a dwelling by the client as landlord, complying with the Rental Housing Act 50 of 1999: deposit in an interest-bearing account, joint inspections at the start and end of the lease, and refund of the deposit with interest. The permitted occupants are the people of the document.",
  category: "Contracts",
  language: "English",
  documentType: "contract",
  wordProcessor: false,
  aliases: [
    "lease",
    "lease agreement",
    "rental agreement",
    "residential lease",
    "tenancy agreement",
    "house lease",
    "flat lease",
  ],
  keywords: [
    "lease",
    "rent",
    "rental",
    "tenant",
    "landlord",
    "lessee",
    "lessor",
    "deposit",
    "dwelling",
    "premises",
    "flat",
    "house",
    "apartment",
    "occupy",
  ],
  html: [
    heading("RESIDENTIAL LEASE AGREEMENT", 1),
    paragraph("between"),
    paragraph('<strong>{{client.name}}</strong>, of {{client.address}} ("the landlord")'),
    paragraph("and"),
    paragraph('<strong>{{matter.opposingParty}}</strong> ("the tenant")'),
    clauses(
      clauseWithDetails(
        '<strong>Premises, term and rental.</strong> The landlord lets to the tenant, who hires, the dwelling described below ("the premises"), for the period, at the monthly rental and with the deposit set out below:',
      ),
      clause(
        "<strong>Payment of rental.</strong> The rental is payable monthly in advance, on or before the first day of each month, without deduction or set-off, by electronic transfer to the account the landlord nominates in writing. The landlord will give the tenant a written receipt for every payment if asked.",
      ),
      clause(
        "<strong>Deposit.</strong> The tenant pays the deposit before taking occupation.",
        clause(
          "The landlord will invest the deposit in an interest-bearing account with a financial institution, at a rate of interest not less than that applicable to a savings account with that institution, as section 5(3)(d) of the Rental Housing Act 50 of 1999 requires. The interest accrues to the tenant, and the tenant may at any time during the lease ask the landlord for written proof of the interest earned.",
        ),
        clause(
          "When the lease ends, the landlord may apply the deposit and interest to any rental owing, and to the reasonable cost of repairing damage to the premises during the lease (fair wear and tear excepted) and of replacing lost keys.",
        ),
        clause(
          "If no amount is owing, the landlord will refund the deposit with the interest within 14 (fourteen) days after the tenant restores the premises to the landlord. If amounts are owing, the landlord will refund the balance within 14 (fourteen) days after the premises are restored, with the receipts showing the amounts deducted.",
        ),
      ),
      clause(
        "<strong>Inspections.</strong> The landlord and the tenant will together inspect the premises before the tenant moves in, to record any defects or damage; the list of defects, signed by both, is attached to this lease.",
        clause(
          "They will again inspect the premises together within 3 (three) days before the lease ends, to record any damage caused during the lease.",
        ),
        clause(
          "If the landlord fails to inspect the premises with the tenant, the landlord is taken to acknowledge that the premises are in good order, and must refund the full deposit with interest. If the tenant fails to attend an inspection after being asked to, the landlord may inspect the premises alone, as the Act provides.",
        ),
      ),
      clauseWithBlocks(
        "<strong>Occupation.</strong> The premises may be occupied only as a private dwelling, by the tenant and:",
        eachPerson(
          paragraph("{{this.name}}{{#if this.role}} ({{this.role}}){{/if}}"),
          paragraph("no other person, without the landlord's prior written consent."),
        ),
      ),
      clause(
        "<strong>The tenant's duties.</strong> The tenant will keep the premises clean and in good order, pay for water and electricity as consumed unless the details above provide otherwise, not make alterations without the landlord's written consent, not sublet or cede the lease, and comply with any rules of the body corporate or homeowners' association that the landlord has given the tenant.",
      ),
      clause(
        "<strong>The landlord's duties.</strong> The landlord will keep the structure, roof and exterior of the premises in good repair, and may enter the premises only at reasonable times, after reasonable notice, to inspect them, make repairs or show them to prospective tenants or buyers.",
      ),
      clause(
        "<strong>Breach.</strong> If either party breaches this lease and fails to remedy the breach within 20 (twenty) business days of written notice requiring it to do so, the other party may cancel the lease. The landlord may recover possession of the premises only by an order of court, and will not cut off services or lock the tenant out.",
      ),
      clause(
        "<strong>Consumer Protection Act.</strong> Where the Consumer Protection Act 68 of 2008 applies to this lease, the tenant may cancel it on 20 (twenty) business days' written notice, subject to a reasonable cancellation penalty, and the landlord will notify the tenant between 40 (forty) and 80 (eighty) business days before the lease expires of its approaching end.",
      ),
      clause(
        "<strong>Disputes.</strong> Either party may refer a dispute about an unfair practice to the Rental Housing Tribunal of the province in which the premises are situated.",
      ),
      clause(
        "<strong>General.</strong> This is the whole agreement between the parties; no variation of it binds them unless it is in writing and signed by both. The parties choose the premises (for the tenant) and the address above (for the landlord) as their addresses for notices and service of process.",
      ),
    ),
    signedAt("<strong>{{client.name}}</strong>", "Landlord"),
    witnesses(),
    signedAt("<strong>{{matter.opposingParty}}</strong>", "Tenant"),
    witnesses(),
  ].join(""),
};
