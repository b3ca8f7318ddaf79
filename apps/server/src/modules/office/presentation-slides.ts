import { randomUUID } from "node:crypto";
import {
  NEW_PRESENTATION_SLIDE_TITLES,
  PRESENTATION_MAX_SLIDES,
  type TPresentationContent,
  type TPresentationCreateInput,
  type TPresentationSlide,
  type TPresentationTemplate,
} from "@inkundla/shared";
import { presentationError } from "./presentation.errors.ts";

/** A blank slide: the first of a deck is its title page, the others take bullets. */
export function blankSlide(title: string, isFirst: boolean): TPresentationSlide {
  return {
    id: randomUUID(),
    layout: isFirst ? "title" : "title-bullets",
    title,
    bullets: [],
    imageFileId: null,
    notes: "",
  };
}

/**
 * The spec's form sends `{ total, titles }`: each title becomes a slide, and a total larger than the
 * titles adds untitled ones ("Slide 11"). Without either, the deck starts with the ten default titles.
 */
export function slidesFromTitles(request?: {
  total: number;
  titles: readonly string[];
}): TPresentationSlide[] {
  const titles = request ? [...request.titles] : [...NEW_PRESENTATION_SLIDE_TITLES];
  const total = Math.max(request?.total ?? titles.length, titles.length);
  if (total > PRESENTATION_MAX_SLIDES) throw presentationError("too_many_slides");
  while (titles.length < total) titles.push(`Slide ${titles.length + 1}`);
  return titles.map((title, index) => blankSlide(title, index === 0));
}

/** A template's slides, each given its own id, so two decks from one template never share slide ids. */
export function slidesFromTemplate(template: TPresentationTemplate): TPresentationSlide[] {
  return template.slides.map((slide) => ({ ...slide, id: randomUUID() }));
}

/**
 * What a new deck starts with: the slides sent whole, else the chosen template's, else the titles the
 * form sent (or the defaults).
 */
export function initialContent(
  input: Pick<TPresentationCreateInput, "content" | "template" | "slides">,
  findTemplate: (key: string) => TPresentationTemplate | null,
): TPresentationContent {
  if (input.content) return input.content;
  if (input.template) {
    const template = findTemplate(input.template);
    if (!template) throw presentationError("template_not_found");
    return { slides: slidesFromTemplate(template) };
  }
  return { slides: slidesFromTitles(input.slides) };
}

/** What is kept beside the slides for the cards: how many there are, and their titles in order. */
export function summarizeDeck(content: TPresentationContent): { slideCount: number; slideTitles: string[] } {
  if (content.slides.length > PRESENTATION_MAX_SLIDES) throw presentationError("too_many_slides");
  return { slideCount: content.slides.length, slideTitles: content.slides.map((slide) => slide.title) };
}

/** The stored images the slides show, each once: a save checks they are the firm's own. */
export function referencedImageIds(content: TPresentationContent): string[] {
  const ids = content.slides.map((slide) => slide.imageFileId).filter((id): id is string => Boolean(id));
  return [...new Set(ids)];
}
