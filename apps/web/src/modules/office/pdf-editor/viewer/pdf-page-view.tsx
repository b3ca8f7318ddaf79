import { Popover, Text } from "@mantine/core";
import { IconNote } from "@tabler/icons-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import {
  dragToScreenBox,
  isDragLargeEnough,
  type PageViewportLike,
  type PdfRect,
  pdfRectToScreenBox,
  type ScreenBox,
  screenBoxToPdfRect,
  screenPointToPdf,
} from "./pdf-coordinates";
import classes from "./pdf-page-view.module.css";
import type { OpenedPdf } from "./pdf-renderer";

/** The tools of the page view: Select leaves the text selectable; the others draw or place. */
export type PdfTool = "select" | "highlight" | "note" | "redact" | "stamp";

/** An edit drawn over the page, in PDF points. */
export interface PageOverlayItem {
  key: string;
  /** The annotation or modification the box belongs to (removing it removes the whole edit). */
  editId: string;
  kind: "highlight" | "note" | "stamp" | "redaction";
  rect: PdfRect;
  /** What a screen reader says for the box. */
  label: string;
  /** The note's text or the stamp's wording, shown in or beside the box. */
  text: string;
}

interface PdfPageViewProps {
  pdf: OpenedPdf;
  page: number;
  pageCount: number;
  scale: number;
  /** Turned on top of the page's own rotation (the session's rotate modifications). */
  rotation: number;
  items: readonly PageOverlayItem[];
  /** The search hits on this page; `isActive` marks the one stepped to. */
  hits: readonly { rect: PdfRect; isActive: boolean }[];
  tool: PdfTool;
  /** The page is deleted in the result: shown struck through, no new edits on it. */
  isDeleted: boolean;
  onDrawRect: (rect: PdfRect) => void;
  onPlace: (point: { x: number; y: number }) => void;
  onRemove: (editId: string) => void;
}

const DRAWING_TOOLS: readonly PdfTool[] = ["highlight", "redact"];
const PLACING_TOOLS: readonly PdfTool[] = ["note", "stamp"];

/** Where a pointer is on the overlay, in CSS pixels from its top-left corner. */
function pointOn(element: HTMLElement, event: PointerEvent): { left: number; top: number } {
  const bounds = element.getBoundingClientRect();
  return { left: event.clientX - bounds.left, top: event.clientY - bounds.top };
}

function boxStyle(box: ScreenBox) {
  return { left: box.left, top: box.top, width: box.width, height: box.height };
}

function OverlayBox({
  item,
  viewport,
  onRemove,
}: {
  item: PageOverlayItem;
  viewport: PageViewportLike;
  onRemove: (editId: string) => void;
}) {
  const box = pdfRectToScreenBox(item.rect, viewport);
  const removeOnKey = (event: KeyboardEvent) => {
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      event.stopPropagation();
      onRemove(item.editId);
    }
  };
  const common = {
    tabIndex: 0,
    role: "button",
    "aria-label": `${item.label} (press Delete to remove)`,
    onKeyDown: removeOnKey,
    "data-testid": `overlay-${item.kind}`,
  } as const;
  if (item.kind === "note") {
    return (
      <Popover width={240} position="bottom-start" withArrow shadow="md" withinPortal={false}>
        <Popover.Target>
          <div {...common} className={`${classes.box} ${classes.note}`} style={boxStyle(box)}>
            <IconNote size={Math.max(12, Math.min(box.width, box.height) - 4)} aria-hidden />
          </div>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {item.text || "(empty note)"}
          </Text>
        </Popover.Dropdown>
      </Popover>
    );
  }
  const kindClass = { highlight: classes.highlight, stamp: classes.stamp, redaction: classes.redaction }[
    item.kind
  ];
  return (
    <div {...common} className={`${classes.box} ${kindClass}`} style={boxStyle(box)}>
      {item.kind === "redaction" ? "Redaction — applied on export" : null}
      {item.kind === "stamp" ? (
        <span style={{ fontSize: Math.max(8, Math.min(box.height * 0.35, 20)) }}>{item.text}</span>
      ) : null}
    </div>
  );
}

/**
 * One page: the canvas pdf.js draws (named "Page N of M"), its text layer for selection and search,
 * and over them the session's edits as boxes in screen coordinates. With a drawing tool, dragging on
 * the page outlines a rectangle (converted to PDF points); with a placing tool, a click (or Enter on
 * the focused page) places a note or stamp.
 */
export function PdfPageView({
  pdf,
  page,
  pageCount,
  scale,
  rotation,
  items,
  hits,
  tool,
  isDeleted,
  onDrawRect,
  onPlace,
  onRemove,
}: PdfPageViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textLayerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const dragStartRef = useRef<{ left: number; top: number } | null>(null);
  const [viewport, setViewport] = useState<PageViewportLike | null>(null);
  const [draft, setDraft] = useState<ScreenBox | null>(null);
  const [hasDrawFailed, setDrawFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    let cancel = () => {};
    setDrawFailed(false);
    pdf.getViewport(page, scale, rotation).then(
      (next) => {
        if (!isCurrent) return;
        setViewport(next);
        const canvas = canvasRef.current;
        if (!canvas) return;
        const drawing = pdf.drawPage(page, next, { canvas, textLayer: textLayerRef.current });
        cancel = drawing.cancel;
        drawing.done.catch((error: unknown) => {
          // A drawing cancelled because the page or zoom changed is not a failure.
          if (isCurrent && !(error instanceof Error && /cancel/i.test(error.message + error.name))) {
            setDrawFailed(true);
          }
        });
      },
      () => {
        if (isCurrent) setDrawFailed(true);
      },
    );
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [pdf, page, scale, rotation]);

  const isDrawing = !isDeleted && DRAWING_TOOLS.includes(tool);
  const isPlacing = !isDeleted && PLACING_TOOLS.includes(tool);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!(isDrawing || isPlacing) || event.button !== 0) return;
    // Clicks on an edit's own box (to focus or read it) do not start a new one.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = pointOn(event.currentTarget, event);
    dragStartRef.current = start;
    if (isDrawing) setDraft({ ...start, width: 0, height: 0 });
  };

  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStartRef.current;
    if (!start || !isDrawing || !viewport) return;
    setDraft(dragToScreenBox(start, pointOn(event.currentTarget, event), viewport));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStartRef.current;
    dragStartRef.current = null;
    setDraft(null);
    if (!start || !viewport) return;
    if (isPlacing) {
      onPlace(screenPointToPdf(start, viewport));
      return;
    }
    const box = dragToScreenBox(start, pointOn(event.currentTarget, event), viewport);
    if (isDragLargeEnough(box)) onDrawRect(screenBoxToPdfRect(box, viewport));
  };

  /** Enter on the focused page places a note or stamp near its top-left corner, for keyboard users. */
  const placeWithKeyboard = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !isPlacing || !viewport) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    const margin = 48 * viewport.scale;
    onPlace(screenPointToPdf({ left: margin, top: margin }, viewport));
  };

  const pageLabel = `Page ${page} of ${pageCount}`;
  const overlayLabel = isDrawing
    ? `${pageLabel}: drag to draw a ${tool === "redact" ? "redaction" : "highlight"}`
    : isPlacing
      ? `${pageLabel}: click to place a ${tool}, or press Enter to place it at the top`
      : `${pageLabel}: edits`;

  return (
    <div
      className={classes.page}
      style={viewport ? { width: viewport.width, height: viewport.height } : { minHeight: 200 }}
      data-testid="pdf-page"
    >
      <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={pageLabel} />
      <div ref={textLayerRef} className={classes.textLayer} />
      {viewport ? (
        // The drawing surface: pointer users drag or click; keyboard users place notes and stamps with
        // Enter and redact through search.
        <div
          ref={overlayRef}
          className={classes.overlay}
          data-drawing={isDrawing || isPlacing}
          data-testid="pdf-page-overlay"
          aria-label={overlayLabel}
          role="application"
          tabIndex={isPlacing ? 0 : -1}
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={() => {
            dragStartRef.current = null;
            setDraft(null);
          }}
          onKeyDown={placeWithKeyboard}
        >
          {hits.map((hit, index) => {
            const box = pdfRectToScreenBox(hit.rect, viewport);
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: hits have no identity beyond their place in the list.
                key={index}
                className={`${classes.hit} ${hit.isActive ? classes.activeHit : ""}`}
                style={boxStyle(box)}
                data-testid={hit.isActive ? "search-hit-active" : "search-hit"}
                aria-hidden
              />
            );
          })}
          {items.map((item) => (
            <OverlayBox key={item.key} item={item} viewport={viewport} onRemove={onRemove} />
          ))}
          {draft ? (
            <div className={classes.draft} data-tool={tool} style={boxStyle(draft)} aria-hidden />
          ) : null}
          {isDeleted ? <div className={classes.deleted}>Page deleted — removed on export</div> : null}
        </div>
      ) : null}
      {hasDrawFailed ? (
        <Text size="sm" c="red" p="md" role="alert">
          This page could not be drawn.
        </Text>
      ) : null}
    </div>
  );
}
