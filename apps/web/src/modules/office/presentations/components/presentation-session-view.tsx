import { PRESENTATION_MESSAGES, PRESENTATION_TYPE_LABELS, type TPresentation } from "@inkundla/shared";
import { Badge, Button, Grid, Group, Paper, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDeviceFloppy,
  IconFileTypePdf,
  IconFileTypePpt,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { useState } from "react";
import { downloadFile, readApiErrorMessage } from "../../../../lib/api-client";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { usePresentationSession } from "../hooks/use-presentation-session";
import { useCreatePresentation } from "../hooks/use-presentations";
import { presentationExportPath } from "../presentations.api";
import {
  blankSlide,
  canAddSlide,
  duplicateSlide,
  insertSlideAfter,
  moveSlide,
  removeSlide,
  updateSlide,
} from "../slide-deck";
import { PresentationConflictAlert } from "./presentation-conflict-alert";
import { PresentationSaveStatusText } from "./presentation-save-status";
import { SlideForm } from "./slide-form";
import { SlideThumbnailList } from "./slide-thumbnail-list";
import { SlideView } from "./slide-view";
import { Slideshow } from "./slideshow";

interface PresentationSessionViewProps {
  presentation: TPresentation;
  onClose: () => void;
  /** Another deck should open in the editor (the copy made of the person's slides). */
  onOpenPresentation: (presentationId: string) => void;
}

function exportFileName(title: string, format: "pptx" | "pdf"): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, "-").trim() || "Presentation"}.${format}`;
}

/**
 * The Editor tab with a deck open: thumbnails to select and reorder slides, the selected slide's
 * preview and details, autosave with Save, the slideshow, PPTX and PDF export, and Close.
 */
export function PresentationSessionView({
  presentation,
  onClose,
  onOpenPresentation,
}: PresentationSessionViewProps) {
  const session = usePresentationSession(presentation);
  const { draft, change, status } = session;
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [isDeleteAsked, setDeleteAsked] = useState(false);
  const [isCloseAsked, setCloseAsked] = useState(false);
  const [isSlideshowOn, setSlideshowOn] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const [exporting, setExporting] = useState<"pptx" | "pdf" | null>(null);
  const copy = useCreatePresentation({ onCreated: (created) => onOpenPresentation(created.id) });
  const conflict = status.kind === "conflict" ? status.conflict : null;
  const isReadOnly = !presentation.canEdit || conflict !== null;
  const index = Math.min(selectedIndex, draft.slides.length - 1);
  const slide = draft.slides[index];

  const editSlides = (
    edit: (slides: typeof draft.slides) => { slides: typeof draft.slides; index: number },
  ) => {
    let nextIndex = index;
    change((current) => {
      const result = edit(current.slides);
      nextIndex = result.index;
      return { ...current, slides: result.slides };
    });
    setSelectedIndex(nextIndex);
  };

  const saveOnRequest = async (): Promise<boolean> => {
    if (draft.title.trim() === "") {
      notifications.show({ title: "Validation Error", message: PRESENTATION_MESSAGES.title, color: "red" });
      return false;
    }
    setSaving(true);
    try {
      return await session.save();
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (await saveOnRequest()) {
      notifications.show({
        title: "Presentation Updated",
        message: "Your changes have been saved successfully",
        color: "green",
      });
    }
  };

  const exportAs = async (format: "pptx" | "pdf") => {
    // The server exports what it has saved: send the person's changes first.
    if (presentation.canEdit && session.isDirty() && !(await saveOnRequest())) return;
    setExporting(format);
    try {
      await downloadFile(
        presentationExportPath(presentation.id, format),
        exportFileName(draft.title, format),
      );
    } catch (error) {
      notifications.show({
        title: "Export Failed",
        message: readApiErrorMessage(error) ?? "Failed to export the presentation. Please try again.",
        color: "red",
      });
    } finally {
      setExporting(null);
    }
  };

  const reloadTheirs = async () => {
    setReloading(true);
    try {
      await session.loadLatest();
      setSelectedIndex(0);
    } catch (error) {
      notifications.show({
        title: "Reload Failed",
        message: readApiErrorMessage(error) ?? "Failed to load the latest version. Please try again.",
        color: "red",
      });
    } finally {
      setReloading(false);
    }
  };

  const keepMineAsCopy = () => {
    copy.mutate({
      title: `${draft.title.trim() || presentation.title} (my copy)`.slice(0, 200),
      type: presentation.type,
      template: presentation.template,
      clientId: presentation.clientId,
      matterId: presentation.matterId,
      isShared: false,
      content: { slides: draft.slides },
    });
  };

  const close = async () => {
    if (!presentation.canEdit || conflict !== null || !session.isDirty()) return onClose();
    if (await saveOnRequest()) onClose();
    else setCloseAsked(true);
  };

  if (!slide) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Presentation title"
          withAsterisk={presentation.canEdit}
          readOnly={isReadOnly}
          maxLength={200}
          value={draft.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            change((current) => ({ ...current, title }));
          }}
          style={{ flex: "1 1 280px" }}
        />
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{PRESENTATION_TYPE_LABELS[presentation.type]}</Badge>
          <Badge variant="outline" color="gray" aria-label={`Version ${session.version}`}>
            v{session.version}
          </Badge>
          {presentation.canEdit ? <PresentationSaveStatusText status={status} /> : null}
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Presentation actions">
        {presentation.canEdit ? (
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={isSaving}
            disabled={conflict !== null}
            onClick={() => void save()}
          >
            Save
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => setSlideshowOn(true)}
        >
          Slideshow
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePpt size={16} aria-hidden />}
          loading={exporting === "pptx"}
          onClick={() => void exportAs("pptx")}
        >
          Export PPTX
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          loading={exporting === "pdf"}
          onClick={() => void exportAs("pdf")}
        >
          Export PDF
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => void close()}
        >
          Close
        </Button>
      </Group>
      {conflict ? (
        <PresentationConflictAlert
          conflict={conflict}
          isReloading={isReloading}
          isCopying={copy.isPending}
          onReloadTheirs={() => void reloadTheirs()}
          onKeepMineAsCopy={keepMineAsCopy}
        />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <Stack gap="xs">
            {isReadOnly ? null : (
              <Group gap={4} wrap="wrap" role="group" aria-label="Slide actions">
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPlus size={12} aria-hidden />}
                  disabled={!canAddSlide(draft.slides)}
                  onClick={() => editSlides((slides) => insertSlideAfter(slides, index, blankSlide()))}
                >
                  Add slide
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  leftSection={<IconCopy size={12} aria-hidden />}
                  disabled={!canAddSlide(draft.slides)}
                  onClick={() => editSlides((slides) => duplicateSlide(slides, index))}
                >
                  Duplicate
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label="Move slide up"
                  disabled={index === 0}
                  onClick={() => editSlides((slides) => moveSlide(slides, index, -1))}
                >
                  <IconArrowUp size={12} aria-hidden />
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label="Move slide down"
                  disabled={index === draft.slides.length - 1}
                  onClick={() => editSlides((slides) => moveSlide(slides, index, 1))}
                >
                  <IconArrowDown size={12} aria-hidden />
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label="Delete slide"
                  disabled={draft.slides.length <= 1}
                  onClick={() => setDeleteAsked(true)}
                >
                  <IconTrash size={12} aria-hidden />
                </Button>
              </Group>
            )}
            <div style={{ maxHeight: "70vh", overflowY: "auto", padding: 2 }}>
              <SlideThumbnailList
                slides={draft.slides}
                selectedIndex={index}
                onSelect={setSelectedIndex}
                onMove={
                  isReadOnly
                    ? undefined
                    : (from, direction) => editSlides((slides) => moveSlide(slides, from, direction))
                }
              />
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <Stack gap="md">
            <Paper withBorder shadow="xs" aria-label={`Preview of slide ${index + 1}`} role="img">
              <SlideView slide={slide} />
            </Paper>
            <SlideForm
              key={slide.id}
              presentationId={presentation.id}
              slide={slide}
              slideNumber={index + 1}
              isReadOnly={isReadOnly}
              onChange={(changes) =>
                change((current) => ({ ...current, slides: updateSlide(current.slides, index, changes) }))
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {isSlideshowOn ? (
        <Slideshow slides={draft.slides} startIndex={index} onClose={() => setSlideshowOn(false)} />
      ) : null}
      <ConfirmDialog
        opened={isDeleteAsked}
        title="Delete slide"
        message={`Delete slide ${index + 1}, "${slide.title || "Untitled"}"?`}
        confirmLabel="Delete slide"
        isDestructive
        isPending={false}
        onConfirm={() => {
          setDeleteAsked(false);
          editSlides((slides) => removeSlide(slides, index));
        }}
        onClose={() => setDeleteAsked(false)}
      />
      <ConfirmDialog
        opened={isCloseAsked}
        title="Unsaved changes"
        message="Your changes could not be saved. Close without saving them?"
        confirmLabel="Close without saving"
        isDestructive
        isPending={false}
        onConfirm={() => {
          session.discardChanges();
          setCloseAsked(false);
          onClose();
        }}
        onClose={() => setCloseAsked(false)}
      />
    </Stack>
  );
}
