import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZPerson } from "../schema-fields.ts";

/** The spec's presentation types (section 5), "court" when none is chosen. */
export const PRESENTATION_TYPES = ["court", "client", "training", "template"] as const;
export type TPresentationType = (typeof PRESENTATION_TYPES)[number];
export const PRESENTATION_TYPE_LABELS: Record<TPresentationType, string> = {
  court: "Court",
  client: "Client",
  training: "Training",
  template: "Template",
};

/**
 * How a slide is laid out. Kept to what PowerPoint, a PDF page and the web's thumbnail all draw the
 * same way: a title page, a section divider, bullets, bullets beside a picture, and two columns.
 */
export const PRESENTATION_SLIDE_LAYOUTS = [
  "title",
  "title-bullets",
  "title-image",
  "two-column",
  "section",
] as const;
export type TPresentationSlideLayout = (typeof PRESENTATION_SLIDE_LAYOUTS)[number];
export const PRESENTATION_SLIDE_LAYOUT_LABELS: Record<TPresentationSlideLayout, string> = {
  title: "Title slide",
  "title-bullets": "Title and bullets",
  "title-image": "Title, bullets and image",
  "two-column": "Two columns",
  section: "Section heading",
};

/** The spec's messages (section 5), for the screen's toasts and the server's 400 alike. */
export const PRESENTATION_MESSAGES = {
  title: "Please provide presentation title.",
  tooManySlides: "A presentation can have at most 200 slides.",
  noSlides: "A presentation needs at least one slide.",
} as const;

/** The bound on a deck: larger ones are refused whole, never cut short. */
export const PRESENTATION_MAX_SLIDES = 200;
export const PRESENTATION_MAX_BULLETS = 30;
export const PRESENTATION_MAX_BULLET_CHARS = 500;
export const PRESENTATION_MAX_NOTES_CHARS = 10_000;
export const PRESENTATION_MAX_SLIDE_TITLE_CHARS = 200;
/** A slide image: PNG or JPEG, judged by its bytes, at most 5 MB. */
export const PRESENTATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec section 7: the slides a new deck starts with when no template is chosen. */
export const NEW_PRESENTATION_SLIDE_TITLES = [
  "Title Slide",
  "Overview",
  "Legal Framework",
  "Facts",
  "Analysis",
  "Precedents",
  "Arguments",
  "Conclusion",
  "Recommendations",
  "Questions",
] as const;

/** How many titles a card shows before "+N more". */
export const PRESENTATION_CARD_TITLES = 3;

const ZSlideTitle = z
  .string({ error: "A slide title must be text" })
  .trim()
  .max(PRESENTATION_MAX_SLIDE_TITLE_CHARS, "A slide title must be at most 200 characters");

const ZBulletLines = z
  .array(
    z
      .string({ error: "Each bullet must be text" })
      .max(PRESENTATION_MAX_BULLET_CHARS, "Each bullet must be at most 500 characters"),
    { error: "Bullets must be a list of lines" },
  )
  .max(PRESENTATION_MAX_BULLETS, "A slide can have at most 30 bullets in a column");

const slideFields = {
  layout: z.enum(PRESENTATION_SLIDE_LAYOUTS, { error: "Choose a slide layout from the list" }),
  title: ZSlideTitle,
  bullets: ZBulletLines,
  /** The right-hand column of a two-column slide. */
  secondColumn: ZBulletLines.optional(),
  /** An uploaded slide image (stored file of purpose `presentation_image`). */
  imageFileId: z.uuid("A slide's image must be an uploaded image").nullish(),
  notes: z
    .string({ error: "Speaker notes must be text" })
    .max(PRESENTATION_MAX_NOTES_CHARS, "Speaker notes must be at most 10 000 characters"),
};

export const ZPresentationSlide = z.strictObject({
  id: z.uuid("Each slide needs an id"),
  ...slideFields,
});
export type TPresentationSlide = z.infer<typeof ZPresentationSlide>;

/** A slide of a built-in template, given an id when a deck is made from it. */
export const ZPresentationTemplateSlide = z.strictObject(slideFields);
export type TPresentationTemplateSlide = z.infer<typeof ZPresentationTemplateSlide>;

/** The slides, in order: what `content` holds and every version keeps. */
export const ZPresentationContent = z.strictObject({
  slides: z
    .array(ZPresentationSlide, { error: "Slides must be a list" })
    .min(1, PRESENTATION_MESSAGES.noSlides)
    .max(PRESENTATION_MAX_SLIDES, PRESENTATION_MESSAGES.tooManySlides)
    .refine(
      (slides) => new Set(slides.map((slide) => slide.id)).size === slides.length,
      "Each slide needs its own id",
    ),
});
export type TPresentationContent = z.infer<typeof ZPresentationContent>;

/** A version number: a PostgreSQL integer, so a larger one is refused here rather than by the database. */
const ZVersionNumber = z
  .number({ error: "Version must be a number" })
  .int("Version must be a whole number")
  .min(1, "Version must be at least 1")
  .max(2_147_483_647, "No such version");

const ZTitle = z
  .string({ error: PRESENTATION_MESSAGES.title })
  .trim()
  .min(1, PRESENTATION_MESSAGES.title)
  .max(200, "Presentation title must be at most 200 characters");

const deckFields = {
  title: ZTitle,
  type: z.enum(PRESENTATION_TYPES, { error: "Choose a presentation type from the list" }).default("court"),
  /** The built-in template it was started from (its key), if any. */
  template: z.string().trim().max(100, "Template must be at most 100 characters").nullish(),
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
  isShared: z.boolean({ error: "Shared must be true or false" }).default(false),
};

/**
 * POST, as the spec's form sends it: `slides.titles` (or the ten default titles) become the slides,
 * `slides.total` of them; a `template` brings its own slides; a full `content` is taken as it is.
 */
export const ZPresentationCreateRequest = z.strictObject({
  ...deckFields,
  slides: z
    .strictObject({
      total: z
        .number({ error: "The slide total must be a number" })
        .int("The slide total must be a whole number")
        .min(1, PRESENTATION_MESSAGES.noSlides)
        .max(PRESENTATION_MAX_SLIDES, PRESENTATION_MESSAGES.tooManySlides),
      titles: z
        .array(ZSlideTitle, { error: "Slide titles must be a list" })
        .max(PRESENTATION_MAX_SLIDES, PRESENTATION_MESSAGES.tooManySlides),
    })
    .optional(),
  content: ZPresentationContent.optional(),
});
export type TPresentationCreateRequest = z.input<typeof ZPresentationCreateRequest>;
export type TPresentationCreateInput = z.infer<typeof ZPresentationCreateRequest>;

/**
 * PUT: the deck's details and all its slides, over the version the editor loaded. A save whose
 * `baseVersion` is no longer the deck's version is refused with 409; nothing is overwritten.
 */
export const ZPresentationUpdateRequest = z.strictObject({
  ...deckFields,
  content: ZPresentationContent,
  baseVersion: ZVersionNumber,
});
export type TPresentationUpdateRequest = z.infer<typeof ZPresentationUpdateRequest>;

export const ZPresentationIdParams = z.strictObject({ id: z.uuid("Presentation not found") });
export const ZPresentationVersionParams = z.strictObject({
  id: z.uuid("Presentation not found"),
  version: z.coerce.number({ error: "Version must be a number" }).pipe(ZVersionNumber),
});
export const ZPresentationImageParams = z.strictObject({ fileId: z.uuid("Image not found") });

export const ZPresentationListQuery = z.object({
  matterId: z.uuid("Choose a matter from the list").optional(),
  clientId: z.uuid("Choose a client from the list").optional(),
  search: z.string().trim().max(200).optional(),
  limit: ZPageLimit(50, 200),
  offset: ZPageOffset,
});
export type TPresentationListQuery = z.infer<typeof ZPresentationListQuery>;

/** A card in My Presentations and a row on the matter's Documents tab (no slides: the list stays small). */
export const ZPresentationListItem = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(PRESENTATION_TYPES),
  template: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  matterId: z.uuid().nullable(),
  matterReference: z.string().nullable(),
  matterTitle: z.string().nullable(),
  isShared: z.boolean(),
  version: z.number().int(),
  /** How many slides, and the first three titles (the card adds "+N more"). */
  slides: z.object({ total: z.number().int(), titles: z.array(z.string()) }),
  author: ZPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in person may change it (everyone who sees it). */
  canEdit: z.boolean(),
  /** Whether the signed-in person may delete it (author or firm owner). */
  canDelete: z.boolean(),
});
export type TPresentationListItem = z.infer<typeof ZPresentationListItem>;
export const ZPresentationList = z.array(ZPresentationListItem);

export const ZPresentation = ZPresentationListItem.extend({ content: ZPresentationContent });
export type TPresentation = z.infer<typeof ZPresentation>;

export const ZPresentationVersionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  savedAt: z.string(),
  savedBy: ZPerson,
  slideCount: z.number().int(),
  reason: z.enum(["created", "saved", "restored"]),
});
export type TPresentationVersionSummary = z.infer<typeof ZPresentationVersionSummary>;
export const ZPresentationVersionList = z.array(ZPresentationVersionSummary);

export const ZPresentationVersion = ZPresentationVersionSummary.extend({ content: ZPresentationContent });
export type TPresentationVersion = z.infer<typeof ZPresentationVersion>;

export const ZPresentationRestoreRequest = z.strictObject({ baseVersion: ZVersionNumber });

/** The 409 body of a stale save: who saved the newer version and when, so the screen can offer a reload. */
export const ZPresentationConflict = z.object({
  message: z.string(),
  code: z.literal("presentation_version_conflict"),
  currentVersion: z.number().int(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type TPresentationConflict = z.infer<typeof ZPresentationConflict>;

/** A built-in template: its slides, with prompts in square brackets for the person to replace. */
export const ZPresentationTemplate = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  presentationType: z.enum(PRESENTATION_TYPES),
  category: z.string(),
  slides: z.array(ZPresentationTemplateSlide),
});
export type TPresentationTemplate = z.infer<typeof ZPresentationTemplate>;

/** What an image upload answers: the stored file to name in a slide's `imageFileId`. */
export const ZPresentationImageUpload = z.object({ fileId: z.uuid() });
export type TPresentationImageUpload = z.infer<typeof ZPresentationImageUpload>;

/** The card's view of a deck's titles: the first three, and how many slides there are beyond them. */
export function summarizeSlideTitles(slides: { total: number; titles: readonly string[] }): {
  shown: string[];
  moreCount: number;
} {
  const shown = slides.titles.slice(0, PRESENTATION_CARD_TITLES);
  return { shown, moreCount: Math.max(0, slides.total - shown.length) };
}
