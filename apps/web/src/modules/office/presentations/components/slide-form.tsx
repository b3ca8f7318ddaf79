import {
  PRESENTATION_IMAGE_MAX_BYTES,
  PRESENTATION_MAX_BULLETS,
  PRESENTATION_SLIDE_LAYOUT_LABELS,
  PRESENTATION_SLIDE_LAYOUTS,
  type TPresentationSlide,
  type TPresentationSlideLayout,
} from "@inkundla/shared";
import { Button, FileButton, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhotoPlus, IconPhotoX } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import { uploadPresentationImage } from "../presentations.api";
import { bulletsFromText, textFromBullets } from "../slide-deck";

const LAYOUT_OPTIONS = PRESENTATION_SLIDE_LAYOUTS.map((layout) => ({
  value: layout,
  label: PRESENTATION_SLIDE_LAYOUT_LABELS[layout],
}));
const IMAGE_ACCEPT = "image/png,image/jpeg";

/** Why a chosen picture is refused before it is sent, or null when it may go to the server. */
export function slideImageProblem(file: File): string | null {
  if (file.size > PRESENTATION_IMAGE_MAX_BYTES) return "Please choose an image smaller than 5 MB.";
  if (file.type && !["image/png", "image/jpeg"].includes(file.type))
    return "Slide images must be PNG or JPEG.";
  return null;
}

interface SlideFormProps {
  presentationId: string;
  slide: TPresentationSlide;
  slideNumber: number;
  isReadOnly: boolean;
  onChange: (changes: Partial<Omit<TPresentationSlide, "id">>) => void;
}

/** The selected slide's layout, title, bullets (one per line), second column, image and speaker notes. */
export function SlideForm({ presentationId, slide, slideNumber, isReadOnly, onChange }: SlideFormProps) {
  const [isUploading, setUploading] = useState(false);
  const bulletCount = slide.bullets.length;

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = slideImageProblem(file);
    if (problem) {
      notifications.show({ title: "Image Refused", message: problem, color: "red" });
      return;
    }
    setUploading(true);
    try {
      const fileId = await uploadPresentationImage(presentationId, file);
      // A picture needs a layout with room for it.
      onChange({ imageFileId: fileId, ...(slide.layout === "title-image" ? {} : { layout: "title-image" }) });
    } catch (error) {
      notifications.show({
        title: "Upload Failed",
        message: readApiErrorMessage(error) ?? "Failed to upload the image. Please try again.",
        color: "red",
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label={`Slide ${slideNumber} details`}>
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect
          label="Layout"
          data={LAYOUT_OPTIONS}
          value={slide.layout}
          disabled={isReadOnly}
          onChange={(event) => onChange({ layout: event.currentTarget.value as TPresentationSlideLayout })}
        />
        <TextInput
          label="Slide title"
          maxLength={200}
          readOnly={isReadOnly}
          value={slide.title}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
        />
      </Group>
      <Textarea
        label={slide.layout === "two-column" ? "Left column (one bullet per line)" : "Bullets (one per line)"}
        description={
          bulletCount > PRESENTATION_MAX_BULLETS ? `At most ${PRESENTATION_MAX_BULLETS} lines.` : undefined
        }
        error={bulletCount > PRESENTATION_MAX_BULLETS ? "Too many lines for one slide" : undefined}
        rows={4}
        resize="vertical"
        readOnly={isReadOnly}
        value={textFromBullets(slide.bullets)}
        onChange={(event) => onChange({ bullets: bulletsFromText(event.currentTarget.value) })}
      />
      {slide.layout === "two-column" ? (
        <Textarea
          label="Right column (one bullet per line)"
          rows={4}
          resize="vertical"
          readOnly={isReadOnly}
          value={textFromBullets(slide.secondColumn)}
          onChange={(event) => onChange({ secondColumn: bulletsFromText(event.currentTarget.value) })}
        />
      ) : null}
      {isReadOnly ? null : (
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={(file) => void upload(file)} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={isUploading}
                leftSection={<IconPhotoPlus size={14} aria-hidden />}
              >
                {slide.imageFileId ? "Replace image" : "Upload image"}
              </Button>
            )}
          </FileButton>
          {slide.imageFileId ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconPhotoX size={14} aria-hidden />}
              onClick={() => onChange({ imageFileId: null })}
            >
              Remove image
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            PNG or JPEG, up to 5 MB; shown on the “Title, bullets and image” layout.
          </Text>
        </Group>
      )}
      <Textarea
        label="Speaker notes"
        rows={2}
        resize="vertical"
        maxLength={10_000}
        readOnly={isReadOnly}
        value={slide.notes}
        onChange={(event) => onChange({ notes: event.currentTarget.value })}
      />
    </Stack>
  );
}
