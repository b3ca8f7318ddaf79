import { seedCompletedAnalysis } from "../modules/contract-review/index.ts";
import type { DbExecutor } from "../platform/db.ts";

/** A commercial lease the demo firm's client sent for review: escalation, a long term, a penalty. */
const LEASE = `AGREEMENT OF LEASE

entered into between

PROTEA PEAK PROPERTIES (PTY) LTD, registration number 2009/004512/07 ("the Landlord")

and

ZANELE KHUMALO TRADING CC, registration number 2014/118233/23 ("the Tenant")

1. DEFINITIONS
1.1 "Premises" means Shop 4, Protea Peak Centre, 18 Voortrekker Road, Bellville.
1.2 "Rental" means the monthly rental payable in terms of clause 4.

2. DURATION
2.1 The lease commences on 1 March 2026 and endures for a period of five (5) years.
2.2 The Tenant shall have the option to renew the lease for a further period of three (3) years by giving written notice not later than six months before the lease ends.

3. SUSPENSIVE CONDITION
3.1 This agreement is subject to the suspensive condition that the Tenant obtains a liquor licence for the Premises within 60 days of signature.

4. RENTAL
4.1 The Tenant shall pay a monthly rental of R38 500, escalating by 9% on each anniversary of the commencement date.
4.2 Interest on late payments shall be charged at the prime rate plus 5% per annum.

5. BREACH
5.1 Should the Tenant fail to pay any amount on due date and fail to remedy the breach within 7 days of written notice, the Landlord may cancel this lease and claim damages.
5.2 On cancellation the Tenant shall pay the Landlord, as a penalty, an amount equal to twelve months' rental.

6. CESSION AND SUBLETTING
6.1 The Tenant shall not cede its rights or sublet the Premises without the Landlord's prior written consent.

7. DOMICILIUM CITANDI ET EXECUTANDI
7.1 The parties choose as their domicilia citandi et executandi the addresses set out in the schedule.

8. GOVERNING LAW AND JURISDICTION
8.1 This lease is governed by the law of South Africa, and the parties consent to the jurisdiction of the Western Cape Division of the High Court.

9. WHOLE AGREEMENT AND VARIATION
9.1 This lease is the whole agreement between the parties.
9.2 No variation of this lease is of any force unless reduced to writing and signed by both parties.
`;

/** A consumer's gym membership, brought in by a client who wants out of it. */
const MEMBERSHIP = `MEMBERSHIP AGREEMENT

between

FITZONE HEALTH CLUBS (PTY) LTD ("the Club")

and

LERATO DLAMINI, identity number 9203150412081 ("the Member")

1. TERM
1.1 Membership runs for a fixed term of thirty-six (36) months from the date of signature and may not be cancelled during that term.

2. FEES
2.1 The Member shall pay R799 a month by debit order.
2.2 Overdue amounts bear interest at 3% per month until paid in full.

3. RISK
3.1 The Member uses the facilities at own risk, and the Club shall not be liable for any loss or injury, however caused.

4. GOVERNING LAW
4.1 This agreement is governed by the laws of the Republic of South Africa.
`;

/** The demo firm's contract reviews: two contracts analysed by the local engine, as a job would. */
export async function seedDemoContractReview(
  db: DbExecutor,
  people: { firmId: string; ownerId: string; staffId: string },
): Promise<void> {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await seedCompletedAnalysis(db, {
    firmId: people.firmId,
    userId: people.staffId,
    title: "Protea Peak Centre lease - Shop 4.docx",
    contractType: "Commercial Lease",
    text: LEASE,
    createdAt: daysAgo(12),
  });
  await seedCompletedAnalysis(db, {
    firmId: people.firmId,
    userId: people.ownerId,
    title: "FitZone membership - L Dlamini.pdf",
    contractType: "Gym Membership",
    text: MEMBERSHIP,
    createdAt: daysAgo(3),
  });
}
