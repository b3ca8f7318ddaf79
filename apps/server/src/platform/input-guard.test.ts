import { describe, expect, it } from "vitest";
import { findInputProblem, MAX_INPUT_DEPTH, textProblemOf } from "./input-guard.ts";

describe("textProblemOf", () => {
  it("accepts text in every official language, emoji and other characters outside the basic plane", () => {
    for (const text of ["Ṱhalitshani Ṋemaḓivhani", "Môreson, Eë", "Sešweu", "Ngiyabonga 👍", "𝒜"]) {
      expect(textProblemOf(text), text).toBeNull();
    }
  });

  it("finds a NUL character and a lone surrogate, high or low", () => {
    expect(textProblemOf("Acme\u0000 Ltd")).toBe("nul");
    expect(textProblemOf("Acme \ud800")).toBe("surrogate");
    expect(textProblemOf("\udc00 Acme")).toBe("surrogate");
  });
});

describe("findInputProblem", () => {
  it("names the field a bad value is in, also in arrays and in object keys", () => {
    expect(findInputProblem({ client: { names: ["ok", "bad\u0000"] } })).toEqual({
      kind: "text",
      path: "client.names.1",
      problem: "nul",
    });
    expect(findInputProblem({ "\ud800": 1 })).toMatchObject({ kind: "text", problem: "surrogate" });
  });

  it("refuses nesting deeper than the limit without overflowing the stack", () => {
    let deep: unknown = "leaf";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findInputProblem(deep)).toEqual({ kind: "depth" });
    let allowed: unknown = "leaf";
    for (let level = 0; level < MAX_INPUT_DEPTH; level += 1) allowed = { child: allowed };
    expect(findInputProblem(allowed)).toBeNull();
  });

  it("refuses a line break in a name, title or subject, but keeps it in notes and addresses", () => {
    expect(findInputProblem({ name: "Acme\nLtd" })).toEqual({ kind: "multi_line", path: "name" });
    expect(findInputProblem({ parties: [{ firstName: "Thandi\r" }] })).toEqual({
      kind: "multi_line",
      path: "parties.0.firstName",
    });
    expect(findInputProblem({ subject: "Fees\u2028due" })).toMatchObject({ kind: "multi_line" });
    expect(findInputProblem({ notes: "Line one\nLine two", address: "1 Long St\nCape Town" })).toBeNull();
  });

  it("lets numbers, booleans, null and plain text through", () => {
    expect(findInputProblem({ amount: 1e308, flag: true, nothing: null, name: "Naidoo & Co" })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });
});
