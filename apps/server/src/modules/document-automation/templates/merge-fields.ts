/**
 * The catalogue of merge fields a document template may use. It is data, so the template screen can list
 * what a drafter may type, and the merge engine can tell a typo (`{{client.nmae}}`) from a real field.
 */

/** How a field's value is written into the document. */
export type MergeFieldKind =
  /** Plain text, HTML-escaped. */
  | "text"
  /** Free text the user types: blank lines become paragraphs, single line breaks become `<br>`. */
  | "multiline"
  /** A calendar date, written in South African long form ("24 November 2026"). */
  | "date"
  /** A list of entries, used only with `{{#each key}}` (and `{{#if key}}`: "the list is not empty"). */
  | "list";

export type MergeFieldGroup = "client" | "matter" | "firm" | "author" | "document" | "people";

export interface MergeFieldDefinition {
  /** The path written between the braces: `client.name` → `{{client.name}}`. */
  key: string;
  label: string;
  description: string;
  example: string;
  kind: MergeFieldKind;
  group: MergeFieldGroup;
  /**
   * For a list: the fields of each entry, written `{{this.name}}` inside `{{#each key}}`. Their keys are
   * relative to the entry (`name`, not `people.name`).
   */
  itemFields?: readonly MergeFieldDefinition[];
}

function field(
  group: MergeFieldGroup,
  key: string,
  label: string,
  description: string,
  example: string,
  kind: MergeFieldKind = "text",
): MergeFieldDefinition {
  return { key, label, description, example, kind, group };
}

/** The fields of each entry of `people` (a party, director, witness, heir…). */
export const PERSON_FIELDS: readonly MergeFieldDefinition[] = [
  field("people", "name", "Full name", "The person's or entity's full name.", "Thandiwe Nomvula Dlamini"),
  field(
    "people",
    "role",
    "Role",
    "What the person is in this document: seller, director, witness, defendant…",
    "Director",
  ),
  field(
    "people",
    "idNumber",
    "Identity or registration number",
    "South African identity number, passport number or company registration number.",
    "8001015009087",
  ),
  field(
    "people",
    "address",
    "Address",
    "Residential, business or chosen address (domicilium).",
    "12 Jacaranda Street, Hatfield, Pretoria, 0083",
  ),
];

export const MERGE_FIELDS: readonly MergeFieldDefinition[] = [
  field(
    "client",
    "client.name",
    "Client name",
    "The client's full name or registered name.",
    "Sipho Mokoena",
  ),
  field("client", "client.email", "Client email", "The client's email address.", "sipho@example.co.za"),
  field(
    "client",
    "client.address",
    "Client address",
    "The client's physical or postal address.",
    "45 Long Street, Cape Town, 8001",
  ),
  field(
    "client",
    "client.idNumber",
    "Client identity number",
    "A natural person's South African identity number (or passport number).",
    "8501015800083",
  ),
  field(
    "client",
    "client.registrationNumber",
    "Client registration number",
    "A company's or close corporation's registration number (CIPC).",
    "2015/123456/07",
  ),
  field("matter", "matter.reference", "Matter reference", "The firm's reference for the matter.", "MOK/0042"),
  field(
    "matter",
    "matter.title",
    "Matter title",
    "A short description of the matter.",
    "Mokoena / Acme Traders: unpaid invoices",
  ),
  field(
    "matter",
    "matter.court",
    "Court",
    "The court in which the matter is heard.",
    "High Court of South Africa, Gauteng Division, Johannesburg",
  ),
  field("matter", "matter.caseNumber", "Case number", "The court's case number.", "2026/012345"),
  field(
    "matter",
    "matter.opposingParty",
    "Opposing party",
    "The other side: debtor, defendant, respondent or counterparty.",
    "Acme Traders (Pty) Ltd",
  ),
  field("firm", "firm.name", "Firm name", "The firm's name.", "Dube & Partners Attorneys"),
  field("firm", "firm.vatNumber", "Firm VAT number", "The firm's VAT registration number.", "4123456789"),
  field(
    "firm",
    "firm.address",
    "Firm address",
    "The firm's street address.",
    "3rd Floor, 10 Fricker Road, Illovo, Johannesburg, 2196",
  ),
  field("firm", "firm.phone", "Firm telephone", "The firm's telephone number.", "011 555 0100"),
  field("firm", "firm.email", "Firm email", "The firm's email address.", "info@dubepartners.co.za"),
  field(
    "firm",
    "firm.registrationNumber",
    "Firm registration number",
    "The firm's company registration number (an incorporated practice) or Legal Practice Council number.",
    "2010/000123/21",
  ),
  field(
    "author",
    "author.name",
    "Author name",
    "The legal practitioner signing the document.",
    "Lerato Dube",
  ),
  field("author", "author.title", "Author title", "The author's title or position.", "Director"),
  field(
    "document",
    "date",
    "Document date",
    "The date the document bears. When none is chosen, today's date is used.",
    "24 November 2026",
    "date",
  ),
  field(
    "document",
    "today",
    "Today's date",
    "The date on which the document is generated.",
    "24 November 2026",
    "date",
  ),
  field(
    "document",
    "details",
    "Details",
    "Free text typed when generating: the facts, amounts and terms particular to this document.",
    "The amount of R50 000 for services rendered in March 2026.",
    "multiline",
  ),
  {
    ...field(
      "people",
      "people",
      "People",
      "The parties, directors, witnesses or other persons the document names, repeated with {{#each people}}.",
      "Thandiwe Dlamini (Director); Pieter van der Merwe (Director)",
      "list",
    ),
    itemFields: PERSON_FIELDS,
  },
];

const FIELDS_BY_KEY = new Map(MERGE_FIELDS.map((definition) => [definition.key, definition]));

/** The catalogue entry for a key, or undefined for a key the catalogue does not know. */
export function findMergeField(key: string): MergeFieldDefinition | undefined {
  return FIELDS_BY_KEY.get(key);
}
