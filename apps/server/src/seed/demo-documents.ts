import { and, eq } from "drizzle-orm";
import { LOCAL_ENGINE_LABEL } from "../modules/ai/index.ts";
import { clientTable } from "../modules/clients/client.tables.ts";
import { findBuiltinTemplate, mergeTemplate } from "../modules/document-automation/index.ts";
import { seedCompletedDraft } from "../modules/legal-writing/index.ts";
import { matterTable } from "../modules/matters/matter.tables.ts";
import { seedFirmDocument, seedFirmPresentation, seedFirmSpreadsheet } from "../modules/office/index.ts";
import type { DbExecutor } from "../platform/db.ts";

async function demoMatter(db: DbExecutor, firmId: string, title: string) {
  const [matter] = await db
    .select({
      id: matterTable.id,
      reference: matterTable.reference,
      title: matterTable.title,
      clientId: clientTable.id,
      clientName: clientTable.name,
      clientAddress: clientTable.physicalAddress,
    })
    .from(matterTable)
    .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.title, title)));
  if (!matter) throw new Error(`the demo matter "${title}" is missing`);
  return matter;
}

/**
 * The demo firm's documents: on the transport contract matter a letter of demand generated from the
 * built-in template, a memo written in the word processor, the claim's interest worked out from the
 * debt spreadsheet template and an outline of argument from the court presentation template; on the
 * unfair dismissal matter a legal opinion the writing assistant drafted.
 */
export async function seedDemoDocuments(
  db: DbExecutor,
  people: { firmId: string; ownerId: string; staffId: string },
): Promise<void> {
  const transport = await demoMatter(db, people.firmId, "Breach of transport contract");
  const template = findBuiltinTemplate("letter-of-demand");
  if (!template) throw new Error("the built-in letter of demand is missing");
  const letter = mergeTemplate(template.html, {
    firm: {
      name: "Ndlovu & Botha Attorneys",
      address: "14 Loop Street, Cape Town, 8001",
      phone: "+27 21 555 0100",
    },
    author: { name: "Thandi Ndlovu", title: "Managing Partner" },
    client: { name: transport.clientName, address: transport.clientAddress ?? undefined },
    matter: { reference: transport.reference, title: transport.title, opposingParty: "Highveld Freight CC" },
    details:
      "R 184 250,00 for the loss of a consignment of refrigerated goods in transit on 14 August 2026, which Highveld Freight CC undertook to deliver to Gqeberha under the transport agreement of 2 February 2026.",
  });
  await seedFirmDocument(db, {
    firmId: people.firmId,
    authorUserId: people.ownerId,
    title: `Letter of demand – Highveld Freight CC`,
    type: template.documentType,
    template: template.key,
    origin: "document_automation",
    html: letter.html,
    clientId: transport.clientId,
    matterId: transport.id,
    isShared: true,
  });
  await seedFirmDocument(db, {
    firmId: people.firmId,
    authorUserId: people.staffId,
    title: "Consultation notes – Karoo transport claim",
    type: "correspondence",
    template: null,
    origin: "word_processor",
    html: '<h1>Consultation notes</h1><p>Client confirms the consignment left Cape Town on 13 August 2026 and was reported lost on 16 August 2026.</p><ol data-numbering="clauses"><li><p>Obtain the waybill and the delivery schedule.</p></li><li><p>Confirm the insured value with the client\'s broker.</p></li></ol>',
    clientId: transport.clientId,
    matterId: transport.id,
    isShared: true,
  });

  await seedFirmSpreadsheet(db, {
    firmId: people.firmId,
    authorUserId: people.ownerId,
    title: "Interest on the Highveld Freight claim",
    template: "debt-interest",
    inputs: { B2: "184250", B3: "2026-08-14" },
    clientId: transport.clientId,
    matterId: transport.id,
    isShared: true,
  });
  await seedFirmPresentation(db, {
    firmId: people.firmId,
    authorUserId: people.ownerId,
    title: "Heads of argument outline – Highveld Freight",
    type: "court",
    template: "court-argument-outline",
    clientId: transport.clientId,
    matterId: transport.id,
    isShared: true,
  });

  const dismissal = await demoMatter(db, people.firmId, "Unfair dismissal referral");
  await seedCompletedDraft(db, {
    firmId: people.firmId,
    userId: people.staffId,
    clientId: dismissal.clientId,
    matterId: dismissal.id,
    engine: LOCAL_ENGINE_LABEL,
    createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    request: {
      title: "Opinion on the fairness of the dismissal",
      documentType: "legal_opinion",
      practiceArea: "employment",
      tone: "analytical",
      jurisdiction: "labour_court",
      clientType: "individual",
      complexity: "intermediate",
      keyPoints:
        "The client was dismissed on 3 October 2026 for alleged dishonesty without a disciplinary hearing.\nThe employer gave no written notice of the allegations.\nThe client wants reinstatement.",
      specificRequirements: "Advise on the prospects at the CCMA and the 30-day referral period.",
      precedentReferences: "",
    },
  });
}
