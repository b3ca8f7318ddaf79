import {
  Badge,
  Button,
  Collapse,
  Group,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconLayoutList } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type { OpenedPdf } from "./pdf-renderer";

/** Thumbnails are drawn this wide (CSS pixels). */
const THUMBNAIL_WIDTH = 96;

/** What the strip shows of a page beside its picture. */
export interface ThumbnailState {
  isDeleted: boolean;
  rotation: number;
  editCount: number;
}

function Thumbnail({
  pdf,
  page,
  state,
  isCurrent,
  onChoose,
}: {
  pdf: OpenedPdf;
  page: number;
  state: ThumbnailState;
  isCurrent: boolean;
  onChoose: (page: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isVisible, setVisible] = useState(typeof IntersectionObserver === "undefined");

  // A 300-page bundle draws only the thumbnails scrolled into view.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (isVisible || !canvas) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [isVisible]);

  useEffect(() => {
    if (!isVisible) return;
    let isCurrentDrawing = true;
    let cancel = () => {};
    void pdf.getViewport(page, 1, state.rotation).then((full) => {
      const canvas = canvasRef.current;
      if (!isCurrentDrawing || !canvas) return;
      return pdf.getViewport(page, THUMBNAIL_WIDTH / full.width, state.rotation).then((small) => {
        if (!isCurrentDrawing) return;
        const drawing = pdf.drawPage(page, small, { canvas, textLayer: null });
        cancel = drawing.cancel;
        drawing.done.catch(() => {});
      });
    });
    return () => {
      isCurrentDrawing = false;
      cancel();
    };
  }, [pdf, page, state.rotation, isVisible]);

  return (
    // Named by its visible text (the page number, "Deleted", the edit count) with the rest of the
    // sentence visually hidden, so a voice-control user can say what they see.
    <UnstyledButton
      onClick={() => onChoose(page)}
      aria-current={isCurrent ? "page" : undefined}
      style={{
        padding: 4,
        borderRadius: 4,
        outline: isCurrent ? "2px solid var(--mantine-color-blue-6)" : undefined,
        opacity: state.isDeleted ? 0.45 : 1,
        flexShrink: 0,
      }}
    >
      <Stack gap={2} align="center">
        <canvas
          ref={canvasRef}
          width={THUMBNAIL_WIDTH}
          height={1}
          style={{ background: "white", boxShadow: "0 0 2px rgb(0 0 0 / 0.3)" }}
          aria-hidden
        />
        <Group gap={4} wrap="nowrap">
          <Text size="xs">
            <VisuallyHidden>Go to page </VisuallyHidden>
            {page}
            {state.rotation ? <VisuallyHidden>, rotated {state.rotation}°</VisuallyHidden> : null}
          </Text>
          {state.isDeleted ? (
            <Badge size="xs" color="red" variant="light">
              Deleted
            </Badge>
          ) : null}
          {state.editCount > 0 ? (
            <Badge size="xs" variant="light">
              {state.editCount}
              <VisuallyHidden> {state.editCount === 1 ? "edit" : "edits"}</VisuallyHidden>
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

interface PdfThumbnailsProps {
  pdf: OpenedPdf;
  currentPage: number;
  pageStates: (page: number) => ThumbnailState;
  onChoose: (page: number) => void;
}

/**
 * The strip of page thumbnails for moving about the document. On a phone it starts collapsed behind a
 * button, so the page itself gets the screen.
 */
export function PdfThumbnails({ pdf, currentPage, pageStates, onChoose }: PdfThumbnailsProps) {
  const isNarrow = useMediaQuery("(max-width: 48em)") ?? false;
  const [isOpenOnNarrow, setOpenOnNarrow] = useState(false);
  const isOpen = !isNarrow || isOpenOnNarrow;
  const pages = Array.from({ length: pdf.pageCount }, (_, index) => index + 1);
  return (
    <Stack gap={4}>
      {isNarrow ? (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconLayoutList size={14} aria-hidden />}
          aria-expanded={isOpen}
          onClick={() => setOpenOnNarrow((open) => !open)}
        >
          {isOpen ? "Hide thumbnails" : "Show thumbnails"}
        </Button>
      ) : null}
      <Collapse expanded={isOpen}>
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
          <nav aria-label="Pages">
            <Group gap="xs" wrap="nowrap" pb={4}>
              {pages.map((page) => (
                <Thumbnail
                  key={page}
                  pdf={pdf}
                  page={page}
                  state={pageStates(page)}
                  isCurrent={page === currentPage}
                  onChoose={onChoose}
                />
              ))}
            </Group>
          </nav>
        </ScrollArea>
      </Collapse>
    </Stack>
  );
}
