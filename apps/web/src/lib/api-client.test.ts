import { afterEach, describe, expect, it, vi } from "vitest";
import { findRequests, jsonResponse, stubFetch } from "../testing/fake-server";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  downloadFile,
  EARLY_GET_MS,
  isNetworkError,
  readApiErrorCode,
  readApiErrorMessage,
  readApiErrorStatus,
  startEarlyGet,
} from "./api-client";

describe("apiRequest", () => {
  it("sends cookies and neither a body nor a content type when there is no body", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));

    await apiRequest("POST", "/api/auth/logout");

    const [request] = findRequests(fetchMock, "/api/auth/logout");
    expect(request).toMatchObject({ method: "POST", credentials: "include" });
    expect(request?.body).toBeUndefined();
    expect(request?.headers).toBeUndefined();
  });

  it("sends a body as JSON with a JSON content type", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { user: {} }));

    await apiRequest("POST", "/api/auth/login", { email: "a@b.co.za", password: "secret" });

    const [request] = findRequests(fetchMock, "/api/auth/login");
    expect(request?.headers).toEqual({ "Content-Type": "application/json" });
    expect(request?.body).toBe(JSON.stringify({ email: "a@b.co.za", password: "secret" }));
  });

  it("throws '<status>: <body>' for a non-OK answer", async () => {
    stubFetch(() => jsonResponse(401, { message: "Invalid email or password", code: "INVALID_CREDENTIALS" }));

    await expect(apiRequest("POST", "/api/auth/login", {})).rejects.toThrow(
      '401: {"message":"Invalid email or password","code":"INVALID_CREDENTIALS"}',
    );
  });

  it("throws '<status>: <status text>' when a non-OK answer has no body", async () => {
    stubFetch(() => new Response(null, { status: 503, statusText: "Service Unavailable" }));

    await expect(apiRequest("GET", "/api/dashboard/stats")).rejects.toThrow("503: Service Unavailable");
  });

  it("parses the JSON of an OK answer", async () => {
    stubFetch(() => jsonResponse(200, { totalUsers: 3 }));

    await expect(apiJson("GET", "/api/admin/stats")).resolves.toEqual({ totalUsers: 3 });
  });
});

describe("readApiErrorMessage", () => {
  it("extracts the server message from an API error", () => {
    const error = new Error(
      '429: {"message":"Too many attempts. Try again in a minute.","code":"RATE_LIMITED"}',
    );

    expect(readApiErrorMessage(error)).toBe("Too many attempts. Try again in a minute.");
  });

  it("returns null when the error carries no server message", () => {
    expect(readApiErrorMessage(new Error("502: Bad Gateway"))).toBeNull();
    expect(readApiErrorMessage(new Error('400: {"code":"BAD_INPUT"}'))).toBeNull();
    expect(readApiErrorMessage(new Error('400: {"message":"  "}'))).toBeNull();
    expect(readApiErrorMessage(new Error("something else"))).toBeNull();
    expect(readApiErrorMessage("401: nope")).toBeNull();
  });
});

describe("readApiErrorCode", () => {
  it("extracts the server's error code, or null when there is none", () => {
    expect(readApiErrorCode(new Error('403: {"message":"Verify first","code":"email_not_verified"}'))).toBe(
      "email_not_verified",
    );
    expect(readApiErrorCode(new Error("502: Bad Gateway"))).toBeNull();
    expect(readApiErrorCode(new Error('400: {"message":"x"}'))).toBeNull();
    expect(readApiErrorCode(new TypeError("Failed to fetch"))).toBeNull();
  });
});

describe("isNetworkError", () => {
  it("treats the TypeError that fetch throws without an answer as a network error", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new Error("500: {}"))).toBe(false);
  });
});

describe("readApiErrorStatus", () => {
  it("reads the HTTP status of an API error, null for any other error", () => {
    expect(readApiErrorStatus(new Error('401: {"message":"Not signed in"}'))).toBe(401);
    expect(readApiErrorStatus(new Error("503: Service Unavailable"))).toBe(503);
    expect(readApiErrorStatus(new TypeError("Failed to fetch"))).toBeNull();
    expect(readApiErrorStatus("404: nope")).toBeNull();
  });
});

describe("apiMultipart", () => {
  it("posts the form with cookies and lets the browser set the multipart content type", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { fileId: "file-1" }));
    const form = new FormData();
    form.append("file", new File(["logo"], "logo.png", { type: "image/png" }));

    await expect(apiMultipart("/api/billing/profile/logo", form)).resolves.toEqual({ fileId: "file-1" });

    const [request] = findRequests(fetchMock, "/api/billing/profile/logo");
    expect(request).toMatchObject({ method: "POST", credentials: "include" });
    expect(request?.body).toBe(form);
    expect(request?.headers).toBeUndefined();
  });

  it("throws '<status>: <body>' for a refused upload, as every request does", async () => {
    stubFetch(() => jsonResponse(415, { message: "The file must be a PDF, PNG or JPEG", code: "file_type" }));

    const refusal = apiMultipart("/api/billing/expenses", new FormData());
    await expect(refusal).rejects.toThrow('415: {"message":"The file must be a PDF, PNG or JPEG"');
    await expect(refusal.catch(readApiErrorMessage)).resolves.toBe("The file must be a PDF, PNG or JPEG");
  });
});

describe("downloadFile", () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  function captureSaves() {
    const saved: { href: string; download: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:file"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    return saved;
  }

  it("saves the file under the name the server gives it, with cookies sent", async () => {
    const saved = captureSaves();
    const fetchMock = stubFetch(
      () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: { "Content-Disposition": 'attachment; filename="INV-0007.pdf"' },
        }),
    );

    await expect(downloadFile("/api/billing/invoices/inv-7/pdf", "invoice.pdf")).resolves.toBe(
      "INV-0007.pdf",
    );

    expect(saved).toEqual([{ href: "blob:file", download: "INV-0007.pdf" }]);
    expect(findRequests(fetchMock, "/api/billing/invoices/inv-7/pdf")[0]).toMatchObject({
      method: "GET",
      credentials: "include",
    });
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("uses the suggested name when the server names none", async () => {
    const saved = captureSaves();
    stubFetch(() => new Response("Client,Current\n", { status: 200 }));

    await downloadFile("/api/billing/reports/aged-debtors?format=csv", "aged-debtors.csv");

    expect(saved.map((file) => file.download)).toEqual(["aged-debtors.csv"]);
  });

  it("throws the server's refusal and saves nothing", async () => {
    const saved = captureSaves();
    stubFetch(() => jsonResponse(400, { message: "date: The date cannot be in the future", code: "x" }));

    await expect(downloadFile("/api/trust-accounting/reports/x?format=pdf", "x.pdf")).rejects.toThrow(
      /^400: /,
    );
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe("startEarlyGet", () => {
  const path = "/api/office/spreadsheets/sheet-1?calculations=omit";

  it("hands its answer to the first GET of the same path, which does not ask again", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: "sheet-1" }));
    startEarlyGet(path);

    await expect(apiJson("GET", path)).resolves.toEqual({ id: "sheet-1" });
    expect(findRequests(fetchMock, path)).toHaveLength(1);
    // Handed over once: the next read asks the server again.
    await apiJson("GET", path);
    expect(findRequests(fetchMock, path)).toHaveLength(2);
  });

  it("takes in the answer's body as it arrives, before the screen asks for it", async () => {
    const chunks = ['{"id":', '"sheet-1"}'];
    let chunksRead = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[chunksRead];
        if (chunk === undefined) return controller.close();
        chunksRead += 1;
        controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    stubFetch(() => new Response(body, { status: 200, headers: { "Content-Type": "application/json" } }));
    startEarlyGet(path);

    // Left unread, a browser stops receiving once its buffer is full: here nothing asked, yet all is read.
    await vi.waitFor(() => expect(chunksRead).toBe(chunks.length));
    await expect(apiJson("GET", path)).resolves.toEqual({ id: "sheet-1" });
  });

  it("is not handed over once it is older than EARLY_GET_MS: the screen reads afresh", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: "sheet-1" }));
    startEarlyGet(path, Date.now() - EARLY_GET_MS - 1);

    await apiJson("GET", path);
    expect(findRequests(fetchMock, path)).toHaveLength(2);
  });

  it("leaves a refused answer to the screen's own request, which reports it as every request does", async () => {
    const fetchMock = stubFetch(() => jsonResponse(401, { message: "Not signed in" }));
    startEarlyGet(path);

    await expect(apiJson("GET", path)).rejects.toThrow('401: {"message":"Not signed in"}');
    expect(findRequests(fetchMock, path)).toHaveLength(2);
  });

  it("is taken only by a GET of exactly its path", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    startEarlyGet(path);

    await apiRequest("PUT", path, {});
    await apiJson("GET", "/api/office/spreadsheets/sheet-2?calculations=omit");
    await apiJson("GET", path);
    // The early GET and the PUT went out; the last GET took the early answer instead of asking again.
    expect(findRequests(fetchMock, path).map((request) => request.method)).toEqual(["GET", "PUT"]);
  });
});
