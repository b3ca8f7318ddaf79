import type { FastifyReply } from "fastify";
import { attachmentContentDisposition } from "./content-disposition.ts";

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * A file the browser saves (an export, a report): named for download, never sniffed into another type,
 * and never kept by a shared cache, as firm documents are clients' affairs.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Uint8Array; fileName: string },
  contentType: string,
) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", attachmentContentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.bytes));
}
