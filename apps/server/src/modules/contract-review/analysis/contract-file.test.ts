import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { ContractFileError, readContractFile, sniffContractFile } from "./contract-file.ts";

describe("sniffContractFile", () => {
  it("knows a PDF, a DOCX (a ZIP), a DOC (an OLE file) and text by their bytes, whatever the name", () => {
    expect(sniffContractFile(strToU8("%PDF-1.7 …"))).toBe("pdf");
    expect(sniffContractFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBe("docx");
    expect(sniffContractFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("doc");
    expect(sniffContractFile(strToU8("1. PARTIES\r\nThe Lessor and the Lessee\tagree"))).toBe("txt");
    expect(sniffContractFile(new Uint8Array([0xff, 0xfe, 0x31, 0x00]))).toBe("txt");
    expect(sniffContractFile(strToU8("{\\rtf1\\ansi 1. PARTIES\\par}"))).toBe("rtf");
  });

  it("refuses an image, a program and binary bytes posing as text", () => {
    expect(sniffContractFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffContractFile(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(sniffContractFile(new Uint8Array(200).fill(0x01))).toBeNull();
  });
});

describe("readContractFile", () => {
  it("reads a text contract", async () => {
    await expect(
      readContractFile({ name: "lease.txt", bytes: strToU8("1. LEASE\nThe premises are let.") }),
    ).resolves.toContain("The premises are let.");
  });

  it("reads the words of a Rich Text Format contract saved with a .doc name", async () => {
    const rtf =
      "{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}1. DURATION\\par 1.1 A fixed period of 36 months.\\par}";
    await expect(readContractFile({ name: "lease.doc", bytes: strToU8(rtf) })).resolves.toBe(
      "1. DURATION\n1.1 A fixed period of 36 months.",
    );
  });

  it("says an empty document holds no contract, and an unknown file what the screen accepts", async () => {
    await expect(readContractFile({ name: "blank.txt", bytes: strToU8(" \n\n ") })).rejects.toThrow(
      /empty: it holds no contract text/,
    );
    await expect(
      readContractFile({
        name: "photo.pdf",
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      }),
    ).rejects.toBeInstanceOf(ContractFileError);
  });

  it("reads a 10 MB single line without stalling", async () => {
    const line = "The Lessee shall pay rent monthly in advance ".repeat(230_000).slice(0, 10 * 1024 * 1024);
    const started = performance.now();
    const text = await readContractFile({ name: "one-line.txt", bytes: strToU8(line) });
    expect(text.length).toBeGreaterThan(10_000_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
