import {
  PDF_ANNOTATION_TYPES,
  PDF_MODIFICATION_TYPES,
  PDF_STAMP_LABELS,
  type TPdfAnnotation,
  type TPdfAnnotationType,
  type TPdfBatesOptions,
  type TPdfEditCounts,
  type TPdfModification,
  type TPdfModificationInput,
  type TPdfModificationType,
  type TPdfPlannedPage,
  type TPdfSession,
} from "@inkundla/shared";
import type { PageOverlayItem } from "./viewer/pdf-page-view";

export const PDF_ANNOTATION_TYPE_LABELS: Record<TPdfAnnotationType, string> = {
  highlight: "Highlight",
  note: "Note",
  stamp: "Stamp",
};

export const PDF_MODIFICATION_TYPE_LABELS: Record<TPdfModificationType, string> = {
  rotate: "Rotate",
  delete: "Delete",
  reorder: "Reorder",
  insert: "Insert",
  redact: "Redaction",
  bates: "Bates numbers",
  split: "Split",
};

export interface EditCounts {
  total: number;
  annotations: { type: TPdfAnnotationType; count: number }[];
  modifications: { type: TPdfModificationType; count: number }[];
}

/** A session's edits as the server counted them, for the cards' chips, in the editor's order of types. */
export function countEdits(counts: TPdfEditCounts): EditCounts {
  const annotations = PDF_ANNOTATION_TYPES.flatMap((type) => {
    const count = counts.annotations[type] ?? 0;
    return count > 0 ? [{ type, count }] : [];
  });
  const modifications = PDF_MODIFICATION_TYPES.flatMap((type) => {
    const count = counts.modifications[type] ?? 0;
    return count > 0 ? [{ type, count }] : [];
  });
  const total = [...annotations, ...modifications].reduce((sum, entry) => sum + entry.count, 0);
  return { total, annotations, modifications };
}

/** A Bates number as it is printed: the prefix, then the number padded with zeros to `digits`. */
export function formatBatesNumber(options: Pick<TPdfBatesOptions, "prefix" | "start" | "digits">): string {
  return `${options.prefix}${String(options.start).padStart(options.digits, "0")}`;
}

/** What a modification does, in a line of the edits panel. */
export function describeModification(modification: TPdfModification): string {
  switch (modification.type) {
    case "rotate":
      return `Page ${modification.page} rotated ${modification.content.degrees}°`;
    case "delete":
      return `Page ${modification.page} deleted`;
    case "reorder":
      return modification.modified || `Pages reordered: ${modification.content.order.join(", ")}`;
    case "insert":
      return (
        modification.modified ||
        `Pages inserted after page ${modification.content.afterPage}${modification.content.pages ? ` (${modification.content.pages.length})` : ""}`
      );
    case "redact": {
      const count = modification.content.rects.length;
      const areas = `${count} ${count === 1 ? "area" : "areas"}`;
      return modification.content.reason
        ? `${areas} redacted: ${modification.content.reason}`
        : `${areas} redacted`;
    }
    case "bates":
      return `Bates numbers from ${formatBatesNumber(modification.content)}, ${modification.content.position.replace("-", " ")}`;
    case "split":
      return `Split into ${modification.content.ranges}`;
    default: {
      const unhandled: never = modification;
      return String(unhandled);
    }
  }
}

/** An annotation's line in the edits panel. */
export function describeAnnotation(annotation: TPdfAnnotation): string {
  if (annotation.type === "stamp") return `Stamp: ${PDF_STAMP_LABELS[annotation.stamp ?? "copy"]}`;
  const label = PDF_ANNOTATION_TYPE_LABELS[annotation.type];
  return annotation.text ? `${label}: ${annotation.text}` : label;
}

/**
 * Where a page of the original file stands in the result after the modifications so far (1-based),
 * or null once it is deleted. Page tools act on this position, as the server numbers pages by it.
 */
export function resultPosition(plan: readonly TPdfPlannedPage[], originalPage: number): number | null {
  const index = plan.findIndex((entry) => entry.source === "original" && entry.page === originalPage);
  return index === -1 ? null : index + 1;
}

/**
 * The new page order when the page at `position` swaps with its neighbour: a reorder names every page,
 * so this is the identity with two entries exchanged. Null when the page is already at that end.
 */
export function orderWithPageMoved(pageCount: number, position: number, direction: -1 | 1): number[] | null {
  const target = position + direction;
  if (position < 1 || position > pageCount || target < 1 || target > pageCount) return null;
  const order = Array.from({ length: pageCount }, (_, index) => index + 1);
  order[position - 1] = target;
  order[target - 1] = position;
  return order;
}

/** The edits that concern one page of the original file: its annotations and the redactions on it. */
export interface PageEdits {
  page: number;
  annotations: TPdfAnnotation[];
  redactions: Extract<TPdfModification, { type: "redact" }>[];
}

/** The annotations and redactions grouped by the original page they lie on, in page order. */
export function editsByPage(session: Pick<TPdfSession, "annotations" | "modifications">): PageEdits[] {
  const pages = new Map<number, PageEdits>();
  const entryFor = (page: number) => {
    let entry = pages.get(page);
    if (!entry) {
      entry = { page, annotations: [], redactions: [] };
      pages.set(page, entry);
    }
    return entry;
  };
  for (const annotation of session.annotations) entryFor(annotation.page).annotations.push(annotation);
  for (const modification of session.modifications) {
    if (modification.type !== "redact") continue;
    const redactedPages = new Set(modification.content.rects.map((rect) => rect.page));
    for (const page of redactedPages) entryFor(page).redactions.push(modification);
  }
  return [...pages.values()].sort((first, second) => first.page - second.page);
}

/** The modifications that change the document as a whole or its pages (all but redactions), in order. */
export function documentModifications(modifications: readonly TPdfModification[]): TPdfModification[] {
  return modifications.filter((modification) => modification.type !== "redact");
}

/**
 * The lists to send (PUT) to remove one edit; what the server keeps is sent back as it came, ids
 * included, so nothing else changes.
 */
export function withoutEdit(
  session: Pick<TPdfSession, "annotations" | "modifications" | "version">,
  editId: string,
): { baseVersion: number; annotations: TPdfAnnotation[]; modifications: TPdfModificationInput[] } {
  return {
    baseVersion: session.version,
    annotations: session.annotations.filter((annotation) => annotation.id !== editId),
    modifications: session.modifications.filter((modification) => modification.id !== editId),
  };
}

/** The edits drawn over one page of the original: its annotations and the redaction areas on it. */
export function overlayItemsForPage(
  session: Pick<TPdfSession, "annotations" | "modifications">,
  page: number,
): PageOverlayItem[] {
  const annotations = session.annotations
    .filter((annotation) => annotation.page === page)
    .map((annotation): PageOverlayItem => {
      const stampLabel = PDF_STAMP_LABELS[annotation.stamp ?? "copy"];
      return {
        key: annotation.id,
        editId: annotation.id,
        kind: annotation.type,
        rect: annotation.rect,
        label: describeAnnotation(annotation),
        text: annotation.type === "stamp" ? stampLabel : annotation.text,
      };
    });
  const redactions = session.modifications.flatMap((modification) =>
    modification.type === "redact"
      ? modification.content.rects
          .map((rect, index) => ({ rect, index }))
          .filter(({ rect }) => rect.page === page)
          .map(
            ({ rect: { page: _page, ...rect }, index }): PageOverlayItem => ({
              key: `${modification.id}-${index}`,
              editId: modification.id,
              kind: "redaction",
              rect,
              label: `Redaction — applied on export${modification.content.reason ? `: ${modification.content.reason}` : ""}`,
              text: "",
            }),
          )
      : [],
  );
  return [...annotations, ...redactions];
}
