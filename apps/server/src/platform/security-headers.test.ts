import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { securityHeadersFor } from "./security-headers.ts";

/** The headers helmet's own middleware leaves on a real response. */
function headersHelmetSets(options: HelmetOptions): Record<string, unknown> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => {});
  return response.getHeaders();
}

describe("security headers worked out once", () => {
  const policies: [string, HelmetOptions][] = [
    ["helmet's defaults", {}],
    [
      "a policy of our own without HSTS (an http address)",
      {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
        },
        hsts: false,
      },
    ],
  ];

  it.each(policies)("are the headers helmet sets on a response, for %s", (_name, options) => {
    expect(Object.fromEntries(securityHeadersFor(options))).toEqual(headersHelmetSets(options));
  });

  it("include the content security policy and nosniff, and HSTS only when asked for", () => {
    const headers = new Map(securityHeadersFor({ hsts: false }));
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.has("strict-transport-security")).toBe(false);
    expect(new Map(securityHeadersFor({})).get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });
});
