import { elementLines, LineWriter, writeElement } from "./akoma-ntoso-lines.ts";
import { XmlDocumentError } from "./sources.errors.ts";
import { childElements, firstChild, parseXml, textOf, type XmlElement } from "./xml-tree.ts";

/**
 * What a unit of text is, so it can be cited the way lawyers do: "s 25(1)" for a section, "item 26 of
 * Schedule 6" for a section of a Schedule, "Schedule 4, Part A" for Schedule text outside any item.
 */
export type AknSectionKind = "section" | "schedule-item" | "schedule-text";

/**
 * A chapter of the body, or a Schedule. `number` is the bare designation ("1", "6A"); whether it is a
 * Chapter or a Schedule follows from the section's kind.
 */
export type AknChapter = { number: string; heading: string | null };

export type AknSubsection = { id: string; number: string; text: string };

export type AknSection = {
  /**
   * The pinpoint: the element's id ("section-25"), made unique in the document. Ids inside a Schedule
   * start with the Schedule's name ("schedule-6/section-26", since every Schedule numbers from 1 again),
   * and an id the source repeats gets "~2", "~3", …
   */
  id: string;
  kind: AknSectionKind;
  /** "25", "230A"; for Schedule text, the part it comes from ("Part B") or the Schedule's number. */
  number: string;
  heading: string | null;
  chapter: AknChapter | null;
  /** The whole text: each subsection, paragraph and list item on its own line, after its number. */
  text: string;
  /** The subsections, numbered without brackets ("1" for "(1)"), their text without their own number. */
  subsections: AknSubsection[];
};

export type AknDocument = {
  frbrUri: string | null;
  title: string | null;
  /** ISO 639-1 where there is one ("en", "af", "zu", "xh"); else the three letters the file gives. */
  language: string | null;
  /** The expression's date: the date of this version of the text. */
  date: string | null;
  preamble: string | null;
  sections: AknSection[];
};

/** The official languages of South Africa (and a few others): Akoma Ntoso writes ISO 639-2, we keep 639-1. */
const TWO_LETTER_LANGUAGES: Record<string, string> = {
  eng: "en",
  afr: "af",
  zul: "zu",
  xho: "xh",
  sot: "st",
  tsn: "tn",
  ssw: "ss",
  ven: "ve",
  tso: "ts",
  nbl: "nr",
  fra: "fr",
  fre: "fr",
  por: "pt",
  deu: "de",
  ger: "de",
};

const BODY_ELEMENTS = ["body", "mainBody", "judgmentBody", "debateBody"] as const;

/** Groupings below a chapter that carry no pinpoint of their own: their sections are collected. */
const CONTAINER_ELEMENTS = new Set([
  "part",
  "subpart",
  "division",
  "subdivision",
  "subchapter",
  "title",
  "subtitle",
  "book",
  "tome",
  "article",
  "hcontainer",
]);

const CONTAINER_LABELS = new Set(["num", "heading", "subheading"]);
const SECTION_LABELS: ReadonlySet<string> = new Set(["num", "heading", "subheading"]);
const SUBSECTION_LABELS: ReadonlySet<string> = new Set(["num"]);

type Scope = { chapter: AknChapter | null; schedule: { idPrefix: string } | null };

type ScheduleText = { section: AknSection; writer: LineWriter };

class UniqueIds {
  private readonly seen = new Map<string, number>();

  take(id: string): string {
    const count = (this.seen.get(id) ?? 0) + 1;
    this.seen.set(id, count);
    return count === 1 ? id : `${id}~${count}`;
  }
}

/** Schedule text is written as the walk meets it, and its sections' text is set when the walk ends. */
type Reading = { ids: UniqueIds; sections: AknSection[]; scheduleTexts: ScheduleText[] };

/**
 * Reads an Akoma Ntoso act (2.0 or 3.0) into its sections, in document order: the body's sections, then
 * each Schedule's items and text. Refuses XML with a DOCTYPE (see `parseXml`) and XML that is not Akoma Ntoso.
 */
export function readAkomaNtoso(xml: string): AknDocument {
  const root = parseXml(xml);
  const document = root.name === "akomaNtoso" ? childElements(root)[0] : undefined;
  if (!document) {
    throw new XmlDocumentError(
      "not_akoma_ntoso",
      `The XML's root is <${root.name}>, not an Akoma Ntoso document.`,
    );
  }
  const identification = firstChild(firstChild(document, "meta"), "identification");
  const work = firstChild(identification, "FRBRWork");
  const expression = firstChild(identification, "FRBRExpression");
  const preamble = elementLines(firstChild(document, "preamble") ?? emptyElement(), new Set()).join("\n");

  const reading: Reading = { ids: new UniqueIds(), sections: [], scheduleTexts: [] };
  const body = BODY_ELEMENTS.map((name) => firstChild(document, name)).find((element) => element !== null);
  if (body) collectProvisions(body, { chapter: null, schedule: null }, reading, null);
  // Akoma Ntoso 2.0 puts <components> beside the act, under the root; 3.0 puts <attachments> inside it.
  const components =
    firstChild(root, "components") ??
    firstChild(document, "components") ??
    firstChild(document, "attachments");
  childElements(components ?? emptyElement()).forEach((component, index) => {
    readSchedule(component, index, reading);
  });
  for (const { section, writer } of reading.scheduleTexts) section.text = writer.finish().join("\n");

  return {
    frbrUri: attribute(firstChild(work, "FRBRuri"), "value"),
    title: documentTitle(document, work),
    language: languageCode(attribute(firstChild(expression, "FRBRlanguage"), "language")),
    date: attribute(firstChild(expression, "FRBRdate"), "date"),
    preamble: preamble === "" ? null : preamble,
    sections: reading.sections,
  };
}

function emptyElement(): XmlElement {
  return { name: "", attributes: {}, children: [] };
}

function attribute(element: XmlElement | null, name: string): string | null {
  const value = element?.attributes[name]?.trim();
  return value ? value : null;
}

function documentTitle(document: XmlElement, work: XmlElement | null): string | null {
  const alias =
    attribute(firstChild(work, "FRBRalias"), "value") ?? attribute(firstChild(work, "FRBRname"), "value");
  if (alias) return alias;
  const docTitle = childElements(firstChild(document, "preface") ?? emptyElement())
    .map((element) => (element.name === "docTitle" ? element : firstChild(element, "docTitle")))
    .find((element) => element !== null);
  return textOf(docTitle) || null;
}

function languageCode(code: string | null): string | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  return TWO_LETTER_LANGUAGES[lower] ?? lower;
}

/**
 * Walks a body or a Schedule. `scheduleText` is where text outside any section goes: in a Schedule such
 * text is law (Schedule 4's list of functional areas), in the body it is at most a stray cross-heading.
 */
function collectProvisions(
  container: XmlElement,
  scope: Scope,
  reading: Reading,
  scheduleText: (() => ScheduleText) | null,
): void {
  for (const child of childElements(container)) {
    if (child.name === "section") {
      reading.sections.push(readSection(child, scope, reading));
    } else if (child.name === "chapter" && !scope.schedule) {
      const chapter = {
        number: textOf(firstChild(child, "num")),
        heading: textOf(firstChild(child, "heading")) || null,
      };
      collectProvisions(child, { ...scope, chapter }, reading, null);
    } else if (CONTAINER_ELEMENTS.has(child.name) || child.name === "chapter") {
      collectProvisions(
        child,
        scope,
        reading,
        scope.schedule ? lazyScheduleText(child, scope, reading) : null,
      );
    } else if (!CONTAINER_LABELS.has(child.name) && scheduleText) {
      const target = scheduleText();
      writeElement(target.writer, child);
      if (child.name === "subsection")
        target.section.subsections.push(readSubsection(child, scope, reading, null));
    }
  }
}

/** The Schedule text of one part (or of the Schedule itself), made when its first words are met. */
function lazyScheduleText(
  container: XmlElement,
  scope: Scope,
  reading: Reading,
  label?: { number: string },
): () => ScheduleText {
  let made: ScheduleText | null = null;
  return () => {
    if (made) return made;
    const containerId = elementId(container) ?? container.name;
    const isScheduleItself = label !== undefined;
    const section: AknSection = {
      id: reading.ids.take(
        isScheduleItself ? containerId : `${scope.schedule?.idPrefix ?? ""}${containerId}`,
      ),
      kind: "schedule-text",
      number: label?.number ?? `${capitalise(container.name)} ${textOf(firstChild(container, "num"))}`.trim(),
      heading: isScheduleItself ? null : textOf(firstChild(container, "heading")) || null,
      chapter: scope.chapter,
      text: "",
      subsections: [],
    };
    made = { section, writer: new LineWriter() };
    reading.sections.push(section);
    reading.scheduleTexts.push(made);
    return made;
  };
}

/** Akoma Ntoso 3.0 names an element by its eId ("sec_25"), 2.0 by its id ("section-25"). */
function elementId(element: XmlElement): string | null {
  return element.attributes.eId ?? element.attributes.id ?? null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A Schedule: its number and heading from its alias ("Schedule 6: Transitional Arrangements"). */
function readSchedule(component: XmlElement, index: number, reading: Reading): void {
  const scheduleDocument =
    childElements(component).find((child) => firstChild(child, "mainBody") !== null) ??
    (firstChild(component, "mainBody") ? component : null);
  if (!scheduleDocument) return;
  const name = scheduleDocument.attributes.name ?? elementId(component) ?? `schedule-${index + 1}`;
  const work = firstChild(firstChild(firstChild(scheduleDocument, "meta"), "identification"), "FRBRWork");
  const alias = attribute(firstChild(work, "FRBRalias"), "value") ?? "";
  const aliasParts = /^\S+\s+(\d+[A-Za-z]?)\s*(?::\s*(.+))?$/.exec(alias);
  const chapter: AknChapter = {
    number: (aliasParts?.[1] ?? /(\d+[a-z]?)$/i.exec(name)?.[1] ?? String(index + 1)).toUpperCase(),
    heading: aliasParts ? (aliasParts[2]?.trim() ?? null) : alias || null,
  };
  const scope: Scope = { chapter, schedule: { idPrefix: `${name}/` } };
  const mainBody = firstChild(scheduleDocument, "mainBody")!;
  // The Schedule's own text (outside any part or item) is cited as the Schedule: its id is its name.
  const scheduleText = lazyScheduleText({ ...mainBody, attributes: { id: name } }, scope, reading, {
    number: chapter.number,
  });
  // A lone <article> (or <hcontainer>) under <mainBody> is the Schedule itself, not a part of it.
  const topLevel = childElements(mainBody);
  const scheduleRoot =
    topLevel.length === 1 && (topLevel[0]!.name === "article" || topLevel[0]!.name === "hcontainer")
      ? topLevel[0]!
      : mainBody;
  collectProvisions(scheduleRoot, scope, reading, scheduleText);
}

function readSection(element: XmlElement, scope: Scope, reading: Reading): AknSection {
  const written = {
    number: textOf(firstChild(element, "num")).replace(/\.$/, ""),
    heading: textOf(firstChild(element, "heading")) || null,
  };
  const { number, heading } = repairSplitNumber(written.number, written.heading);
  const writtenId = elementId(element) ?? `section-${number}`;
  // When the letter is put back on the number, it goes back on the id too: "section-230" → "section-230A".
  const baseId =
    number !== written.number &&
    /[-_]$/.test(writtenId.slice(0, -written.number.length)) &&
    writtenId.endsWith(written.number)
      ? `${writtenId.slice(0, -written.number.length)}${number}`
      : writtenId;
  const prefix = scope.schedule?.idPrefix ?? "";
  return {
    id: reading.ids.take(`${prefix}${baseId}`),
    kind: scope.schedule ? "schedule-item" : "section",
    number,
    heading,
    chapter: scope.chapter,
    text: elementLines(element, SECTION_LABELS).join("\n"),
    subsections: childElements(element, "subsection").map((subsection) =>
      readSubsection(subsection, scope, reading, { from: writtenId, to: baseId }),
    ),
  };
}

function readSubsection(
  element: XmlElement,
  scope: Scope,
  reading: Reading,
  rebase: { from: string; to: string } | null,
): AknSubsection {
  const number = textOf(firstChild(element, "num")).replace(/^[([]\s*|\s*[)\]]$/g, "");
  let id = elementId(element) ?? `${rebase?.to ?? "subsection"}.${number}`;
  const isBelowSection = rebase && (id.startsWith(`${rebase.from}.`) || id.startsWith(`${rebase.from}__`));
  if (rebase && isBelowSection) id = `${rebase.to}${id.slice(rebase.from.length)}`;
  return {
    id: reading.ids.take(`${scope.schedule?.idPrefix ?? ""}${id}`),
    number,
    text: elementLines(element, SUBSECTION_LABELS).join("\n"),
  };
}

/**
 * Markdown converters read "230A. Municipal loans" as the number "230" and the heading "A. Municipal
 * loans" (the Constitution's files do). A bare number followed by a one-letter heading prefix is put back.
 */
function repairSplitNumber(
  number: string,
  heading: string | null,
): { number: string; heading: string | null } {
  const split = heading ? /^([A-Z])\.\s+(\S.*)$/.exec(heading) : null;
  if (!/^\d+$/.test(number) || !split) return { number, heading };
  return { number: `${number}${split[1]}`, heading: split[2]! };
}

/** A plain-text rendering: title, preamble, then each chapter's heading and each section's text. */
export function writeAkomaNtosoText(document: AknDocument): string {
  const lines: string[] = [];
  if (document.title) lines.push(document.title, "");
  if (document.preamble) lines.push(document.preamble, "");
  let currentChapter: AknChapter | null = null;
  for (const section of document.sections) {
    if (section.chapter && section.chapter !== currentChapter) {
      const word = section.kind === "section" ? "Chapter" : "Schedule";
      lines.push(
        `${word} ${section.chapter.number}${section.chapter.heading ? `: ${section.chapter.heading}` : ""}`,
        "",
      );
    }
    currentChapter = section.chapter;
    const label = section.kind === "schedule-text" ? section.number : `${section.number}.`;
    const headingLine = [label, section.heading].filter(Boolean).join(" ");
    lines.push(headingLine, section.text, "");
  }
  return lines.join("\n").trim();
}
