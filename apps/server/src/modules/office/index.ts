import type { FastifyInstance } from "fastify";
import { registerOfficeDocumentRoutes } from "./office-document.routes.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import { registerPdfSessionRoutes } from "./pdf-session.routes.ts";
import { registerPresentationRoutes } from "./presentation.routes.ts";
import { registerSpreadsheetRoutes } from "./spreadsheet.routes.ts";

export {
  createDocument,
  type DocumentSource,
  documentFileName,
  findDocumentForSharing,
  listDocuments,
  type OfficeDeps,
  renderFirmDocumentPdf,
  resolveDocumentOwnership,
  seedFirmDocument,
} from "./office-document.service.ts";

export type { OfficeSuiteDeps } from "./office-suite.deps.ts";
export { seedFirmPdfSession } from "./pdf-session.service.ts";
export { seedFirmPresentation } from "./presentation.service.ts";
export { seedFirmSpreadsheet } from "./spreadsheet.service.ts";

/** The office suite: the word processor's documents, spreadsheets, presentations and the PDF editor. */
export function createOfficeModule(deps: OfficeSuiteDeps) {
  return {
    name: "office",
    register: async (app: FastifyInstance) => {
      await registerOfficeDocumentRoutes(app, deps);
      await registerSpreadsheetRoutes(app, deps);
      await registerPresentationRoutes(app, deps);
      await registerPdfSessionRoutes(app, deps);
    },
  };
}
