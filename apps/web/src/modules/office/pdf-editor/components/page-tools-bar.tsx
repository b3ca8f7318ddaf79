import type { TPdfModificationInput, TPdfSession } from "@inkundla/shared";
import { Button, Group } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconCut,
  IconFilePlus,
  IconRotateClockwise,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { orderWithPageMoved } from "../pdf-session-edits";
import { InsertPagesDialog } from "./insert-pages-dialog";
import { SplitDialog } from "./split-dialog";

interface PageToolsBarProps {
  session: TPdfSession;
  /** The page shown, of the original file. */
  page: number;
  /** Where that page stands in the result so far (the server numbers page modifications so), or null once deleted. */
  position: number | null;
  /** Pages in the result so far. */
  pageCount: number;
  isDisabled: boolean;
  onModify: (modification: TPdfModificationInput) => Promise<boolean>;
}

/** Page tools for the page shown: rotate, delete, move up or down, insert pages, and split. */
export function PageToolsBar({
  session,
  page,
  position,
  pageCount,
  isDisabled,
  onModify,
}: PageToolsBarProps) {
  const [isDeleteAsked, setDeleteAsked] = useState(false);
  const [isInsertOpen, setInsertOpen] = useState(false);
  const [isSplitOpen, setSplitOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const isGone = position === null;

  const modify = async (modification: TPdfModificationInput) => {
    setPending(true);
    try {
      return await onModify(modification);
    } finally {
      setPending(false);
    }
  };

  const move = (direction: -1 | 1) => {
    if (position === null) return;
    const order = orderWithPageMoved(pageCount, position, direction);
    if (!order) return;
    void modify({
      type: "reorder",
      page: position,
      original: `Page ${page}`,
      modified: `Page ${page} moved from position ${position} to ${position + direction}`,
      content: { order },
    });
  };

  return (
    <>
      <Group gap={4} wrap="wrap" role="group" aria-label={`Page tools for page ${page}`}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRotateClockwise size={14} aria-hidden />}
          disabled={isDisabled || isGone}
          onClick={() =>
            position !== null &&
            void modify({
              type: "rotate",
              page: position,
              original: `Page ${page}`,
              modified: "Rotated 90°",
              content: { degrees: 90 },
            })
          }
        >
          Rotate page
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={isDisabled || isGone || pageCount <= 1}
          onClick={() => setDeleteAsked(true)}
        >
          Delete page
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowUp size={14} aria-hidden />}
          disabled={isDisabled || isGone || position === 1}
          onClick={() => move(-1)}
        >
          Move page up
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          disabled={isDisabled || isGone || position === pageCount}
          onClick={() => move(1)}
        >
          Move page down
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFilePlus size={14} aria-hidden />}
          disabled={isDisabled}
          onClick={() => setInsertOpen(true)}
        >
          Insert pages
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCut size={14} aria-hidden />}
          onClick={() => setSplitOpen(true)}
        >
          Split
        </Button>
      </Group>
      <ConfirmDialog
        opened={isDeleteAsked}
        title="Delete page"
        message={`Delete page ${page} from the exported file? The original keeps it, and Undo brings it back.`}
        confirmLabel="Delete page"
        isDestructive
        isPending={isPending}
        onConfirm={() => {
          if (position === null) return;
          void modify({
            type: "delete",
            page: position,
            original: `Page ${page}`,
            modified: "Deleted",
            content: {},
          }).then(() => setDeleteAsked(false));
        }}
        onClose={() => setDeleteAsked(false)}
      />
      <InsertPagesDialog
        opened={isInsertOpen}
        sessionId={session.id}
        position={position}
        isPending={isPending}
        onClose={() => setInsertOpen(false)}
        onInsert={(file, afterPage) => {
          void modify({
            type: "insert",
            page: Math.max(afterPage, 1),
            original: file.fileName,
            modified: `${file.fileName} (${file.pageCount} ${file.pageCount === 1 ? "page" : "pages"}) inserted ${afterPage === 0 ? "before the first page" : `after page ${afterPage}`}`,
            content: { fileId: file.fileId, afterPage },
          }).then((isSaved) => {
            if (isSaved) setInsertOpen(false);
          });
        }}
      />
      <SplitDialog opened={isSplitOpen} sessionId={session.id} onClose={() => setSplitOpen(false)} />
    </>
  );
}
