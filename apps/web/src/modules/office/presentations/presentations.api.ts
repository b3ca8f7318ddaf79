import {
  type TPresentation,
  type TPresentationConflict,
  type TPresentationCreateRequest,
  type TPresentationListItem,
  type TPresentationTemplate,
  type TPresentationUpdateRequest,
  ZPresentation,
  ZPresentationConflict,
  ZPresentationImageUpload,
  ZPresentationListItem,
  ZPresentationTemplate,
} from "@inkundla/shared";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  fetchListPage,
  type ListPage,
  readApiErrorStatus,
} from "../../../lib/api-client";

export const PRESENTATIONS_API_PATH = "/api/office/presentations";
export const PRESENTATION_TEMPLATES_PATH = "/api/office/presentation-templates";

/** Every presentation query starts with the path, so one invalidation refreshes lists and decks. */
export const PRESENTATION_LIST_KEY = [PRESENTATIONS_API_PATH, "list"] as const;
export const presentationListQueryKey = (params: PresentationListParams) =>
  [...PRESENTATION_LIST_KEY, params] as const;
export const presentationQueryKey = (presentationId: string) =>
  [PRESENTATIONS_API_PATH, "detail", presentationId] as const;
export const PRESENTATION_TEMPLATES_QUERY_KEY = [PRESENTATION_TEMPLATES_PATH] as const;

export type PresentationListParams = {
  search?: string;
  matterId?: string;
  clientId?: string;
  limit: number;
  offset: number;
};

/** What a save answered: the saved deck, or who saved a newer version in between. */
export type PresentationSaveResult =
  | { kind: "saved"; presentation: TPresentation }
  | { kind: "conflict"; conflict: TPresentationConflict };

export function presentationPath(presentationId: string): string {
  return `${PRESENTATIONS_API_PATH}/${encodeURIComponent(presentationId)}`;
}

/** Where a deck is downloaded as PowerPoint or PDF (the server exports its saved version). */
export function presentationExportPath(presentationId: string, format: "pptx" | "pdf"): string {
  return `${presentationPath(presentationId)}/export.${format}`;
}

/** Where a slide image is shown; the server checks it is the firm's. */
export function presentationImageUrl(fileId: string): string {
  return `/api/office/presentation-images/${encodeURIComponent(fileId)}`;
}

export async function fetchPresentations(
  params: PresentationListParams,
): Promise<ListPage<TPresentationListItem>> {
  const { items, total } = await fetchListPage<unknown>(PRESENTATIONS_API_PATH, params);
  return { items: ZPresentationListItem.array().parse(items), total };
}

export async function fetchPresentation(presentationId: string): Promise<TPresentation> {
  return ZPresentation.parse(await apiJson("GET", presentationPath(presentationId)));
}

export async function createPresentation(request: TPresentationCreateRequest): Promise<TPresentation> {
  return ZPresentation.parse(await apiJson("POST", PRESENTATIONS_API_PATH, request));
}

/** The error a 409 throws, read back into the conflict it describes (null for any other error). */
function readConflict(error: unknown): TPresentationConflict | null {
  if (readApiErrorStatus(error) !== 409 || !(error instanceof Error)) return null;
  try {
    const parsed = ZPresentationConflict.safeParse(JSON.parse(error.message.replace(/^409: /, "")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Saves over `baseVersion`. A 409 is an answer, not a failure: someone saved a newer version, and the
 * screen must let the person choose rather than overwrite it. Every other refusal throws.
 */
export async function updatePresentation(
  presentationId: string,
  request: TPresentationUpdateRequest,
): Promise<PresentationSaveResult> {
  try {
    const presentation = ZPresentation.parse(await apiJson("PUT", presentationPath(presentationId), request));
    return { kind: "saved", presentation };
  } catch (error) {
    const conflict = readConflict(error);
    if (conflict) return { kind: "conflict", conflict };
    throw error;
  }
}

export async function deletePresentation(presentationId: string): Promise<void> {
  await apiRequest("DELETE", presentationPath(presentationId));
}

/** Sends a slide image; the server judges it by its bytes and answers the stored file's id. */
export async function uploadPresentationImage(presentationId: string, file: File): Promise<string> {
  const formData = new FormData();
  formData.append("file", file, file.name);
  const answer = await apiMultipart(`${presentationPath(presentationId)}/images`, formData);
  return ZPresentationImageUpload.parse(answer).fileId;
}

export async function fetchPresentationTemplates(): Promise<TPresentationTemplate[]> {
  return ZPresentationTemplate.array().parse(await apiJson("GET", PRESENTATION_TEMPLATES_PATH));
}
