import type { BuiltinTemplate } from "../document-template.types.ts";
import { clause, clauses, eachPerson, heading, paragraph } from "./template-html.ts";

/**
 * Section 74(1) of the Companies Act 71 of 2008: unless the Memorandum of Incorporation provides otherwise, a
 * decision the board could take at a meeting may instead be adopted by the written consent of a majority of
 * the directors, each having received notice of the matter, and is as valid as one taken at a meeting.
 */
export const directorsResolutionTemplate: BuiltinTemplate = {
  key: "directors-resolution",
  name: "Written resolution of the board of directors (round robin)",
  description:
    "A resolution of the client company's board adopted in writing under section 74 of the Companies Act 71 of 2008 (round robin), signed by the directors listed as the people of the document.",
  category: "Corporate Documents",
  language: "English",
  documentType: "template",
  wordProcessor: false,
  aliases: [
    "directors resolution",
    "board resolution",
    "round robin resolution",
    "written resolution",
    "resolution of directors",
  ],
  keywords: [
    "resolution",
    "resolved",
    "directors",
    "board",
    "company",
    "section 74",
    "companies act",
    "authorise",
    "signatory",
    "round robin",
  ],
  html: [
    heading("{{client.name}}", 2),
    paragraph("(Registration number {{client.registrationNumber}})", "center"),
    paragraph('("the company")', "center"),
    heading("WRITTEN RESOLUTION OF THE BOARD OF DIRECTORS", 2),
    paragraph(
      "Adopted by written consent of the directors in terms of section 74 of the Companies Act 71 of 2008, each director having received notice of the matter to be decided.",
      "center",
    ),
    heading("RESOLVED THAT:", 3, "left"),
    paragraph("{{details}}"),
    clauses(
      clause(
        "any director of the company is authorised to sign all documents and do all things necessary to give effect to this resolution; and",
      ),
      clause(
        "all that has already been done by any director in anticipation of this resolution is ratified.",
      ),
    ),
    paragraph(
      "This resolution is adopted when signed by a majority of the directors entitled to vote on it, and takes effect on the date of the last of those signatures. It may be signed in counterparts and by electronic signature.",
    ),
    heading("SIGNED BY THE DIRECTORS:", 3, "left"),
    eachPerson(
      paragraph("&nbsp;") +
        paragraph("______________________________") +
        paragraph("<strong>{{this.name}}</strong> ({{this.role}})<br>Date: ____________________"),
    ),
  ].join(""),
};
