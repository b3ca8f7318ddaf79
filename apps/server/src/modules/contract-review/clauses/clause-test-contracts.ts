/** Small contracts written for the tests, one per layout the splitter and classifier must read. */

export const SOUTH_AFRICAN_SALE_AGREEMENT = `MEMORANDUM OF AGREEMENT OF SALE

entered into by and between

UBUNTU TRADING (PTY) LTD
(Registration number 2015/123456/07)
("the Seller")

and

KHANYA HOLDINGS (PTY) LTD
("the Purchaser")

1. DEFINITIONS
1.1 "Business" means the retail business conducted by the Seller in Durban.
1.2 "Signature Date" means the date on which the last party signs this Agreement.

2. SUSPENSIVE CONDITION
2.1 This Agreement is subject to the suspensive condition that the Purchaser obtains finance by 30 June 2025.
(a) the condition is for the benefit of the Purchaser;
(b) the Purchaser may waive it in writing.

3. PAYMENT
3.1 The Purchaser shall pay the purchase price of R1 000 000 (exclusive of VAT) within 7 days of invoice.
3.2 Overdue amounts bear interest at the prime rate plus 2% per annum, provided that interest shall not exceed the in duplum limit.

4. RESTRAINT OF TRADE
4.1 The Seller shall not, for 2 years after the Effective Date, be interested in any business that competes with the Business within KwaZulu-Natal.

5. BREACH
5.1 Should a party commit a breach and fail to remedy it within 14 days of written notice requiring it to do so, the other party may cancel this Agreement.

6. CESSION
6.1 The Purchaser may not cede its rights under this Agreement without the prior written consent of the Seller.

7. DOMICILIUM CITANDI ET EXECUTANDI
7.1 The parties choose as their domicilia citandi et executandi the addresses set out above.

8. WHOLE AGREEMENT AND NON-VARIATION
8.1 This Agreement is the whole agreement between the parties.
8.2 No variation of this Agreement shall be of any force unless reduced to writing and signed by both parties.

9. GOVERNING LAW
9.1 This Agreement is governed by the laws of the Republic of South Africa.
`;

export const ARTICLE_STYLE_AGREEMENT = `DISTRIBUTION AGREEMENT

This Distribution Agreement is made as of March 3, 2021 between Acme Inc. and Beta LLC.

ARTICLE I — APPOINTMENT
Acme appoints Beta as its exclusive distributor in the Territory.

ARTICLE II - TERM
This Agreement shall continue in force for a period of three years.

Article III: Assignment
Neither party may assign this Agreement without the prior written consent of the other party.

Section 4.1 Notices
All notices shall be in writing.

Clause 5 Governing law
The laws of the State of New York govern this Agreement.
`;

export const HEADING_STYLE_AGREEMENT = `CONSULTING AGREEMENT

The Company engages the Consultant on the terms below.

SERVICES
The Consultant shall provide advisory services to the Company.

Fees and Payment
The Company shall pay the Consultant a monthly fee within 30 days of invoice.

CONFIDENTIALITY
The Consultant shall keep all Confidential Information in strict confidence.
`;

export const SCHEDULE_AGREEMENT = `1. Services. The Supplier shall provide the services in Schedule 1.

2. Fees. The fees are set out in Annexure A.

Schedule 1
Description of the services: hosting and support.

Annexure A
Fees: R5 000 per month.

Exhibit B
Form of purchase order.
`;

export const UNNUMBERED_AGREEMENT = `The landlord lets the premises to the tenant for residential use only.

The tenant will pay the rent on the first day of each month, in advance.

Either party may end this lease on one calendar month's written notice.`;
