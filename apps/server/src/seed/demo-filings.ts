import { documentHtmlToPdf } from "@inkundla/documents";
import { and, eq, inArray } from "drizzle-orm";
import { userTable } from "../modules/auth/auth.tables.ts";
import { courtFilingTable } from "../modules/court-filing/court-filing.tables.ts";
import { seedFiling } from "../modules/court-filing/index.ts";
import { findDemoFirm } from "../modules/firms/index.ts";
import { matterTable } from "../modules/matters/matter.tables.ts";
import type { Db } from "../platform/db.ts";
import type { FileStorage } from "../platform/file-storage.ts";
import { DEMO_ACCOUNTS } from "./demo-firm.ts";

const TRANSPORT_MATTER = "Breach of transport contract";
const ACCIDENT_FUND_MATTER = "Dlamini v Road Accident Fund";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Party = [name: string, role: string];

/** A court document's heading: the court, the case number and the parties, as South African pleadings begin. */
function caption(court: string[], caseNumber: string, [first, second]: [Party, Party]): string {
  return [
    ...court.map((line) => `<h2>${line}</h2>`),
    `<p><strong>Case number: ${caseNumber}</strong></p>`,
    "<p>In the matter between:</p>",
    `<p><strong>${first[0]}</strong> — ${first[1]}</p>`,
    "<p>and</p>",
    `<p><strong>${second[0]}</strong> — ${second[1]}</p>`,
  ].join("");
}

/** The firm's signature block under a pleading, as the attorneys of `client` (plaintiff, applicant). */
const signature = (client: string) =>
  `<p>NDLOVU &amp; BOTHA ATTORNEYS<br>${client}'s attorneys<br>14 Loop Street, Cape Town, 8001<br>Tel: +27 21 555 0100<br>Ref: T Ndlovu</p>`;

/** A document of a filing as the seed writes it: its file name, its HTML, and the PDF's title. */
type FilingDocument = { fileName: string; html: string; title: string };

function transportClaim(caseNumber: string): FilingDocument[] {
  const heading = caption(
    ["IN THE HIGH COURT OF SOUTH AFRICA", "WESTERN CAPE DIVISION, CAPE TOWN"],
    caseNumber,
    [
      ["KAROO LOGISTICS (PTY) LTD", "Plaintiff"],
      ["HIGHVELD FREIGHT CC", "Defendant"],
    ],
  );
  return [
    {
      fileName: "Combined summons.pdf",
      title: "Combined summons",
      html: `${heading}<h1>COMBINED SUMMONS</h1>
<p>TO THE SHERIFF OR HIS OR HER DEPUTY:</p>
<p>INFORM HIGHVELD FREIGHT CC, a close corporation with its principal place of business at Unit 4, Kuils River Industrial Park, Kuils River (“the defendant”), that KAROO LOGISTICS (PTY) LTD (“the plaintiff”) institutes action against it in which the plaintiff claims the relief set out in the annexed particulars of claim.</p>
<p>INFORM the defendant further that if it disputes the claim and wishes to defend the action, it shall within 10 (ten) days of the service of this summons deliver a notice of intention to defend, in which it shall give an address, not being a post office box or poste restante, referred to in Rule 19(3), for the service on it of all notices and documents in the action.</p>
<p>INFORM the defendant further that if it fails to deliver a notice of intention to defend, judgment may be granted against it without further notice.</p>
<p>AND immediately thereafter serve on the defendant a copy of this summons and return the summons to the Registrar with whatever you have done upon it.</p>
<p>SIGNED at CAPE TOWN on this the ____ day of ____________.</p>${signature("Plaintiff")}<p>REGISTRAR OF THE HIGH COURT</p>`,
    },
    {
      fileName: "Particulars of claim.pdf",
      title: "Particulars of claim",
      html: `${heading}<h1>PARTICULARS OF CLAIM</h1>
<ol data-numbering="clauses">
<li><p>The plaintiff is KAROO LOGISTICS (PTY) LTD, a private company with limited liability registered in terms of the company laws of the Republic of South Africa, with its registered address in Cape Town.</p></li>
<li><p>The defendant is HIGHVELD FREIGHT CC, a close corporation registered in terms of the company laws of the Republic of South Africa, with its principal place of business within the area of jurisdiction of this Court.</p></li>
<li><p>On or about 2 February 2026 at Cape Town the plaintiff, represented by its director, and the defendant, represented by its member, concluded a written transport agreement (“the agreement”), a copy of which is annexed marked “POC1”.</p></li>
<li><p>The material, express alternatively tacit terms of the agreement were that the defendant would carry the plaintiff's consignments of refrigerated goods from Cape Town to Gqeberha, keep them at or below 4 °C in transit, and deliver them to the plaintiff's customer in the condition in which they were received.</p></li>
<li><p>On 13 August 2026 the plaintiff delivered a consignment of refrigerated goods to the defendant at Cape Town for carriage under the agreement. The defendant failed to deliver the consignment, which was lost in transit on or about 14 August 2026, and thereby breached the agreement.</p></li>
<li><p>As a result of the breach the plaintiff suffered damages in the amount of R 184 250,00, being the invoiced value of the consignment, which was the loss the parties contemplated as the probable result of a breach when they concluded the agreement.</p></li>
<li><p>Despite demand, the defendant has failed to pay the amount or any part of it.</p></li>
</ol>
<p>WHEREFORE the plaintiff claims:</p>
<ol>
<li><p>Payment of the sum of R 184 250,00;</p></li>
<li><p>Interest on that sum at the prescribed rate of interest from the date of demand to the date of payment;</p></li>
<li><p>Costs of suit;</p></li>
<li><p>Further and/or alternative relief.</p></li>
</ol>${signature("Plaintiff")}`,
    },
  ];
}

function accidentFundApplication(caseNumber: string): FilingDocument[] {
  const heading = caption(["IN THE HIGH COURT OF SOUTH AFRICA", "GAUTENG DIVISION, PRETORIA"], caseNumber, [
    ["NOMVULA DLAMINI", "Applicant"],
    ["ROAD ACCIDENT FUND", "Respondent"],
  ]);
  return [
    {
      fileName: "Notice of motion.pdf",
      title: "Notice of motion",
      html: `${heading}<h1>NOTICE OF MOTION</h1>
<p>KINDLY TAKE NOTICE that the applicant intends to apply to this Court on a date to be allocated by the Registrar for an order in the following terms:</p>
<ol>
<li><p>Compelling the respondent to make discovery on oath in terms of Rule 35(7) within 10 (ten) days of service of this order;</p></li>
<li><p>Directing that, should the respondent fail to comply with the order, the applicant may approach this Court on the same papers, supplemented if necessary, for an order striking out the respondent's defence;</p></li>
<li><p>Ordering the respondent to pay the costs of this application.</p></li>
</ol>
<p>TAKE NOTICE FURTHER that the affidavit of NOMVULA DLAMINI will be used in support of this application.</p>
<p>TAKE NOTICE FURTHER that if you intend opposing this application you are required to notify the applicant's attorneys in writing within 5 (five) days of service of this application, and within 15 (fifteen) days after giving such notice to deliver your answering affidavits, if any.</p>${signature("Applicant")}`,
    },
    {
      fileName: "Founding affidavit.pdf",
      title: "Founding affidavit",
      html: `${heading}<h1>FOUNDING AFFIDAVIT</h1>
<p>I, the undersigned,</p><p><strong>NOMVULA DLAMINI</strong></p>
<p>do hereby make oath and state that:</p>
<ol data-numbering="clauses">
<li><p>I am the applicant in this application and the plaintiff in the main action. The facts in this affidavit are within my personal knowledge, unless the context shows otherwise, and are true and correct.</p></li>
<li><p>I instituted action against the respondent for damages arising from injuries I sustained in a motor vehicle collision. The respondent delivered a plea, and pleadings have closed.</p></li>
<li><p>My attorneys served a notice in terms of Rule 35(1) on the respondent, calling on it to make discovery on oath within 20 (twenty) days. The respondent did not do so.</p></li>
<li><p>My attorneys then served a notice in terms of Rule 35(7), a copy of which is annexed marked “FA1”, warning the respondent that an application to compel would follow. The respondent has still not made discovery.</p></li>
<li><p>Without the respondent's discovery the action cannot be prepared for trial, and I am prejudiced by the delay. I ask that the order in the notice of motion be granted.</p></li>
</ol>
<p>_____________________<br>DEPONENT</p>
<p>I certify that the deponent has acknowledged that she knows and understands the contents of this affidavit, which was signed and sworn to before me at Pretoria, the deponent having stated that she has no objection to taking the prescribed oath and that she considers it to be binding on her conscience, and that the Regulations contained in Government Notice R1258 of 21 July 1972, as amended, have been complied with.</p>
<p>_____________________<br>COMMISSIONER OF OATHS</p>`,
    },
  ];
}

/** The demo matters' ids by title; a matter renamed since the demo was seeded is not among them. */
async function demoMatterIds(db: Db, firmId: string, titles: string[]): Promise<Map<string, string>> {
  const matters = await db
    .select({ id: matterTable.id, title: matterTable.title })
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), inArray(matterTable.title, titles)));
  return new Map(matters.map((matter) => [matter.title, matter.id]));
}

async function renderDocuments(documents: FilingDocument[]) {
  return Promise.all(
    documents.map(async (document) => ({
      fileName: document.fileName,
      bytes: new Uint8Array(await documentHtmlToPdf(document.html, { title: document.title })),
    })),
  );
}

/**
 * The demo firm's court filings, once (also for a demo firm seeded before it had any): the transport
 * claim's summons bundled for CaseLines and recorded as filed 52 minutes later, and the Road Accident
 * Fund application to compel discovery, prepared and not yet uploaded. Their PDFs are written with the
 * word processor's PDF writer and bundled by the court's adapter, as a person's would be.
 */
export async function addDemoFilingsWhenMissing(
  db: Db,
  fileStorage: FileStorage,
): Promise<"seeded" | "already-present" | "demo-changed" | "no-demo-firm"> {
  const firm = await findDemoFirm(db);
  if (!firm) return "no-demo-firm";
  const [existing] = await db
    .select({ id: courtFilingTable.id })
    .from(courtFilingTable)
    .where(eq(courtFilingTable.firmId, firm.id))
    .limit(1);
  if (existing) return "already-present";
  const [owner] = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, DEMO_ACCOUNTS.owner.email));
  const matterIds = await demoMatterIds(db, firm.id, [TRANSPORT_MATTER, ACCIDENT_FUND_MATTER]);
  const transportId = matterIds.get(TRANSPORT_MATTER);
  const accidentFundId = matterIds.get(ACCIDENT_FUND_MATTER);
  // The firm renamed a matter (or changed its owner's e-mail) since the demo was seeded: leave the demo
  // as the firm left it.
  if (!owner || !transportId || !accidentFundId) return "demo-changed";
  const now = new Date();
  const year = now.getUTCFullYear();
  const summonsPreparedAt = new Date(now.getTime() - 9 * DAY_MS);
  const summonsCase = `18437/${year}`;
  const applicationCase = `${year}-052210`;
  // Written before the transaction, which then holds the database only for the rows.
  const [summonsDocuments, applicationDocuments] = await Promise.all([
    renderDocuments(transportClaim(summonsCase)),
    renderDocuments(accidentFundApplication(applicationCase)),
  ]);
  // Both filings or neither: a start stopped between the two would otherwise leave one, and the next
  // start, seeing a filing, would add nothing.
  await db.transaction(async (tx) => {
    const deps = { db: tx, fileStorage };
    await seedFiling(deps, {
      firmId: firm.id,
      userId: owner.id,
      preparedAt: summonsPreparedAt,
      fields: {
        matterId: transportId,
        courtLevel: "high",
        caseNumber: summonsCase,
        documentType: "summons",
        urgency: "normal",
      },
      documents: summonsDocuments,
      answer: {
        status: "filed",
        reference: `WCHC ${summonsCase}`,
        note: "Issued on CaseLines; the sheriff has the summons for service.",
        recordedAt: new Date(summonsPreparedAt.getTime() + 52 * 60 * 1000),
      },
    });
    await seedFiling(deps, {
      firmId: firm.id,
      userId: owner.id,
      preparedAt: new Date(now.getTime() - 2 * DAY_MS - 3 * HOUR_MS),
      fields: {
        matterId: accidentFundId,
        courtLevel: "high",
        caseNumber: applicationCase,
        documentType: "notice-of-motion",
        urgency: "normal",
      },
      documents: applicationDocuments,
    });
  });
  return "seeded";
}
