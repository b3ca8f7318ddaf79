import { describe, expect, it } from "vitest";
import { BROTLI_FAST_FROM_BYTES, brotliQualityFor, chooseEncoding } from "./web-app.ts";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("brotliQualityFor", () => {
  it("compresses lists at quality 4 and answers of a quarter megabyte or more at the faster quality 2", () => {
    expect(brotliQualityFor(100 * 1024)).toBe(4);
    expect(brotliQualityFor(BROTLI_FAST_FROM_BYTES - 1)).toBe(4);
    expect(brotliQualityFor(BROTLI_FAST_FROM_BYTES)).toBe(2);
    expect(brotliQualityFor(2_300_000)).toBe(2);
  });
});
