import type { FastifyInstance } from "fastify";
import { registerOfficeDocumentRoutes } from "./office-document.routes.ts";
import type { OfficeDeps } from "./office-document.service.ts";

export {
  createDocument,
  type DocumentSource,
  documentFileName,
  listDocuments,
  type OfficeDeps,
  resolveDocumentOwnership,
  seedFirmDocument,
} from "./office-document.service.ts";

/** The office suite: the word processor's firm documents (spreadsheets and presentations follow). */
export function createOfficeModule(deps: OfficeDeps) {
  return { name: "office", register: (app: FastifyInstance) => registerOfficeDocumentRoutes(app, deps) };
}
