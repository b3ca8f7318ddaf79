import type { TPresentationSlide } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  bulletsFromText,
  canAddSlide,
  duplicateSlide,
  moveSlide,
  removeSlide,
  textFromBullets,
  updateSlide,
} from "./slide-deck";

function slide(title: string): TPresentationSlide {
  return {
    id: crypto.randomUUID(),
    layout: "title-bullets",
    title,
    bullets: ["Point"],
    imageFileId: null,
    notes: "",
  };
}

const titles = (slides: TPresentationSlide[]) => slides.map((each) => each.title);

describe("editing a deck's slides", () => {
  const deck = [slide("One"), slide("Two"), slide("Three")];

  it("moves a slide up or down one place, and not past either end", () => {
    expect(titles(moveSlide(deck, 1, -1).slides)).toEqual(["Two", "One", "Three"]);
    expect(moveSlide(deck, 1, 1)).toMatchObject({ index: 2 });
    expect(titles(moveSlide(deck, 0, -1).slides)).toEqual(["One", "Two", "Three"]);
    expect(titles(moveSlide(deck, 2, 1).slides)).toEqual(["One", "Two", "Three"]);
    expect(titles(deck)).toEqual(["One", "Two", "Three"]);
  });

  it("duplicates a slide right after itself with a new id and its own bullet list", () => {
    const { slides, index } = duplicateSlide(deck, 0);
    expect(titles(slides)).toEqual(["One", "One", "Two", "Three"]);
    expect(index).toBe(1);
    expect(slides[1]?.id).not.toBe(slides[0]?.id);
    expect(slides[1]?.bullets).not.toBe(slides[0]?.bullets);
  });

  it("removes a slide but never the last one", () => {
    expect(removeSlide(deck, 2)).toMatchObject({ index: 1 });
    expect(titles(removeSlide(deck, 2).slides)).toEqual(["One", "Two"]);
    const single = [slide("Only")];
    expect(titles(removeSlide(single, 0).slides)).toEqual(["Only"]);
  });

  it("changes only the slide named", () => {
    const changed = updateSlide(deck, 1, { title: "Changed" });
    expect(titles(changed)).toEqual(["One", "Changed", "Three"]);
    expect(changed[0]).toBe(deck[0]);
  });

  it("stops adding at 200 slides", () => {
    expect(canAddSlide(Array.from({ length: 199 }, () => slide("x")))).toBe(true);
    expect(canAddSlide(Array.from({ length: 200 }, () => slide("x")))).toBe(false);
  });

  it("reads bullets one per line and writes them back the same", () => {
    expect(bulletsFromText("")).toEqual([]);
    expect(bulletsFromText("First\r\nSecond\n")).toEqual(["First", "Second", ""]);
    expect(textFromBullets(["First", "Second"])).toBe("First\nSecond");
  });
});
