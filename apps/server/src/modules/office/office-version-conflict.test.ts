import { describe, expect, it } from "vitest";
import { versionConflictError } from "./office-version-conflict.ts";

// 09:30 UTC is 11:30 in Johannesburg.
const SAVED_AT = new Date("2026-03-14T09:30:00Z");

describe("the 409 of a stale save", () => {
  it("names who saved which version of the thing, and when in South African time", () => {
    const error = versionConflictError("spreadsheet", "spreadsheet_version_conflict", {
      version: 4,
      savedAt: SAVED_AT,
      savedByName: "Thandi Nkosi",
    });
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe("spreadsheet_version_conflict");
    expect(error.message).toMatch(
      /^Thandi Nkosi saved version 4 of this spreadsheet at .*11:30.*, after you opened it\. Reload to see their changes\.$/,
    );
    expect(error.details).toEqual({
      currentVersion: 4,
      savedBy: "Thandi Nkosi",
      savedAt: "2026-03-14T09:30:00.000Z",
    });
  });

  it("ends with the editor's own advice when one is given", () => {
    const error = versionConflictError(
      "document",
      "document_version_conflict",
      { version: 2, savedAt: SAVED_AT, savedByName: "Thandi Nkosi" },
      "Reload to see their changes; your text is not lost.",
    );
    expect(error.message).toMatch(
      /of this document at .*Reload to see their changes; your text is not lost\.$/,
    );
  });

  it("says a former member saved it when the saver's account is gone", () => {
    const error = versionConflictError("presentation", "presentation_version_conflict", {
      version: 3,
      savedAt: SAVED_AT,
      savedByName: null,
    });
    expect(error.message).toMatch(/^A former member saved version 3 of this presentation/);
    expect(error.details).toMatchObject({ savedBy: "A former member" });
  });
});
