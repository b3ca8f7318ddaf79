import {
  NEW_PRESENTATION_SLIDE_TITLES,
  type TPresentation,
  type TPresentationConflict,
  type TPresentationListItem,
  type TPresentationSlide,
  type TPresentationTemplate,
} from "@inkundla/shared";

export const PRESENTATION_ID = "11111111-1111-4111-8111-111111111111";
export const AUTHOR_ID = "55555555-5555-4555-8555-555555555555";

export function buildSlides(titles: readonly string[] = NEW_PRESENTATION_SLIDE_TITLES): TPresentationSlide[] {
  return titles.map((title, index) => ({
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(index + 1).padStart(12, "0")}`,
    layout: index === 0 ? "title" : "title-bullets",
    title,
    bullets: [`${title} point`],
    imageFileId: null,
    notes: "",
  }));
}

export function buildPresentationListItem(
  overrides: Partial<TPresentationListItem> = {},
): TPresentationListItem {
  return {
    id: PRESENTATION_ID,
    title: "Heads of argument: Mokoena v Dlamini",
    type: "court",
    template: null,
    clientId: null,
    clientName: null,
    matterId: null,
    matterReference: null,
    matterTitle: null,
    isShared: true,
    version: 3,
    slides: { total: 10, titles: ["Title Slide", "Overview", "Legal Framework"] },
    author: { id: AUTHOR_ID, name: "Thandi Mokoena" },
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-10T08:00:00.000Z",
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

export function buildPresentation(overrides: Partial<TPresentation> = {}): TPresentation {
  return { ...buildPresentationListItem(), content: { slides: buildSlides() }, ...overrides };
}

export function buildPresentationConflict(
  overrides: Partial<TPresentationConflict> = {},
): TPresentationConflict {
  return {
    message: "Sipho Dlamini saved version 4 of this presentation after you opened it.",
    code: "presentation_version_conflict",
    currentVersion: 4,
    savedBy: "Sipho Dlamini",
    savedAt: "2026-03-10T09:15:00.000Z",
    ...overrides,
  };
}

export function buildPresentationTemplate(
  overrides: Partial<TPresentationTemplate> = {},
): TPresentationTemplate {
  return {
    key: "client-briefing",
    name: "Client Briefing",
    description: "Explains where a client's matter stands.",
    presentationType: "client",
    category: "Client care",
    slides: [
      { layout: "title", title: "Briefing: [Matter name]", bullets: [], imageFileId: null, notes: "" },
      {
        layout: "title-bullets",
        title: "Your Options",
        bullets: ["[Option A]"],
        imageFileId: null,
        notes: "",
      },
    ],
    ...overrides,
  };
}
