import {
  type TAiGenerateResponse,
  type TDocumentTemplate,
  type TDocumentTemplateCreateRequest,
  type TDocumentTemplateSummary,
  type TDocumentTemplateUpdateRequest,
  type TGeneratedDocument,
  type TGenerateRequest,
  type TMergeCheck,
  type TOfficeDocumentType,
  type TTemplateCategory,
  ZAiGenerateResponse,
  ZDocumentTemplate,
  ZDocumentTemplateList,
  ZGeneratedDocumentList,
  ZGenerateResponse,
  ZGenerateTemplateResponse,
  ZMergeCheck,
} from "@inkundla/shared";
import { z } from "zod";
import { apiJson, apiMultipart, readApiErrorCode, readApiErrorStatus } from "../../lib/api-client";

const BASE_PATH = "/api/document-automation";
export const TEMPLATES_PATH = `${BASE_PATH}/templates`;
export const CHECK_PATH = `${BASE_PATH}/check`;
export const GENERATE_PATH = `${BASE_PATH}/generate`;
export const GENERATED_PATH = `${BASE_PATH}/generated`;
export const AI_GENERATE_PATH = `${BASE_PATH}/ai-generate`;
export const ASSISTANT_TEMPLATE_PATH = "/api/ai/generate-template";

/** Every template query starts with the path, so one invalidation refreshes the list and each template. */
export const TEMPLATES_QUERY_KEY = [TEMPLATES_PATH] as const;
export const TEMPLATE_LIST_KEY = [TEMPLATES_PATH, "list"] as const;
export const templateQueryKey = (templateId: string) => [TEMPLATES_PATH, "detail", templateId] as const;
export const GENERATED_QUERY_KEY = [GENERATED_PATH] as const;
export const mergeCheckQueryKey = (request: TGenerateRequest) => [CHECK_PATH, request] as const;

export function templatePath(templateId: string): string {
  return `${TEMPLATES_PATH}/${encodeURIComponent(templateId)}`;
}

export async function fetchTemplates(): Promise<TDocumentTemplateSummary[]> {
  return ZDocumentTemplateList.parse(await apiJson("GET", TEMPLATES_PATH));
}

export async function fetchTemplate(templateId: string): Promise<TDocumentTemplate> {
  return ZDocumentTemplate.parse(await apiJson("GET", templatePath(templateId)));
}

export async function createTemplate(request: TDocumentTemplateCreateRequest): Promise<TDocumentTemplate> {
  return ZDocumentTemplate.parse(await apiJson("POST", TEMPLATES_PATH, request));
}

/** What a save answered: the saved template, or word that someone saved a newer version in between. */
export type TemplateSaveResult = { kind: "saved"; template: TDocumentTemplate } | { kind: "conflict" };

/**
 * Saves over `baseVersion`. A 409 is an answer, not a failure: a colleague saved first, and the screen
 * must reload their version rather than overwrite it. Every other refusal throws.
 */
export async function updateTemplate(
  templateId: string,
  request: TDocumentTemplateUpdateRequest,
): Promise<TemplateSaveResult> {
  try {
    const template = ZDocumentTemplate.parse(await apiJson("PUT", templatePath(templateId), request));
    return { kind: "saved", template };
  } catch (error) {
    if (readApiErrorStatus(error) === 409) return { kind: "conflict" };
    throw error;
  }
}

export async function retireTemplate(templateId: string): Promise<TDocumentTemplate> {
  return ZDocumentTemplate.parse(await apiJson("POST", `${templatePath(templateId)}/retire`));
}

export interface TemplateImport {
  file: File;
  name: string;
  description: string;
  category: TTemplateCategory;
  documentType: TOfficeDocumentType;
}

/** Sends a Word file with merge fields typed in it to become one of the firm's templates. */
export async function importTemplate(request: TemplateImport): Promise<TDocumentTemplate> {
  const formData = new FormData();
  formData.append("name", request.name.trim());
  if (request.description.trim()) formData.append("description", request.description.trim());
  formData.append("category", request.category);
  formData.append("documentType", request.documentType);
  // The file goes last: the server may read the fields before it streams the upload.
  formData.append("file", request.file, request.file.name);
  return ZDocumentTemplate.parse(await apiMultipart(`${TEMPLATES_PATH}/import`, formData));
}

export async function checkMergeFields(request: TGenerateRequest): Promise<TMergeCheck> {
  return ZMergeCheck.parse(await apiJson("POST", CHECK_PATH, request));
}

export async function generateDocument(
  request: TGenerateRequest,
): Promise<z.infer<typeof ZGenerateResponse>> {
  return ZGenerateResponse.parse(await apiJson("POST", GENERATE_PATH, request));
}

export async function fetchGeneratedDocuments(): Promise<TGeneratedDocument[]> {
  return ZGeneratedDocumentList.parse(await apiJson("GET", GENERATED_PATH));
}

export interface AiDocumentRequest {
  prompt: string;
  clientId: string | null;
  matterId: string | null;
}

export async function requestAiDocument(request: AiDocumentRequest): Promise<TAiGenerateResponse> {
  return ZAiGenerateResponse.parse(await apiJson("POST", AI_GENERATE_PATH, request));
}

export type TAssistantTemplate = z.infer<typeof ZGenerateTemplateResponse>;

export async function requestAssistantTemplate(request: {
  documentType: string;
  details: string;
}): Promise<TAssistantTemplate> {
  return ZGenerateTemplateResponse.parse(await apiJson("POST", ASSISTANT_TEMPLATE_PATH, request));
}

/** The JSON body of an error thrown by the API client, or null when it carries none. */
function readErrorBody(error: unknown): unknown {
  if (!(error instanceof Error)) return null;
  try {
    return JSON.parse(error.message.replace(/^\d{3}: /, ""));
  } catch {
    return null;
  }
}

const ZUnknownFieldsBody = z.object({ unknown: z.array(z.string()) });
const ZMissingFieldsBody = z.object({
  missing: z.array(z.object({ field: z.string(), label: z.string() })),
});

/** The fields a refused template names that do not exist (400 "unknown_merge_fields"), else null. */
export function readUnknownMergeFields(error: unknown): string[] | null {
  if (readApiErrorCode(error) !== "unknown_merge_fields") return null;
  const parsed = ZUnknownFieldsBody.safeParse(readErrorBody(error));
  return parsed.success ? parsed.data.unknown : [];
}

/** The fields a refused generation lacked (400 "merge_fields_missing"), else null. */
export function readMissingMergeFields(error: unknown): TMergeCheck["missing"] | null {
  if (readApiErrorCode(error) !== "merge_fields_missing") return null;
  const parsed = ZMissingFieldsBody.safeParse(readErrorBody(error));
  return parsed.success ? parsed.data.missing : [];
}
