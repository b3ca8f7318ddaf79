import { describe, expect, it } from "vitest";
import { apiJson } from "../lib/api-client";
import { findRequests, jsonResponse, stubFetch } from "../testing/fake-server";
import { startEarlyReads } from "./early-reads";

describe("startEarlyReads", () => {
  it("starts reading the sheet the address opens, which the editor's read then takes", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: "sheet-9" }));
    startEarlyReads({ pathname: "/legal-spreadsheets", search: "?tab=editor&id=sheet-9" });
    const path = "/api/office/spreadsheets/sheet-9?calculations=omit";
    expect(findRequests(fetchMock, path)).toHaveLength(1);

    await apiJson("GET", path);
    expect(findRequests(fetchMock, path)).toHaveLength(1);
  });

  it("reads nothing early for any other address", () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    startEarlyReads({ pathname: "/legal-spreadsheets", search: "?tab=my-spreadsheets" });
    startEarlyReads({ pathname: "/dashboard", search: "?id=sheet-9" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
