import type { TPresentationSlide } from "@inkundla/shared";
import { ActionIcon, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { SlideView } from "./slide-view";

interface SlideshowProps {
  slides: readonly TPresentationSlide[];
  startIndex: number;
  onClose: () => void;
}

/** The next slide's index for a key, or null when the key does not move the show. */
export function slideIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "PageDown":
    case " ":
      return Math.min(index + 1, count - 1);
    case "ArrowLeft":
    case "PageUp":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * The deck shown one slide at a time, full screen. The browser's Fullscreen API is asked first; where it
 * is refused (an embedded frame, a browser without it) the show fills the window instead. Arrow keys,
 * Space and Page Up/Down move, Home and End jump, Escape (or leaving full screen) ends the show.
 */
export function Slideshow({ slides, startIndex, onClose }: SlideshowProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), slides.length - 1));
  const stageRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const count = slides.length;
  const indexRef = useRef(index);
  indexRef.current = index;

  useEffect(() => {
    const stage = stageRef.current;
    stage?.focus();
    let isFullscreen = false;
    if (stage && typeof stage.requestFullscreen === "function" && document.fullscreenEnabled) {
      stage
        .requestFullscreen()
        .then(() => {
          isFullscreen = true;
        })
        .catch(() => {
          // Refused: the show stays as a window-filling overlay.
        });
    }
    const onFullscreenChange = () => {
      // Escape in full screen is taken by the browser; leaving full screen ends the show.
      if (isFullscreen && !document.fullscreenElement) onCloseRef.current();
    };
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      document.removeEventListener("fullscreenchange", onFullscreenChange);
      if (document.fullscreenElement && typeof document.exitFullscreen === "function") {
        void document.exitFullscreen().catch(() => undefined);
      }
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      // Space or Enter on one of the show's buttons presses that button instead.
      if ((event.key === " " || event.key === "Enter") && event.target instanceof HTMLButtonElement) return;
      const next = slideIndexForKey(event.key, indexRef.current, count);
      if (next === null) return;
      event.preventDefault();
      indexRef.current = next;
      setIndex(next);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [count]);

  const slide = slides[index];
  if (!slide) return null;
  return createPortal(
    <div
      ref={stageRef}
      role="dialog"
      aria-modal="true"
      aria-label="Slideshow"
      tabIndex={-1}
      style={{
        position: "fixed",
        inset: 0,
        zIndex: 1000,
        background: "#000",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        outline: "none",
      }}
    >
      <div style={{ width: "min(100vw, calc((100vh - 56px) * 16 / 9))" }}>
        <SlideView slide={slide} />
      </div>
      <Group gap="sm" mt="xs" justify="center">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Previous slide"
          disabled={index === 0}
          onClick={() => setIndex((current) => Math.max(current - 1, 0))}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text c="gray.4" size="sm" role="status" aria-live="polite" data-testid="slide-counter">
          {index + 1} / {count}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Next slide"
          disabled={index === count - 1}
          onClick={() => setIndex((current) => Math.min(current + 1, count - 1))}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="End slideshow"
          onClick={() => onCloseRef.current()}
        >
          <IconX size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </div>,
    document.body,
  );
}
