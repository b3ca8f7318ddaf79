import type { TPresentationSlide } from "@inkundla/shared";
import { Box, Text, UnstyledButton } from "@mantine/core";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { SlideView } from "./slide-view";

interface SlideThumbnailListProps {
  slides: readonly TPresentationSlide[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** Moves the slide at `index` one place; absent when the person may not change the deck. */
  onMove?: (index: number, direction: -1 | 1) => void;
}

export function thumbnailLabel(slide: TPresentationSlide, index: number): string {
  return `Slide ${index + 1}: ${slide.title.trim() || "Untitled"}`;
}

/**
 * The deck's slides as small live renderings, in order. Click or Arrow Up/Down selects; Alt+Arrow
 * Up/Down moves the selected slide, the focus following it so it can be moved again.
 */
export function SlideThumbnailList({ slides, selectedIndex, onSelect, onMove }: SlideThumbnailListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    const slideId = focusAfterMove.current;
    if (!slideId) return;
    focusAfterMove.current = null;
    buttons.current.get(slideId)?.focus();
  });

  const handleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const direction = event.key === "ArrowUp" ? -1 : 1;
    const target = index + direction;
    if (target < 0 || target >= slides.length) return;
    if (event.altKey) {
      if (!onMove) return;
      focusAfterMove.current = slides[index]?.id ?? null;
      onMove(index, direction);
      return;
    }
    focusAfterMove.current = slides[target]?.id ?? null;
    onSelect(target);
  };

  return (
    <Box
      component="ol"
      aria-label="Slides"
      m={0}
      p={0}
      style={{ listStyle: "none", display: "flex", flexDirection: "column", gap: 8 }}
    >
      {slides.map((slide, index) => {
        const isSelected = index === selectedIndex;
        return (
          <li key={slide.id}>
            <UnstyledButton
              ref={(element: HTMLButtonElement | null) => {
                if (element) buttons.current.set(slide.id, element);
                else buttons.current.delete(slide.id);
              }}
              aria-label={thumbnailLabel(slide, index)}
              aria-current={isSelected ? "true" : undefined}
              aria-keyshortcuts={onMove ? "Alt+ArrowUp Alt+ArrowDown" : undefined}
              onClick={() => onSelect(index)}
              onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => handleKey(event, index)}
              style={{
                display: "flex",
                gap: 6,
                width: "100%",
                alignItems: "flex-start",
                padding: 4,
                borderRadius: 4,
                outline: isSelected
                  ? "2px solid var(--mantine-color-blue-6)"
                  : "1px solid var(--mantine-color-gray-4)",
              }}
            >
              <Text size="xs" c="dimmed" w={20} ta="right" aria-hidden>
                {index + 1}
              </Text>
              <Box style={{ flex: 1, pointerEvents: "none" }} aria-hidden>
                <SlideView slide={slide} showsImage={false} />
              </Box>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
