import { describe, expect, it } from "vitest";
import { findRequests, jsonResponse, stubFetch } from "../testing/fake-server";
import { apiJson, apiRequest, isNetworkError, readApiErrorCode, readApiErrorMessage } from "./api-client";

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
