import { XMLParser } from "fast-xml-parser";
import { XmlDocumentError } from "./sources.errors.ts";

/** An element with its namespace prefix dropped ("akn:section" → "section"). */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlNode[] };
export type XmlNode = XmlElement | string;

/**
 * A DTD is how XML declares entities, and entities are how XML attacks a reader: an external entity
 * reads a file or a URL (XXE), nested ones expand a few bytes into gigabytes ("billion laughs"). No
 * legal document we import needs one, so any DOCTYPE or ENTITY declaration refuses the whole file
 * before a parser sees it.
 */
const DTD_DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/i;

/** The five entities XML predefines and numeric character references: all a DTD-free document may use. */
const XML_REFERENCE = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const PREDEFINED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// Entity processing stays off in the parser itself (so a declaration slipping past the check above would
// still expand nothing); references are decoded here in one pass, so "&amp;#60;" stays "&#60;".
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export function decodeXmlReferences(text: string): string {
  return text.replace(XML_REFERENCE, (reference, decimal, hexadecimal, name) => {
    if (name) return PREDEFINED_ENTITIES[name] ?? reference;
    const codePoint = Number.parseInt(decimal ?? hexadecimal, decimal ? 10 : 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\uFFFD";
  });
}

/** Whether the XML declares a DTD or entities, which `parseXml` refuses. */
export function declaresDtd(xml: string): boolean {
  return DTD_DECLARATION.test(xml);
}

/**
 * The document's root element. Refuses a DOCTYPE or ENTITY declaration (`unsafe_xml`) and XML that is
 * not well formed (`malformed_xml`); comments, processing instructions and the XML declaration are dropped.
 */
export function parseXml(xml: string): XmlElement {
  if (declaresDtd(xml)) {
    throw new XmlDocumentError(
      "unsafe_xml",
      "The XML declares a DOCTYPE or entities, which are refused: they can read files or expand without limit.",
    );
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(xml, true);
  } catch (error) {
    throw new XmlDocumentError("malformed_xml", `The XML is not well formed: ${(error as Error).message}`);
  }
  const roots = toNodes(parsed).filter((node): node is XmlElement => typeof node !== "string");
  const root = roots[0];
  if (!root) throw new XmlDocumentError("malformed_xml", "The XML has no root element.");
  return root;
}

type ParsedNode = Record<string, unknown>;

function toNodes(parsed: unknown): XmlNode[] {
  if (!Array.isArray(parsed)) return [];
  return (parsed as ParsedNode[]).flatMap((node): XmlNode[] => {
    if (typeof node["#text"] === "string") return [decodeXmlReferences(node["#text"])];
    const name = Object.keys(node).find((key) => key !== ":@");
    if (!name || name.startsWith("?") || name === "#comment") return [];
    const rawAttributes = (node[":@"] ?? {}) as Record<string, unknown>;
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(rawAttributes)) {
      if (typeof value === "string") attributes[key] = decodeXmlReferences(value);
    }
    return [{ name, attributes, children: toNodes(node[name]) }];
  });
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== "string" && (name === undefined || child.name === name),
  );
}

export function firstChild(element: XmlElement | null | undefined, name: string): XmlElement | null {
  return element ? (childElements(element, name)[0] ?? null) : null;
}

/** The first element of that name anywhere below, depth first. */
export function findDescendant(element: XmlElement | null | undefined, name: string): XmlElement | null {
  if (!element) return null;
  for (const child of childElements(element)) {
    if (child.name === name) return child;
    const found = findDescendant(child, name);
    if (found) return found;
  }
  return null;
}

/** All the text below an element, whitespace collapsed. */
export function textOf(element: XmlElement | null | undefined): string {
  if (!element) return "";
  const collect = (node: XmlNode): string =>
    typeof node === "string" ? node : node.name === "eol" ? " " : node.children.map(collect).join("");
  return collect(element).replace(/\s+/g, " ").trim();
}
