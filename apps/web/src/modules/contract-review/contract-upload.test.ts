import { CONTRACT_MAX_FILE_BYTES } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { fileOfSize } from "./contract-review-test-fixtures";
import {
  buildContractSubmission,
  checkContractFile,
  hasContract,
  textContractTitle,
} from "./contract-upload";

const TODAY = new Date("2026-03-10T09:00:00+02:00");
const NO_INPUT = { file: null, text: "", contractType: "", matterId: null };

describe("checkContractFile", () => {
  it("accepts PDF, Word and text files up to 10 MB, whatever the case of their extension", () => {
    for (const name of ["lease.pdf", "lease.DOC", "lease.docx", "lease.txt"]) {
      expect(checkContractFile(fileOfSize(name, CONTRACT_MAX_FILE_BYTES)), name).toBeNull();
    }
  });

  it("refuses a file over 10 MB as too large", () => {
    expect(checkContractFile(fileOfSize("lease.pdf", CONTRACT_MAX_FILE_BYTES + 1))).toBe("fileTooLarge");
  });

  it("refuses a file of another type, and one whose name only contains an accepted extension", () => {
    expect(checkContractFile(fileOfSize("lease.odt", 10))).toBe("invalidFileType");
    expect(checkContractFile(fileOfSize("lease.pdf.exe", 10))).toBe("invalidFileType");
  });
});

describe("hasContract", () => {
  it("needs a file or pasted text that is not blank", () => {
    expect(hasContract({ file: null, text: "  \n " })).toBe(false);
    expect(hasContract({ file: null, text: "1. Parties" })).toBe(true);
    expect(hasContract({ file: fileOfSize("lease.pdf", 10), text: "" })).toBe(true);
  });
});

describe("buildContractSubmission", () => {
  it("sends a chosen file titled by its name, instead of pasted text", () => {
    const file = fileOfSize("Lease - Unit 4.pdf", 10);
    const built = buildContractSubmission(
      { ...NO_INPUT, file, text: "Pasted words", matterId: "m-1" },
      TODAY,
    );

    expect(built).toEqual({
      submission: {
        kind: "file",
        file,
        contractType: "General Contract",
        contractTitle: "Lease - Unit 4.pdf",
        matterId: "m-1",
      },
    });
  });

  it("titles pasted text 'Text Contract - ' and today's date, keeping a contract type given", () => {
    const built = buildContractSubmission(
      { ...NO_INPUT, text: "1. Parties", contractType: "  Lease Agreement " },
      TODAY,
    );

    expect(built).toEqual({
      submission: {
        kind: "text",
        contractText: "1. Parties",
        contractType: "Lease Agreement",
        contractTitle: "Text Contract - 10 Mar 2026",
        matterId: null,
      },
    });
    expect(textContractTitle(TODAY)).toBe("Text Contract - 10 Mar 2026");
  });

  it("stops with 'no contract' when there is neither a file nor text, and with the file's problem", () => {
    expect(buildContractSubmission({ ...NO_INPUT, text: "   " }, TODAY)).toEqual({ problem: "noContract" });
    expect(
      buildContractSubmission({ ...NO_INPUT, file: fileOfSize("scan.png", 10), text: "1. Parties" }, TODAY),
    ).toEqual({ problem: "invalidFileType" });
  });

  it("shortens a file name longer than the 200 characters a title may have", () => {
    const built = buildContractSubmission(
      { ...NO_INPUT, file: fileOfSize(`${"a".repeat(250)}.pdf`, 10) },
      TODAY,
    );
    expect("submission" in built && built.submission.contractTitle).toBe("a".repeat(200));
  });
});
