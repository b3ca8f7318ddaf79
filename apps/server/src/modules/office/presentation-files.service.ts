import { presentationToPdf, presentationToPptx, readImageSize, type SlideImage } from "@inkundla/documents";
import { PRESENTATION_IMAGE_MAX_BYTES, type TPresentationImageUpload } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { saveUpload, type Upload, type UploadRules } from "../../platform/uploads.ts";
import { type FileDownload, openFirmFile } from "../files/index.ts";
import { documentFileName } from "./office-document.service.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import { presentationError } from "./presentation.errors.ts";
import { findFirmSlideImages } from "./presentation.repository.ts";
import { requireVisiblePresentation } from "./presentation.service.ts";
import { referencedImageIds } from "./presentation-slides.ts";

/** A slide picture: PNG or JPEG by its bytes (whatever its name says), at most 5 MB. */
export const SLIDE_IMAGE_UPLOAD_RULES: UploadRules = {
  purpose: "presentation_image",
  maxBytes: PRESENTATION_IMAGE_MAX_BYTES,
  allowed: ["image/png", "image/jpeg"],
};

/**
 * Keeps an image for a deck the person can see, answering the stored file's id for a slide to name.
 * The deck is not changed: the editor puts the id on a slide and saves as usual.
 */
export async function uploadSlideImage(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  presentationId: string,
  upload: Upload,
): Promise<TPresentationImageUpload> {
  await requireVisiblePresentation(deps.db, identity, presentationId);
  // The type is judged by the bytes' signature; the header must also give a size, or no export can place it.
  if (!readImageSize(upload.bytes)) throw presentationError("image_unreadable");
  const fileId = await saveUpload(
    deps.db,
    deps.fileStorage,
    identity.membership.firmId,
    identity.userId,
    upload,
  );
  return { fileId };
}

/** One of the firm's slide images, for the editor and the slideshow to show, streamed from storage. */
export async function readSlideImage(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  fileId: string,
): Promise<FileDownload> {
  const { firmId } = identity.membership;
  const [record] = isUuid(fileId) ? await findFirmSlideImages(deps.db, firmId, [fileId]) : [];
  if (!record) throw presentationError("image_not_found");
  return openFirmFile(deps, firmId, record.id);
}

/** The images the slides name, read from storage; one missing or unreadable is left out of the export. */
async function loadSlideImages(
  deps: OfficeSuiteDeps,
  firmId: string,
  fileIds: readonly string[],
): Promise<Map<string, SlideImage>> {
  const records = await findFirmSlideImages(deps.db, firmId, fileIds);
  const images = new Map<string, SlideImage>();
  for (const record of records) {
    const bytes = await deps.fileStorage.get(record.storageKey);
    const size = bytes ? readImageSize(bytes) : null;
    if (bytes && size) images.set(record.id, { bytes, size });
  }
  return images;
}

export async function exportPresentation(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  format: "pptx" | "pdf",
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await requireVisiblePresentation(deps.db, identity, id);
  const images = await loadSlideImages(deps, identity.membership.firmId, referencedImageIds(row.content));
  const deck = {
    title: row.title,
    author: row.authorName ?? undefined,
    slides: row.content.slides,
    images,
  };
  const bytes = format === "pptx" ? await presentationToPptx(deck) : await presentationToPdf(deck);
  // documentFileName only knows docx/pdf extensions; the base name rules are the same.
  const fileName = `${documentFileName(row.title, "pdf").replace(/\.pdf$/, "")}.${format}`;
  return { bytes, fileName };
}
