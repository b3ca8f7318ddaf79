import type { TPresentationContent, TPresentationType } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * A firm presentation: the newest version's slides (title, layout, bullets, image, speaker notes) in
 * `content`, with the count and titles the cards show kept beside it so a list never reads the slides.
 * `version` rises with every save; a save naming an older version is refused (409).
 */
export const officePresentationTable = pgTable(
  "office_presentation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => userTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: text("type").$type<TPresentationType>().notNull(),
    template: text("template"),
    clientId: uuid("client_id").references(() => clientTable.id, { onDelete: "set null" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    isShared: boolean("is_shared").notNull().default(false),
    version: integer("version").notNull().default(1),
    slideCount: integer("slide_count").notNull(),
    slideTitles: text("slide_titles").array().notNull().default(sql`'{}'::text[]`),
    content: jsonb("content").$type<TPresentationContent>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("office_presentation_firm_updated_idx").on(
      table.firmId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("office_presentation_matter_idx").on(table.matterId),
    check(
      "office_presentation_type_known",
      sql`${table.type} in ('court', 'client', 'training', 'template')`,
    ),
    check("office_presentation_version_positive", sql`${table.version} >= 1`),
    check("office_presentation_slides_bounded", sql`${table.slideCount} between 1 and 200`),
  ],
);

/** Every saved state of a presentation, newest = the deck's `version`; kept until the deck is deleted. */
export const officePresentationVersionTable = pgTable(
  "office_presentation_version",
  {
    presentationId: uuid("presentation_id")
      .notNull()
      .references(() => officePresentationTable.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<TPresentationContent>().notNull(),
    reason: text("reason").$type<"created" | "saved" | "restored">().notNull(),
    savedByUserId: text("saved_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.presentationId, table.version] }),
    check(
      "office_presentation_version_reason_known",
      sql`${table.reason} in ('created', 'saved', 'restored')`,
    ),
  ],
);
