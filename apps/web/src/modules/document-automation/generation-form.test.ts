import { describe, expect, it } from "vitest";
import {
  BLANK_PERSON,
  buildGenerationRequest,
  type GenerationForm,
  isTypedInFieldList,
  missingPersonParts,
  targetOfMissingField,
} from "./generation-form";

const CLIENT_ID = "11111111-1111-4111-8111-111111111111";

function buildForm(overrides: Partial<GenerationForm> = {}): GenerationForm {
  return {
    clientId: null,
    matterId: null,
    clientName: "",
    matterRef: "",
    date: "2026-04-08",
    details: "",
    people: [],
    values: {},
    ...overrides,
  };
}

describe("buildGenerationRequest", () => {
  it("sends the typed client name only when no client is picked, and leaves blank values out", () => {
    const typed = buildGenerationRequest(
      "letter-of-demand",
      buildForm({
        clientName: " Sipho Mokoena ",
        values: { "matter.caseNumber": " 12345/2026 ", "firm.phone": " " },
      }),
      { includePeople: false },
    );
    expect(typed.request).toEqual({
      template: { id: "letter-of-demand" },
      data: {
        clientId: null,
        matterId: null,
        clientName: "Sipho Mokoena",
        matterRef: undefined,
        date: "2026-04-08",
        details: "",
        people: [],
        values: { "matter.caseNumber": "12345/2026" },
      },
    });

    const picked = buildGenerationRequest(
      "letter-of-demand",
      buildForm({ clientId: CLIENT_ID, clientName: "Old" }),
      {
        includePeople: false,
      },
    );
    expect(picked.request.data.clientName).toBeUndefined();
    expect(picked.request.data.clientId).toBe(CLIENT_ID);
  });

  it("sends only named people, remembering which row each one sent stands for", () => {
    const built = buildGenerationRequest(
      "directors-resolution",
      buildForm({
        people: [
          { ...BLANK_PERSON, role: "Director" },
          { ...BLANK_PERSON, name: "Thandi Dlamini", idNumber: " " },
          { ...BLANK_PERSON, name: "Pieter Botha", role: "Director" },
        ],
      }),
      { includePeople: true },
    );

    expect(built.request.data.people).toEqual([
      { name: "Thandi Dlamini", role: undefined, idNumber: undefined, address: undefined },
      { name: "Pieter Botha", role: "Director", idNumber: undefined, address: undefined },
    ]);
    expect(built.rowOfPerson).toEqual([1, 2]);
  });
});

describe("targetOfMissingField", () => {
  const context = { hasClient: false, hasMatter: false, rowOfPerson: [1, 2] };

  it("asks for the client name and matter reference in the spec's boxes when nothing is picked", () => {
    expect(targetOfMissingField("client.name", context)).toEqual({ kind: "clientName" });
    expect(targetOfMissingField("matter.reference", context)).toEqual({ kind: "matterRef" });
    expect(targetOfMissingField("client.name", { ...context, hasClient: true })).toEqual({
      kind: "value",
      field: "client.name",
    });
  });

  it("places a missing part of the server's person 2 on the second row sent", () => {
    expect(targetOfMissingField("people[2].idNumber", context)).toEqual({
      kind: "person",
      row: 2,
      part: "idNumber",
    });
    expect(targetOfMissingField("people", context)).toEqual({ kind: "people" });
    expect(
      missingPersonParts([{ field: "people[1].address", label: "Address of person 1" }], [0]).get(0),
    ).toEqual(new Set(["address"]));
  });

  it("types only single values in the check's list, not details, dates or people", () => {
    expect(isTypedInFieldList("matter.caseNumber")).toBe(true);
    expect(isTypedInFieldList("client.name")).toBe(true);
    expect(isTypedInFieldList("details")).toBe(false);
    expect(isTypedInFieldList("people")).toBe(false);
    expect(isTypedInFieldList("people[1].name")).toBe(false);
  });
});
