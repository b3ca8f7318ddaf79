import {
  planPdfPages,
  type TPdfModificationInput,
  type TPdfPlannedPage,
  type TPdfSession,
  type TPdfStampKind,
} from "@inkundla/shared";
import { Badge, Box, Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { IconArrowBackUp, IconHash } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { usePdfSearch } from "../hooks/use-pdf-search";
import { usePdfSessionChanges } from "../hooks/use-pdf-session-changes";
import { overlayItemsForPage, resultPosition } from "../pdf-session-edits";
import { fitWidthScale, type PdfRect } from "../viewer/pdf-coordinates";
import { PdfPageView, type PdfTool } from "../viewer/pdf-page-view";
import type { OpenedPdf } from "../viewer/pdf-renderer";
import { hitsToRedactionRects, textWithin } from "../viewer/pdf-search";
import { PdfThumbnails } from "../viewer/pdf-thumbnails";
import { BatesDialog } from "./bates-dialog";
import { ExportPanel } from "./export-panel";
import { NoteDialog } from "./note-dialog";
import { PageToolsBar } from "./page-tools-bar";
import { PdfEditorToolbar, type ZoomChoice } from "./pdf-editor-toolbar";
import { PdfEditsPanel } from "./pdf-edits-panel";
import { PdfSearchBar } from "./pdf-search-bar";
import { SessionConflictDialog } from "./session-conflict-dialog";

/** pdf.js's 100%: a PDF point is 1/72 inch and a CSS pixel 1/96, so real size is 96/72 pixels a point. */
const CSS_PIXELS_PER_POINT = 96 / 72;

/** A stamp's size in points: its wording (or the commissioner's block) and a margin. */
const STAMP_SIZES: Record<TPdfStampKind, { width: number; height: number }> = {
  "without-prejudice": { width: 170, height: 34 },
  copy: { width: 80, height: 34 },
  commissioner: { width: 230, height: 110 },
};
const NOTE_SIZE = 24;

/** A redaction may carry at most this many areas (the schema's limit); more hits make more redactions. */
const RECTS_PER_REDACTION = 1000;

/** The result's pages after the modifications, or null when they do not fit together (the server says why). */
function planOf(session: TPdfSession): TPdfPlannedPage[] | null {
  try {
    return planPdfPages(
      session.pageCount,
      session.modifications,
      new Map(session.files.map((file) => [file.fileId, file.pageCount])),
    );
  } catch {
    return null;
  }
}

function isTextField(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

interface PdfSessionViewProps {
  session: TPdfSession;
  pdf: OpenedPdf;
}

/**
 * The Editor with a session open: the original PDF drawn page by page with the session's edits over
 * it, the tools that add edits (each saved at once over the version shown), page tools, search,
 * Bates numbering, undo, the list of edits and export.
 */
export function PdfSessionView({ session: initial, pdf }: PdfSessionViewProps) {
  const changes = usePdfSessionChanges(initial);
  const { session } = changes;
  const search = usePdfSearch(pdf);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const { ref: pageAreaRef, width: pageAreaWidth } = useElementSize();
  const [page, setPage] = useState(1);
  const [tool, setTool] = useState<PdfTool>("select");
  const [stamp, setStamp] = useState<TPdfStampKind>("without-prejudice");
  const [zoom, setZoom] = useState<ZoomChoice>("fit");
  const [term, setTerm] = useState("");
  const [pageWidthPoints, setPageWidthPoints] = useState(0);
  const [notePoint, setNotePoint] = useState<{ x: number; y: number } | null>(null);
  const [isBatesOpen, setBatesOpen] = useState(false);
  const [isRedactHitsAsked, setRedactHitsAsked] = useState(false);

  const plan = useMemo(() => planOf(session), [session]);
  const position = plan ? resultPosition(plan, page) : page;
  const isDeleted = plan !== null && position === null;
  const rotation = (position !== null && plan?.[position - 1]?.rotation) || 0;
  const isEditingDisabled = changes.conflict !== null;

  useEffect(() => {
    let isCurrent = true;
    void pdf.getViewport(page, 1, rotation).then((viewport) => {
      if (isCurrent) setPageWidthPoints(viewport.width);
    });
    return () => {
      isCurrent = false;
    };
  }, [pdf, page, rotation]);

  const scale =
    zoom === "fit"
      ? fitWidthScale(pageWidthPoints, pageAreaWidth - 16)
      : (Number(zoom) / 100) * CSS_PIXELS_PER_POINT;

  const addModification = (modification: TPdfModificationInput) =>
    changes.addEdits({ modifications: [modification] });

  const drawRect = async (rect: PdfRect) => {
    if (tool === "redact") {
      await addModification({
        type: "redact",
        page,
        original: `Page ${page}`,
        modified: "Area redacted",
        content: { rects: [{ page, ...rect }] },
      });
    } else if (tool === "highlight") {
      const text = textWithin(await search.pageText(page), rect).slice(0, 5000);
      await changes.addEdits({ annotations: [{ type: "highlight", page, rect, text }] });
    }
  };

  const place = (point: { x: number; y: number }) => {
    if (tool === "note") {
      setNotePoint(point);
      return;
    }
    if (tool === "stamp") {
      const size = STAMP_SIZES[stamp];
      void changes.addEdits({
        annotations: [
          { type: "stamp", page, stamp, text: "", rect: { x: point.x, y: point.y - size.height, ...size } },
        ],
      });
    }
  };

  const step = async (direction: 1 | -1) => {
    const hit = await search.step(term, direction, page);
    if (hit) setPage(hit.page);
  };

  const redactHits = async () => {
    const rects = hitsToRedactionRects(search.hits);
    const modifications: TPdfModificationInput[] = [];
    for (let start = 0; start < rects.length; start += RECTS_PER_REDACTION) {
      const part = rects.slice(start, start + RECTS_PER_REDACTION);
      modifications.push({
        type: "redact",
        page: part[0]?.page ?? 1,
        original: `"${search.searchedTerm}"`,
        modified: "Redacted wherever it appears",
        content: { rects: part, reason: `Every "${search.searchedTerm}"`.slice(0, 200) },
      });
    }
    await changes.addEdits({ modifications });
    setRedactHitsAsked(false);
  };

  const handleKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const isCommand = event.ctrlKey || event.metaKey;
    if (isCommand && event.key.toLowerCase() === "f") {
      event.preventDefault();
      searchInputRef.current?.focus();
      searchInputRef.current?.select();
    } else if (
      isCommand &&
      !event.shiftKey &&
      event.key.toLowerCase() === "z" &&
      !isTextField(event.target)
    ) {
      event.preventDefault();
      if (session.canUndo && !isEditingDisabled) void changes.undo();
    }
  };

  const hitsOnPage = search.hits.flatMap((hit, index) =>
    hit.page === page ? hit.rects.map((rect) => ({ rect, isActive: index === search.activeIndex })) : [],
  );

  const pageStates = (thumbnailPage: number) => {
    const at = plan ? resultPosition(plan, thumbnailPage) : thumbnailPage;
    return {
      isDeleted: plan !== null && at === null,
      rotation: (at !== null && plan?.[at - 1]?.rotation) || 0,
      editCount: overlayItemsForPage(session, thumbnailPage).length,
    };
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches the editor's shortcuts (Ctrl+F, Ctrl+Z) from whatever inside has the focus.
    <div onKeyDown={handleKeys}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
              {session.fileName}
            </Title>
            <Badge variant="outline" color="gray" aria-label={`Version ${session.version}`}>
              v{session.version}
            </Badge>
            {changes.isSending ? (
              <Text size="xs" c="dimmed" role="status">
                Saving…
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              disabled={!session.canUndo || isEditingDisabled}
              onClick={() => void changes.undo()}
              title="Undo (Ctrl+Z)"
            >
              Undo
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconHash size={14} aria-hidden />}
              disabled={isEditingDisabled}
              onClick={() => setBatesOpen(true)}
            >
              Bates numbering
            </Button>
          </Group>
        </Group>
        <PdfEditorToolbar
          tool={tool}
          onToolChange={setTool}
          stamp={stamp}
          onStampChange={setStamp}
          page={page}
          pageCount={pdf.pageCount}
          onPageChange={setPage}
          zoom={zoom}
          onZoomChange={setZoom}
          isEditingDisabled={isEditingDisabled}
        />
        <PdfSearchBar
          inputRef={searchInputRef}
          term={term}
          onTermChange={setTerm}
          onStep={(direction) => void step(direction)}
          onRedactHits={() => setRedactHitsAsked(true)}
          hitCount={search.searchedTerm ? search.hits.length : null}
          activeIndex={search.activeIndex}
          isSearching={search.isSearching}
          isEditingDisabled={isEditingDisabled}
        />
        <PageToolsBar
          session={session}
          page={page}
          position={position}
          pageCount={plan?.length ?? session.pageCount}
          isDisabled={isEditingDisabled || changes.isSending}
          onModify={addModification}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="xs">
              <PdfThumbnails pdf={pdf} currentPage={page} pageStates={pageStates} onChoose={setPage} />
              {rotation ? (
                <Text size="xs" c="dimmed">
                  Shown rotated {rotation}°, as it will be exported.
                </Text>
              ) : null}
              <Box
                ref={pageAreaRef}
                style={{
                  overflow: "auto",
                  maxHeight: "80vh",
                  background: "var(--mantine-color-gray-1)",
                  padding: 8,
                }}
              >
                <PdfPageView
                  pdf={pdf}
                  page={page}
                  pageCount={pdf.pageCount}
                  scale={scale}
                  rotation={rotation}
                  items={overlayItemsForPage(session, page)}
                  hits={hitsOnPage}
                  tool={isEditingDisabled ? "select" : tool}
                  isDeleted={isDeleted}
                  onDrawRect={(rect) => void drawRect(rect)}
                  onPlace={place}
                  onRemove={(editId) => void changes.removeEdit(editId)}
                />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Stack gap="sm">
              <PdfEditsPanel
                session={session}
                resultPageCount={plan?.length ?? null}
                isDisabled={isEditingDisabled || changes.isSending}
                onGoToPage={setPage}
                onRemove={(editId) => void changes.removeEdit(editId)}
              />
              <ExportPanel session={session} onExported={changes.accept} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <NoteDialog
        opened={notePoint !== null}
        page={page}
        isPending={changes.isSending}
        onClose={() => setNotePoint(null)}
        onSave={(text) => {
          const point = notePoint;
          setNotePoint(null);
          if (!point) return;
          void changes.addEdits({
            annotations: [
              {
                type: "note",
                page,
                text,
                rect: { x: point.x, y: point.y - NOTE_SIZE, width: NOTE_SIZE, height: NOTE_SIZE },
              },
            ],
          });
        }}
      />
      <BatesDialog
        opened={isBatesOpen}
        isPending={changes.isSending}
        onClose={() => setBatesOpen(false)}
        onApply={(options) => {
          void addModification({
            type: "bates",
            page: 1,
            original: "",
            modified: `Numbered from ${options.prefix}${String(options.start).padStart(options.digits, "0")}`,
            content: options,
          }).then((isSaved) => {
            if (isSaved) setBatesOpen(false);
          });
        }}
      />
      <ConfirmDialog
        opened={isRedactHitsAsked}
        title="Redact every match"
        message={`Redact all ${search.hits.length} matches of "${search.searchedTerm}"? The text under them is removed from the exported file.`}
        confirmLabel="Redact all"
        isDestructive
        isPending={changes.isSending}
        onConfirm={() => void redactHits()}
        onClose={() => setRedactHitsAsked(false)}
      />
      <SessionConflictDialog conflict={changes.conflict} onReload={changes.reload} />
    </div>
  );
}
