import { describe, expect, it } from "vitest";
import { inlineContentDisposition } from "./content-disposition.ts";

describe("inlineContentDisposition", () => {
  it("gives a plain ASCII name as it is, in both forms", () => {
    expect(inlineContentDisposition("receipt-2026-03.pdf")).toBe(
      "inline; filename=\"receipt-2026-03.pdf\"; filename*=UTF-8''receipt-2026-03.pdf",
    );
  });

  it("percent-encodes UTF-8 in filename* and falls back to underscores in filename", () => {
    expect(inlineContentDisposition("Kwitansie – Ngcobo é.pdf")).toBe(
      "inline; filename=\"Kwitansie _ Ngcobo _.pdf\"; filename*=UTF-8''Kwitansie%20%E2%80%93%20Ngcobo%20%C3%A9.pdf",
    );
  });

  it("escapes the characters RFC 5987 leaves out and keeps quotes, backslashes and % out of the fallback", () => {
    expect(inlineContentDisposition(`Smith's (copy) *final* 100%"\\.pdf`)).toBe(
      'inline; filename="Smith\'s (copy) *final* 100___.pdf"; ' +
        "filename*=UTF-8''Smith%27s%20%28copy%29%20%2Afinal%2A%20100%25%22%5C.pdf",
    );
  });

  it("does not throw on half of a broken character pair", () => {
    expect(inlineContentDisposition("scan\uD83D.pdf")).toBe(
      "inline; filename=\"scan_.pdf\"; filename*=UTF-8''scan%EF%BF%BD.pdf",
    );
  });
});
