import type { FastifyInstance } from "fastify";
import type { AiDraftingDeps } from "./ai-drafting.service.ts";
import { registerDocumentAutomationRoutes } from "./document-automation.routes.ts";

/** Document automation: South African templates with merge fields, generation, and drafting from a description. */
export function createDocumentAutomationModule(deps: AiDraftingDeps) {
  return {
    name: "document-automation",
    register: (app: FastifyInstance) => registerDocumentAutomationRoutes(app, deps),
  };
}
export { findBuiltinTemplate, type MergeData, mergeTemplate } from "./templates/index.ts";
