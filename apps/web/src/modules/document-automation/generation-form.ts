import type { TGenerateRequest, TMergeCheck } from "@inkundla/shared";

/** One row of the people list, as typed (every part may still be blank). */
export interface PersonRow {
  name: string;
  role: string;
  idNumber: string;
  address: string;
}

export type PersonPart = keyof PersonRow;

export const BLANK_PERSON: PersonRow = { name: "", role: "", idNumber: "", address: "" };

/** The Generate form as typed: the picked client and matter, the spec's free-text inputs and the fills. */
export interface GenerationForm {
  clientId: string | null;
  matterId: string | null;
  clientName: string;
  matterRef: string;
  date: string;
  details: string;
  people: PersonRow[];
  /** Values typed for fields the records lack ("matter.caseNumber"), keyed by the field. */
  values: Record<string, string>;
}

/** The request built from the form, and which row of the form each person sent stands for. */
export interface BuiltGeneration {
  request: TGenerateRequest;
  /** rowOfPerson[n - 1] is the form row of the server's "person n". */
  rowOfPerson: number[];
}

function blankToUndefined(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The generation request. A person needs a name (the server refuses a nameless one), so a row without
 * one is not sent, and the rows sent are remembered to place the server's "ID number of person 2". The
 * free-text client name and matter reference only count when nothing was picked.
 */
export function buildGenerationRequest(
  templateId: string,
  form: GenerationForm,
  options: { includePeople: boolean },
): BuiltGeneration {
  const rowOfPerson: number[] = [];
  const people: TGenerateRequest["data"]["people"] = [];
  if (options.includePeople) {
    form.people.forEach((row, index) => {
      if (row.name.trim() === "") return;
      rowOfPerson.push(index);
      people.push({
        name: row.name.trim(),
        role: blankToUndefined(row.role),
        idNumber: blankToUndefined(row.idNumber),
        address: blankToUndefined(row.address),
      });
    });
  }
  const values = Object.fromEntries(
    Object.entries(form.values)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ""),
  );
  return {
    request: {
      template: { id: templateId },
      data: {
        clientId: form.clientId,
        matterId: form.matterId,
        clientName: form.clientId ? undefined : blankToUndefined(form.clientName),
        matterRef: form.matterId ? undefined : blankToUndefined(form.matterRef),
        date: blankToUndefined(form.date),
        details: form.details.trim(),
        people,
        values,
      },
    },
    rowOfPerson,
  };
}

/** Where the value of a missing field is typed. */
export type MissingFieldTarget =
  /** The spec's free-text client name, when no client is picked. */
  | { kind: "clientName" }
  /** The spec's matter reference, when no matter is picked. */
  | { kind: "matterRef" }
  | { kind: "details" }
  | { kind: "date" }
  /** The list is empty: a person must be added. */
  | { kind: "people" }
  /** One part of one row of the people list. */
  | { kind: "person"; row: number; part: PersonPart }
  /** A single value the records lack, typed into `values`. */
  | { kind: "value"; field: string };

const PERSON_PARTS: readonly PersonPart[] = ["name", "role", "idNumber", "address"];
const PERSON_FIELD = /^people\[(\d+)\]\.(\w+)$/;

/** Where the person is asked for a field the check listed as missing. */
export function targetOfMissingField(
  field: string,
  context: { hasClient: boolean; hasMatter: boolean; rowOfPerson: readonly number[] },
): MissingFieldTarget {
  if (field === "client.name" && !context.hasClient) return { kind: "clientName" };
  if (field === "matter.reference" && !context.hasMatter) return { kind: "matterRef" };
  if (field === "details") return { kind: "details" };
  if (field === "date") return { kind: "date" };
  if (field === "people") return { kind: "people" };
  const person = PERSON_FIELD.exec(field);
  if (person) {
    const part = PERSON_PARTS.find((candidate) => candidate === person[2]);
    const row = context.rowOfPerson[Number(person[1]) - 1];
    if (part && row !== undefined) return { kind: "person", row, part };
  }
  return { kind: "value", field };
}

/** The missing fields of the people list, by row and part, to mark on the list's inputs. */
export function missingPersonParts(
  missing: TMergeCheck["missing"],
  rowOfPerson: readonly number[],
): Map<number, Set<PersonPart>> {
  const parts = new Map<number, Set<PersonPart>>();
  for (const { field } of missing) {
    const target = targetOfMissingField(field, { hasClient: true, hasMatter: true, rowOfPerson });
    if (target.kind !== "person") continue;
    const rowParts = parts.get(target.row) ?? new Set<PersonPart>();
    rowParts.add(target.part);
    parts.set(target.row, rowParts);
  }
  return parts;
}

/** A row with other parts typed but no name: it is not sent, and the screen says it needs a name. */
export function isNamelessPerson(row: PersonRow): boolean {
  return row.name.trim() === "" && PERSON_PARTS.some((part) => row[part].trim() !== "");
}

/**
 * Whether a missing field is typed in the check's own list of boxes: the client name and matter
 * reference (when nothing is picked) and the values the records lack. Details, the date and the people
 * have inputs of their own on the form.
 */
export function isTypedInFieldList(field: string): boolean {
  const kind = targetOfMissingField(field, { hasClient: false, hasMatter: false, rowOfPerson: [] }).kind;
  return (kind === "clientName" || kind === "matterRef" || kind === "value") && !field.startsWith("people");
}
