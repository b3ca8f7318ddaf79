import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { billingProfileTable } from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { matterPartyTable, matterTable } from "../matters/matter.tables.ts";
import { documentTemplateTable, documentTemplateVersionTable } from "./document-template.tables.ts";

export type DocumentTemplateRow = typeof documentTemplateTable.$inferSelect;

export async function listFirmTemplates(db: DbExecutor, firmId: string): Promise<DocumentTemplateRow[]> {
  return db
    .select()
    .from(documentTemplateTable)
    .where(eq(documentTemplateTable.firmId, firmId))
    .orderBy(asc(documentTemplateTable.name), asc(documentTemplateTable.id));
}

export async function findFirmTemplate(
  db: DbExecutor,
  firmId: string,
  id: string,
): Promise<DocumentTemplateRow | null> {
  const [row] = await db
    .select()
    .from(documentTemplateTable)
    .where(and(eq(documentTemplateTable.id, id), eq(documentTemplateTable.firmId, firmId)));
  return row ?? null;
}

/** The names of the firm's templates by id, for the Generated list. */
export async function findFirmTemplateNames(
  db: DbExecutor,
  firmId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documentTemplateTable.id, name: documentTemplateTable.name })
    .from(documentTemplateTable)
    .where(and(eq(documentTemplateTable.firmId, firmId), inArray(documentTemplateTable.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertTemplate(
  db: DbExecutor,
  values: typeof documentTemplateTable.$inferInsert & { id: string; firmId: string },
  savedByUserId: string,
): Promise<void> {
  await db.insert(documentTemplateTable).values(values);
  await db.insert(documentTemplateVersionTable).values({
    templateId: values.id,
    firmId: values.firmId,
    version: 1,
    name: values.name,
    content: values.content,
    savedByUserId,
  });
}

/** A new text over `baseVersion` (the version raised in the same statement); null when it moved on. */
export async function updateTemplateAtVersion(
  db: DbExecutor,
  firmId: string,
  id: string,
  baseVersion: number,
  values: Pick<DocumentTemplateRow, "name" | "description" | "category" | "documentType" | "content">,
  savedByUserId: string,
): Promise<{ version: number } | null> {
  const [row] = await db
    .update(documentTemplateTable)
    .set({ ...values, version: sql`${documentTemplateTable.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(documentTemplateTable.id, id),
        eq(documentTemplateTable.firmId, firmId),
        eq(documentTemplateTable.version, baseVersion),
      ),
    )
    .returning({ version: documentTemplateTable.version });
  if (!row) return null;
  await db.insert(documentTemplateVersionTable).values({
    templateId: id,
    firmId,
    version: row.version,
    name: values.name,
    content: values.content,
    savedByUserId,
  });
  return row;
}

export async function retireTemplate(db: DbExecutor, firmId: string, id: string): Promise<void> {
  await db
    .update(documentTemplateTable)
    .set({ retiredAt: new Date() })
    .where(and(eq(documentTemplateTable.id, id), eq(documentTemplateTable.firmId, firmId)));
}

/** What the firm's records say for the merge fields: the firm, its billing profile's VAT number, the author. */
export async function readFirmMergeRecords(db: DbExecutor, firmId: string, userId: string) {
  const [firm] = await db
    .select({
      name: firmTable.name,
      registrationNumber: firmTable.registrationNumber,
      address: firmTable.address,
      phone: firmTable.phone,
      vatNumber: billingProfileTable.vatNumber,
      billingAddress: billingProfileTable.billingAddress,
    })
    .from(firmTable)
    .leftJoin(billingProfileTable, eq(billingProfileTable.firmId, firmTable.id))
    .where(eq(firmTable.id, firmId));
  const [author] = await db
    .select({ name: userTable.name, email: userTable.email, role: firmMemberTable.role })
    .from(userTable)
    .leftJoin(firmMemberTable, eq(firmMemberTable.userId, userTable.id))
    .where(eq(userTable.id, userId));
  return { firm: firm ?? null, author: author ?? null };
}

/** A client's merge fields (the caller has checked it is the firm's). */
export async function readClientMergeRecord(db: DbExecutor, firmId: string, clientId: string) {
  const [client] = await db
    .select({
      name: clientTable.name,
      email: clientTable.email,
      physicalAddress: clientTable.physicalAddress,
      postalAddress: clientTable.postalAddress,
      idNumber: clientTable.idNumber,
      registrationNumber: clientTable.registrationNumber,
    })
    .from(clientTable)
    .where(and(eq(clientTable.id, clientId), eq(clientTable.firmId, firmId)));
  return client ?? null;
}

/** A matter's merge fields with its opposing parties' names (the caller has checked it is the firm's). */
export async function readMatterMergeRecord(db: DbExecutor, firmId: string, matterId: string) {
  const [matter] = await db
    .select({ reference: matterTable.reference, title: matterTable.title })
    .from(matterTable)
    .where(and(eq(matterTable.id, matterId), eq(matterTable.firmId, firmId)));
  if (!matter) return null;
  const parties = await db
    .select({ name: matterPartyTable.name })
    .from(matterPartyTable)
    .where(
      and(
        eq(matterPartyTable.matterId, matterId),
        eq(matterPartyTable.firmId, firmId),
        eq(matterPartyTable.kind, "opposing_party"),
      ),
    )
    .orderBy(asc(matterPartyTable.createdAt));
  return { ...matter, opposingParties: parties.map((party) => party.name) };
}
