import { randomUUID } from "node:crypto";
import { DocumentFileError, docxToDocumentHtml, sanitizeDocumentHtml } from "@inkundla/documents";
import {
  canManageFirmTemplates,
  labelStaffRole,
  OFFICE_DOCUMENT_MAX_IMPORT_BYTES,
  type TDocumentTemplate,
  type TDocumentTemplateCreateRequest,
  type TDocumentTemplateSummary,
  type TDocumentTemplateUpdateRequest,
  type TGeneratedDocument,
  type TGenerateRequest,
  type TGenerationData,
  type TMergeCheck,
  type TOfficeDocumentListItem,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { createDocument, listDocuments, resolveDocumentOwnership } from "../office/index.ts";
import { documentAutomationError } from "./document-automation.errors.ts";
import {
  type DocumentTemplateRow,
  findFirmTemplate,
  findFirmTemplateNames,
  insertTemplate,
  listFirmTemplates,
  readClientMergeRecord,
  readFirmMergeRecords,
  readMatterMergeRecord,
  retireTemplate,
  updateTemplateAtVersion,
} from "./document-automation.repository.ts";
import {
  BUILTIN_TEMPLATES,
  type BuiltinTemplate,
  findBuiltinTemplate,
  findMergeField,
  findMissingFields,
  findUnknownFields,
  listMergeFields,
  type MergeData,
  mergeTemplate,
  TemplateSyntaxError,
} from "./templates/index.ts";

export type DocumentAutomationDeps = { db: Db };

/** The day the built-in library was last revised: its templates' "last updated". */
const BUILTIN_LIBRARY_DATE = "2026-11-26";

/** A template as the service works with it: built in, or one of the firm's own. */
type ResolvedTemplate = {
  id: string;
  source: "builtin" | "firm";
  name: string;
  content: string;
  documentType: TDocumentTemplate["documentType"];
  retired: boolean;
};

function builtinSummary(template: BuiltinTemplate): TDocumentTemplateSummary {
  return {
    id: template.key,
    source: "builtin",
    name: template.name,
    description: template.description,
    category: template.category,
    language: template.language,
    documentType: template.documentType,
    lastUpdated: BUILTIN_LIBRARY_DATE,
    version: 1,
    retired: false,
    mergeFields: listMergeFields(template.html),
    wordProcessor: template.wordProcessor,
  };
}

function firmSummary(row: DocumentTemplateRow): TDocumentTemplateSummary {
  return {
    id: row.id,
    source: "firm",
    name: row.name,
    description: row.description,
    category: row.category as TDocumentTemplateSummary["category"],
    language: row.language,
    documentType: row.documentType as TDocumentTemplateSummary["documentType"],
    lastUpdated: row.updatedAt.toISOString(),
    version: row.version,
    retired: row.retiredAt !== null,
    mergeFields: safeFieldList(row.content),
    wordProcessor: false,
  };
}

/** A stored template's fields; one saved before a rule tightened still lists what it can. */
function safeFieldList(html: string): string[] {
  try {
    return listMergeFields(html);
  } catch {
    return [];
  }
}

/** The built-in library and the firm's own templates (retired ones flagged, for the firm to see). */
export async function listTemplates(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
): Promise<TDocumentTemplateSummary[]> {
  const firmRows = await listFirmTemplates(deps.db, identity.membership.firmId);
  return [...BUILTIN_TEMPLATES.map(builtinSummary), ...firmRows.map(firmSummary)];
}

async function resolveTemplate(db: DbExecutor, firmId: string, id: string): Promise<ResolvedTemplate> {
  const builtin = findBuiltinTemplate(id);
  if (builtin) {
    return {
      id: builtin.key,
      source: "builtin",
      name: builtin.name,
      content: builtin.html,
      documentType: builtin.documentType,
      retired: false,
    };
  }
  const row = isUuid(id) ? await findFirmTemplate(db, firmId, id) : null;
  if (!row) throw documentAutomationError("template_not_found");
  return {
    id: row.id,
    source: "firm",
    name: row.name,
    content: row.content,
    documentType: row.documentType as TDocumentTemplate["documentType"],
    retired: row.retiredAt !== null,
  };
}

export async function readTemplate(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TDocumentTemplate> {
  const builtin = findBuiltinTemplate(id);
  if (builtin) return { ...builtinSummary(builtin), content: builtin.html };
  const row = isUuid(id) ? await findFirmTemplate(deps.db, identity.membership.firmId, id) : null;
  if (!row) throw documentAutomationError("template_not_found");
  return { ...firmSummary(row), content: row.content };
}

/**
 * The word processor's six templates, ready to edit: merged with nothing, so every field shows as its
 * bracketed label ("[Client name]") for the author to replace, and no `{{…}}` reaches the editor.
 */
export function wordProcessorTemplates() {
  return BUILTIN_TEMPLATES.filter((template) => template.wordProcessor).map((template) => ({
    key: template.key,
    name: template.name,
    description: template.description,
    category: template.category,
    documentType: template.documentType,
    content: mergeTemplate(template.html, {}).html,
  }));
}

/** A firm template's text must be the document dialect with merge fields that exist and tags that close. */
function checkTemplateText(html: string): string {
  const content = sanitizeDocumentHtml(html);
  let unknown: ReturnType<typeof findUnknownFields>;
  try {
    unknown = findUnknownFields(content);
  } catch (error) {
    if (error instanceof TemplateSyntaxError) {
      throw documentAutomationError(
        "template_syntax",
        `The merge tag ${error.tag} at line ${error.position.line} is not closed properly: ${error.message}`,
      );
    }
    throw error;
  }
  if (unknown.length > 0) {
    const listed = unknown.map((field) =>
      field.suggestion ? `{{${field.key}}} (did you mean {{${field.suggestion}}}?)` : `{{${field.key}}}`,
    );
    throw new AppError(
      400,
      "unknown_merge_fields",
      `These merge fields do not exist: ${listed.join(", ")}.`,
      {},
      { unknown: unknown.map((field) => field.key) },
    );
  }
  return content;
}

function requireTemplateManager(identity: FirmIdentity): void {
  if (!canManageFirmTemplates(identity.membership)) throw documentAutomationError("templates_not_allowed");
}

export async function createFirmTemplate(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  input: TDocumentTemplateCreateRequest,
): Promise<TDocumentTemplate> {
  requireTemplateManager(identity);
  const { firmId } = identity.membership;
  const content = checkTemplateText(input.content);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await insertTemplate(
      tx,
      { id, firmId, ...input, content, createdByUserId: identity.userId },
      identity.userId,
    );
    await recordAuditEvent(tx, {
      action: "document_automation.template_saved",
      firmId,
      userId: identity.userId,
      entityType: "document_template",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { name: input.name, version: 1 },
    });
  });
  return readTemplate(deps, identity, id);
}

export async function updateFirmTemplate(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  id: string,
  input: TDocumentTemplateUpdateRequest,
): Promise<TDocumentTemplate> {
  requireTemplateManager(identity);
  const { firmId } = identity.membership;
  const existing = isUuid(id) ? await findFirmTemplate(deps.db, firmId, id) : null;
  if (!existing) throw documentAutomationError("template_not_found");
  const content = checkTemplateText(input.content);
  const { baseVersion, ...values } = input;
  await deps.db.transaction(async (tx) => {
    const saved = await updateTemplateAtVersion(
      tx,
      firmId,
      id,
      baseVersion,
      { ...values, content },
      identity.userId,
    );
    if (!saved) throw documentAutomationError("template_conflict");
    await recordAuditEvent(tx, {
      action: "document_automation.template_saved",
      firmId,
      userId: identity.userId,
      entityType: "document_template",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { name: values.name, version: saved.version },
    });
  });
  return readTemplate(deps, identity, id);
}

export async function retireFirmTemplate(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TDocumentTemplate> {
  requireTemplateManager(identity);
  const { firmId } = identity.membership;
  const existing = isUuid(id) ? await findFirmTemplate(deps.db, firmId, id) : null;
  if (!existing) throw documentAutomationError("template_not_found");
  if (existing.retiredAt === null) {
    await deps.db.transaction(async (tx) => {
      await retireTemplate(tx, firmId, id);
      await recordAuditEvent(tx, {
        action: "document_automation.template_retired",
        firmId,
        userId: identity.userId,
        entityType: "document_template",
        entityId: id,
        ipAddress: identity.ipAddress,
        data: { name: existing.name },
      });
    });
  }
  return readTemplate(deps, identity, id);
}

/** A Word document with merge fields typed in it (`{{client.name}}`), kept as a firm template. */
export async function importFirmTemplate(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  upload: {
    file: { bytes: Uint8Array; fileName: string } | null;
    fields: Omit<TDocumentTemplateCreateRequest, "content">;
  },
): Promise<TDocumentTemplate> {
  requireTemplateManager(identity);
  const file = upload.file;
  if (!file || file.bytes.length === 0) throw documentAutomationError("no_file");
  if (file.bytes.length > OFFICE_DOCUMENT_MAX_IMPORT_BYTES) throw documentAutomationError("file_too_large");
  let html: string;
  try {
    html = (await docxToDocumentHtml(Buffer.from(file.bytes))).html;
  } catch (error) {
    if (error instanceof DocumentFileError) throw documentAutomationError("not_a_docx", error.reason);
    throw error;
  }
  return createFirmTemplate(deps, identity, { ...upload.fields, content: html });
}

/** Sets `values`' "matter.caseNumber"-style paths into the merge data, over what the records said. */
function applyOverrides(data: MergeData, values: Record<string, string>): MergeData {
  const merged = structuredClone(data) as Record<string, unknown>;
  for (const [path, value] of Object.entries(values)) {
    const definition = findMergeField(path);
    if (!definition || definition.kind === "list" || value.trim() === "") continue;
    const segments = path.split(".");
    let target = merged;
    for (const segment of segments.slice(0, -1)) {
      if (typeof target[segment] !== "object" || target[segment] === null) target[segment] = {};
      target = target[segment] as Record<string, unknown>;
    }
    target[segments.at(-1)!] = value;
  }
  return merged as MergeData;
}

/**
 * The merge data for a generation: the firm, its VAT number and the author from the records; the client
 * and matter from the ones picked (checked to be the firm's; a matter brings its client); the spec's
 * free-text client name and matter reference where nothing was picked; then the typed `values`.
 */
export async function buildMergeData(
  db: DbExecutor,
  identity: FirmIdentity,
  data: TGenerationData,
): Promise<{ mergeData: MergeData; clientId: string | null; matterId: string | null }> {
  const { firmId } = identity.membership;
  const ownership = await resolveDocumentOwnership(db, firmId, data.clientId, data.matterId);
  const records = await readFirmMergeRecords(db, firmId, identity.userId);
  const client = ownership.clientId ? await readClientMergeRecord(db, firmId, ownership.clientId) : null;
  const matter = ownership.matterId ? await readMatterMergeRecord(db, firmId, ownership.matterId) : null;
  const mergeData: MergeData = {
    firm: {
      name: records.firm?.name,
      vatNumber: records.firm?.vatNumber || undefined,
      address: records.firm?.address || records.firm?.billingAddress || undefined,
      phone: records.firm?.phone ?? undefined,
      registrationNumber: records.firm?.registrationNumber ?? undefined,
    },
    author: {
      name: records.author?.name,
      title: records.author?.role ? labelStaffRole(records.author.role) : undefined,
    },
    client: client
      ? {
          name: client.name,
          email: client.email ?? undefined,
          address: client.physicalAddress ?? client.postalAddress ?? undefined,
          idNumber: client.idNumber ?? undefined,
          registrationNumber: client.registrationNumber ?? undefined,
        }
      : { name: data.clientName },
    matter: matter
      ? {
          reference: matter.reference,
          title: matter.title,
          opposingParty: matter.opposingParties.join(", ") || undefined,
        }
      : { reference: data.matterRef },
    date: data.date ?? null,
    details: data.details,
    people: data.people,
  };
  return { mergeData: applyOverrides(mergeData, data.values), ...ownership };
}

function labelled(fields: string[]): TMergeCheck["missing"] {
  return fields.map((field) => {
    const base = field.replace(/\[\d+\]\..*$/, "");
    const definition = findMergeField(base);
    const item = field.match(/^(\w+)\[(\d+)\]\.(\w+)$/);
    if (item) {
      const itemField = findMergeField(item[1]!)?.itemFields?.find((entry) => entry.key === item[3]);
      return { field, label: `${itemField?.label ?? item[3]} of person ${item[2]}` };
    }
    return { field, label: definition?.label ?? field };
  });
}

/** What generating would lack, listed before anything is generated. */
export async function checkGeneration(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  request: TGenerateRequest,
): Promise<TMergeCheck> {
  const template = await resolveTemplate(deps.db, identity.membership.firmId, request.template.id);
  const { mergeData } = await buildMergeData(deps.db, identity, request.data);
  return {
    missing: labelled(findMissingFields(template.content, mergeData)),
    unknown: findUnknownFields(template.content).map((field) => field.key),
  };
}

function toGenerated(item: TOfficeDocumentListItem, templateName: string): TGeneratedDocument {
  return {
    id: item.id,
    name: item.title,
    template: templateName,
    client: item.clientName,
    matterReference: item.matterReference,
    created: item.createdAt,
    status: "completed",
    version: item.version,
  };
}

/**
 * Generates a document from a template: refused (400, with the list) while any merge field lacks a
 * value, so nothing is printed as `{{…}}` or a blank; otherwise merged, sanitised and stored as a firm
 * document on the client and matter, which opens in the word processor.
 */
export async function generateDocument(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
  request: TGenerateRequest,
): Promise<{ content: string; document: TGeneratedDocument }> {
  const { firmId } = identity.membership;
  const template = await resolveTemplate(deps.db, firmId, request.template.id);
  if (template.retired) throw documentAutomationError("template_retired");
  const { mergeData, clientId, matterId } = await buildMergeData(deps.db, identity, request.data);
  const missing = findMissingFields(template.content, mergeData);
  if (missing.length > 0) {
    const fields = labelled(missing);
    throw new AppError(
      400,
      "merge_fields_missing",
      `Fill in before generating: ${fields.map((field) => field.label).join(", ")}.`,
      {},
      { missing: fields },
    );
  }
  const merged = mergeTemplate(template.content, mergeData);
  const content = sanitizeDocumentHtml(merged.html);
  const clientName = mergeData.client?.name;
  const title =
    request.data.title?.trim() ||
    (typeof clientName === "string" && clientName ? `${template.name} – ${clientName}` : template.name);
  const stored = await deps.db.transaction(async (tx) => {
    const document = await createDocument(
      { db: tx },
      identity,
      {
        title,
        type: template.documentType,
        template: template.id,
        content,
        clientId,
        matterId,
        isShared: true,
      },
      { origin: "document_automation", reason: "generated" },
    );
    await recordAuditEvent(tx, {
      action: "document_automation.generated",
      firmId,
      userId: identity.userId,
      entityType: "office_document",
      entityId: document.id,
      ipAddress: identity.ipAddress,
      data: { title, template: template.name },
    });
    return document;
  });
  return { content: stored.content, document: toGenerated(stored, template.name) };
}

/** The documents generated from templates that the person may see, newest first. */
export async function listGeneratedDocuments(
  deps: DocumentAutomationDeps,
  identity: FirmIdentity,
): Promise<TGeneratedDocument[]> {
  const { items } = await listDocuments(deps, identity, {
    origin: "document_automation",
    limit: 200,
    offset: 0,
  });
  const firmTemplateIds = [
    ...new Set(items.map((item) => item.template).filter((id): id is string => !!id && isUuid(id))),
  ];
  const firmNames = await findFirmTemplateNames(deps.db, identity.membership.firmId, firmTemplateIds);
  return items.map((item) => {
    const key = item.template ?? "";
    const name = findBuiltinTemplate(key)?.name ?? firmNames.get(key) ?? "A removed template";
    return toGenerated(item, name);
  });
}
