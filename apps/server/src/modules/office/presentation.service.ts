import { randomUUID } from "node:crypto";
import type {
  TPresentation,
  TPresentationContent,
  TPresentationCreateInput,
  TPresentationListItem,
  TPresentationListQuery,
  TPresentationUpdateRequest,
  TPresentationVersion,
  TPresentationVersionSummary,
} from "@inkundla/shared";
import { PRESENTATION_CARD_TITLES } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { DbExecutor } from "../../platform/db.ts";
import type { AppError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { resolveDocumentOwnership } from "./office-document.service.ts";
import { isAuthorOrOwner, shownMember, viewerOf } from "./office-item-access.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import { versionConflictError } from "./office-version-conflict.ts";
import { presentationError } from "./presentation.errors.ts";
import {
  deletePresentation,
  findFirmSlideImages,
  findLatestPresentationVersion,
  findPresentationVersion,
  findVisiblePresentation,
  insertPresentation,
  insertPresentationVersion,
  listPresentationVersions,
  listVisiblePresentations,
  type PresentationListRow,
  type PresentationVersionSummaryRow,
  updatePresentationAtVersion,
} from "./presentation.repository.ts";
import { initialContent, referencedImageIds, summarizeDeck } from "./presentation-slides.ts";
import { findPresentationTemplate } from "./presentation-templates.ts";

type VersionReason = TPresentationVersionSummary["reason"];

function toListItem(identity: FirmIdentity, row: PresentationListRow): TPresentationListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    template: row.template,
    clientId: row.clientId,
    clientName: row.clientName,
    matterId: row.matterId,
    matterReference: row.matterReference,
    matterTitle: row.matterTitle,
    isShared: row.isShared,
    version: row.version,
    slides: { total: row.slideCount, titles: row.slideTitles.slice(0, PRESENTATION_CARD_TITLES) },
    author: shownMember(row.authorUserId, row.authorName),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    canEdit: true,
    canDelete: isAuthorOrOwner(identity, row),
  };
}

function toVersionSummary(row: PresentationVersionSummaryRow): TPresentationVersionSummary {
  return {
    version: row.version,
    title: row.title,
    savedAt: row.savedAt.toISOString(),
    savedBy: shownMember(row.savedByUserId, row.savedByName),
    slideCount: row.slideCount,
    reason: row.reason,
  };
}

/** A visible deck of the firm, or 404 (another firm's deck, a colleague's unshared one, a bad id). */
export async function requireVisiblePresentation(db: DbExecutor, identity: FirmIdentity, id: string) {
  const row = isUuid(id) ? await findVisiblePresentation(db, viewerOf(identity), id) : null;
  if (!row) throw presentationError("presentation_not_found");
  return row;
}

/** Every image a slide names must be one of the firm's uploaded slide images (never another firm's file). */
async function checkSlideImages(
  db: DbExecutor,
  firmId: string,
  content: TPresentationContent,
): Promise<void> {
  const wanted = referencedImageIds(content);
  const found = await findFirmSlideImages(db, firmId, wanted);
  if (found.length !== wanted.length) throw presentationError("slide_image_missing");
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw presentationError("blank_title");
  return trimmed;
}

export async function listPresentations(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  query: TPresentationListQuery,
): Promise<{ items: TPresentationListItem[]; total: number }> {
  const { rows, total } = await listVisiblePresentations(deps.db, viewerOf(identity), query);
  return { items: rows.map((row) => toListItem(identity, row)), total };
}

export async function readPresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TPresentation> {
  const row = await requireVisiblePresentation(deps.db, identity, id);
  return { ...toListItem(identity, row), content: row.content };
}

/** Stores a new deck and its first version in one transaction: its slides from the request or a template. */
export async function createPresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  input: TPresentationCreateInput,
): Promise<TPresentation> {
  const { firmId } = identity.membership;
  const title = cleanTitle(input.title);
  const content = initialContent(input, findPresentationTemplate);
  const summary = summarizeDeck(content);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, input.clientId, input.matterId);
    await checkSlideImages(tx, firmId, content);
    await insertPresentation(tx, {
      id,
      firmId,
      authorUserId: identity.userId,
      title,
      type: input.type,
      template: input.template ?? null,
      ...ownership,
      isShared: input.isShared,
      content,
      ...summary,
    });
    await insertPresentationVersion(tx, {
      presentationId: id,
      firmId,
      version: 1,
      title,
      content,
      reason: "created",
      savedByUserId: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: "office.presentation_created",
      firmId,
      userId: identity.userId,
      entityType: "office_presentation",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title, template: input.template ?? null },
    });
  });
  return readPresentation(deps, identity, id);
}

/** The 409 of a save over a version that is no longer the newest: who saved the newer one, and when. */
async function conflictError(db: DbExecutor, firmId: string, id: string): Promise<AppError> {
  const latest = await findLatestPresentationVersion(db, firmId, id);
  if (!latest) return presentationError("presentation_not_found");
  return versionConflictError("presentation", "presentation_version_conflict", latest);
}

/**
 * Saves all the slides as a new version over `baseVersion`. The version check is part of the UPDATE,
 * so of two people saving over the same version the second gets 409 and nothing of theirs is written.
 */
export async function updatePresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  input: TPresentationUpdateRequest,
  reason: VersionReason = "saved",
): Promise<TPresentation> {
  const { firmId } = identity.membership;
  const current = await requireVisiblePresentation(deps.db, identity, id);
  if (input.isShared !== current.isShared && !isAuthorOrOwner(identity, current)) {
    throw presentationError("sharing_not_allowed");
  }
  const title = cleanTitle(input.title);
  const summary = summarizeDeck(input.content);
  const saved = await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, input.clientId, input.matterId);
    await checkSlideImages(tx, firmId, input.content);
    const updated = await updatePresentationAtVersion(tx, firmId, id, input.baseVersion, {
      title,
      type: input.type,
      template: input.template === undefined ? current.template : input.template,
      content: input.content,
      ...ownership,
      isShared: input.isShared,
      ...summary,
    });
    if (!updated) return null;
    await insertPresentationVersion(tx, {
      presentationId: id,
      firmId,
      version: updated.version,
      title,
      content: input.content,
      reason,
      savedByUserId: identity.userId,
    });
    return updated;
  });
  if (!saved) throw await conflictError(deps.db, firmId, id);
  return readPresentation(deps, identity, id);
}

export async function removePresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<void> {
  const current = await requireVisiblePresentation(deps.db, identity, id);
  if (!isAuthorOrOwner(identity, current)) throw presentationError("delete_not_allowed");
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    await deletePresentation(tx, firmId, id);
    await recordAuditEvent(tx, {
      action: "office.presentation_deleted",
      firmId,
      userId: identity.userId,
      entityType: "office_presentation",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title: current.title },
    });
  });
}

export async function listVersionsOfPresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TPresentationVersionSummary[]> {
  await requireVisiblePresentation(deps.db, identity, id);
  const rows = await listPresentationVersions(deps.db, identity.membership.firmId, id);
  return rows.map(toVersionSummary);
}

export async function readVersionOfPresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  version: number,
): Promise<TPresentationVersion> {
  await requireVisiblePresentation(deps.db, identity, id);
  const row = await findPresentationVersion(deps.db, identity.membership.firmId, id, version);
  if (!row) throw presentationError("version_not_found");
  return { ...toVersionSummary(row), content: row.content };
}

/** Makes an old version the newest one (a new version with its title and slides); nothing is deleted. */
export async function restoreVersionOfPresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  version: number,
  baseVersion: number,
): Promise<TPresentation> {
  const current = await requireVisiblePresentation(deps.db, identity, id);
  const old = await findPresentationVersion(deps.db, identity.membership.firmId, id, version);
  if (!old) throw presentationError("version_not_found");
  return updatePresentation(
    deps,
    identity,
    id,
    {
      title: old.title,
      type: current.type,
      template: current.template,
      content: old.content,
      clientId: current.clientId,
      matterId: current.matterId,
      isShared: current.isShared,
      baseVersion,
    },
    "restored",
  );
}

/** A deck the seeds make from a built-in template, stored with its first version like any other. */
export async function seedFirmPresentation(
  db: DbExecutor,
  values: {
    firmId: string;
    authorUserId: string;
    title: string;
    type: TPresentationCreateInput["type"];
    template: string;
    clientId: string | null;
    matterId: string | null;
    isShared: boolean;
  },
): Promise<string> {
  const content = initialContent({ template: values.template }, findPresentationTemplate);
  const id = randomUUID();
  const { template, ...fields } = values;
  await insertPresentation(db, { id, ...fields, template, content, ...summarizeDeck(content) });
  await insertPresentationVersion(db, {
    presentationId: id,
    firmId: values.firmId,
    version: 1,
    title: values.title,
    content,
    reason: "created",
    savedByUserId: values.authorUserId,
  });
  return id;
}
