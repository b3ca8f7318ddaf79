import type { FastifyInstance } from "fastify";
import { registerFilesRoutes } from "./files.routes.ts";
import type { FilesDeps } from "./files.service.ts";

export { type FileDownload, type FilesDeps, openFirmFile, sendStoredFile } from "./files.service.ts";

/**
 * Downloads of uploaded files (client instructions, receipts). Uploading is done by the module that
 * owns the record, with `readSingleUpload` and `saveUpload` from platform/uploads.ts.
 */
export function createFilesModule(deps: FilesDeps) {
  return {
    name: "files",
    register: (app: FastifyInstance) => {
      registerFilesRoutes(app, deps);
    },
  };
}
export { attachmentContentDisposition, inlineContentDisposition } from "./content-disposition.ts";
export { DOCX_CONTENT_TYPE, sendAttachment } from "./send-attachment.ts";
