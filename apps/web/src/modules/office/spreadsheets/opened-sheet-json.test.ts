import { describe, expect, it } from "vitest";
import { parseOpenedSheetJson } from "./opened-sheet-json";

type Cells = Record<string, unknown>;

/** The answer as the server writes it: the card by JSON.stringify, the data as PostgreSQL prints jsonb. */
function serverAnswer(card: Record<string, unknown>, values: Cells, formulas: Cells): string {
  const jsonb = (cells: Cells) =>
    `{${Object.entries(cells)
      .map(([ref, input]) => `${JSON.stringify(ref)}: ${JSON.stringify(input)}`)
      .join(", ")}}`;
  const data = `{"values":${jsonb(values)},"formulas":${jsonb(formulas)},"formats":{"A1": "rand"},"names":{},"frozenRows":1,"columnWidths":{},"calculations":{}}`;
  return `${JSON.stringify(card).slice(0, -1)},"data":${data}}`;
}

/** What JSON.parse makes of the same answer, with the two maps as the lists the reader gives. */
function expectedFrom(text: string) {
  const parsed = JSON.parse(text) as { data: { values: Cells; formulas: Cells } };
  const asList = (cells: Cells) => ({ refs: Object.keys(cells), inputs: Object.values(cells) });
  return {
    ...parsed,
    data: { ...parsed.data, values: asList(parsed.data.values), formulas: asList(parsed.data.formulas) },
  };
}

const card = { id: "7d1f", title: "Damages", version: 3, isShared: false, clientId: null };

describe("reading the editor's answer for a sheet", () => {
  it("gives the cells as lists in the answer's order and everything else as JSON.parse does", () => {
    const text = serverAnswer(
      card,
      { A1: 1500.25, A2: -3, A3: 1.5e-7, B1: "Fees", B2: true, B3: false, C1: null, C2: "" },
      { D1: "=SUM(A1:A3)", D2: "=A1*2" },
    );
    const opened = parseOpenedSheetJson(text);
    expect(opened).toEqual(expectedFrom(text));
    expect(opened).toMatchObject({
      data: {
        values: { refs: ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2"] },
        formulas: { refs: ["D1", "D2"], inputs: ["=SUM(A1:A3)", "=A1*2"] },
        formats: { A1: "rand" },
        frozenRows: 1,
      },
    });
  });

  it("reads escaped quotes, backslashes and other characters in text and formulas", () => {
    const text = serverAnswer(
      { ...card, title: 'A title with "data":{"values": in it' },
      { A1: 'He said "pay"', A2: "C:\\fees\\2026", A3: "Résumé ✓ \u0007", A4: "tab\there" },
      { B1: '=IF(A1>1,"high","low")', B2: '=A2&"\\"', B3: "=A3" },
    );
    expect(parseOpenedSheetJson(text)).toEqual(expectedFrom(text));
  });

  it("reads empty maps", () => {
    const text = serverAnswer(card, {}, {});
    expect(parseOpenedSheetJson(text)).toMatchObject({
      title: "Damages",
      data: { values: { refs: [], inputs: [] }, formulas: { refs: [], inputs: [] } },
    });
  });

  it("reads many generated sheets exactly as JSON.parse does", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pieces = ["a", '"', "\\", "é", "=", ",", ":", "}", "{", " ", "\n", "1"];
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 8) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join("");
    for (let run = 0; run < 200; run += 1) {
      const values: Cells = {};
      const formulas: Cells = {};
      for (let cell = 0; cell < 20; cell += 1) {
        const ref = `${String.fromCharCode(65 + Math.floor(random() * 6))}${1 + Math.floor(random() * 50)}`;
        const kind = random();
        values[ref] =
          kind < 0.4 ? (random() - 0.5) * 10 ** Math.floor(random() * 12) : kind < 0.8 ? text() : kind < 0.9;
        if (random() < 0.3) formulas[ref] = `=${text()}`;
      }
      const answer = serverAnswer(card, values, formulas);
      expect(parseOpenedSheetJson(answer)).toEqual(expectedFrom(answer));
    }
  });

  it("parses an answer laid out otherwise as JSON, leaving its cells as maps", () => {
    const nested = `${JSON.stringify(card).slice(0, -1)},"data":{"values":{"A1":{"x":1}},"formulas":{}}}`;
    expect(parseOpenedSheetJson(nested)).toEqual(JSON.parse(nested));
    const reordered = `${JSON.stringify(card).slice(0, -1)},"data":{"values":{"A1":1},"formats":{},"formulas":{"B1":"=A1"}}}`;
    expect(parseOpenedSheetJson(reordered)).toEqual(JSON.parse(reordered));
    const numericFormula = `${JSON.stringify(card).slice(0, -1)},"data":{"values":{},"formulas":{"B1":2}}}`;
    expect(parseOpenedSheetJson(numericFormula)).toEqual(JSON.parse(numericFormula));
    const withoutData = JSON.stringify(card);
    expect(parseOpenedSheetJson(withoutData)).toEqual(card);
  });

  it("refuses what is not JSON, as JSON.parse does", () => {
    expect(() => parseOpenedSheetJson('{"data":{"values":{"A1":1},"formulas":{}}')).toThrow(SyntaxError);
    expect(() => parseOpenedSheetJson('{"data":{"values":{"A1":-},"formulas":{}}}')).toThrow(SyntaxError);
  });
});
