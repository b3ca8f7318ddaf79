import { PRESENTATION_MAX_SLIDES, type TPresentationSlide } from "@inkundla/shared";

/**
 * The editor's changes to a deck's slides, as pure functions over the slide list: each answers a new
 * list (the old one untouched), so React sees the change and an undo or a test can compare them.
 */

/** A new slide's id; the server checks only that it is a UUID unique in the deck. */
export function newSlideId(): string {
  return crypto.randomUUID();
}

export function blankSlide(): TPresentationSlide {
  return {
    id: newSlideId(),
    layout: "title-bullets",
    title: "New slide",
    bullets: [],
    imageFileId: null,
    notes: "",
  };
}

/** Whether another slide may be added: a deck holds at most 200. */
export function canAddSlide(slides: readonly TPresentationSlide[]): boolean {
  return slides.length < PRESENTATION_MAX_SLIDES;
}

/** Adds a slide after the one at `index`, answering the list and where the new slide is. */
export function insertSlideAfter(
  slides: readonly TPresentationSlide[],
  index: number,
  slide: TPresentationSlide,
): { slides: TPresentationSlide[]; index: number } {
  const at = Math.min(Math.max(index + 1, 0), slides.length);
  return { slides: [...slides.slice(0, at), slide, ...slides.slice(at)], index: at };
}

/** A copy of the slide at `index` right after it, with its own id. */
export function duplicateSlide(
  slides: readonly TPresentationSlide[],
  index: number,
): { slides: TPresentationSlide[]; index: number } {
  const original = slides[index];
  if (!original) return { slides: [...slides], index };
  const copy: TPresentationSlide = {
    ...original,
    id: newSlideId(),
    bullets: [...original.bullets],
    ...(original.secondColumn ? { secondColumn: [...original.secondColumn] } : {}),
  };
  return insertSlideAfter(slides, index, copy);
}

/** Removes the slide at `index`; the last slide of a deck is kept (a deck needs one). */
export function removeSlide(
  slides: readonly TPresentationSlide[],
  index: number,
): { slides: TPresentationSlide[]; index: number } {
  if (slides.length <= 1 || !slides[index]) return { slides: [...slides], index };
  const remaining = slides.filter((_, position) => position !== index);
  return { slides: remaining, index: Math.min(index, remaining.length - 1) };
}

/** Moves the slide at `index` one place up (-1) or down (+1); at either end nothing moves. */
export function moveSlide(
  slides: readonly TPresentationSlide[],
  index: number,
  direction: -1 | 1,
): { slides: TPresentationSlide[]; index: number } {
  const target = index + direction;
  if (target < 0 || target >= slides.length || !slides[index]) return { slides: [...slides], index };
  const moved = [...slides];
  const [slide] = moved.splice(index, 1);
  if (slide) moved.splice(target, 0, slide);
  return { slides: moved, index: target };
}

/** Replaces some fields of the slide at `index`. */
export function updateSlide(
  slides: readonly TPresentationSlide[],
  index: number,
  changes: Partial<Omit<TPresentationSlide, "id">>,
): TPresentationSlide[] {
  return slides.map((slide, position) => (position === index ? { ...slide, ...changes } : slide));
}

/** The textarea's text as bullet lines (one per line); blank lines in the middle are kept as typed. */
export function bulletsFromText(text: string): string[] {
  if (text === "") return [];
  return text.split(/\r?\n/);
}

export function textFromBullets(bullets: readonly string[] | undefined): string {
  return (bullets ?? []).join("\n");
}

/** The lines a slide shows: blank ones are left out, as the exports leave them out. */
export function visibleBullets(bullets: readonly string[] | undefined): string[] {
  return (bullets ?? []).map((line) => line.trim()).filter((line) => line !== "");
}
