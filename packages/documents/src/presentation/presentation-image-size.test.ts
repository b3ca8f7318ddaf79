import { describe, expect, it } from "vitest";
import { fitImage, readImageSize } from "./presentation-image-size.ts";
import { makePng } from "./presentation-test-files.ts";

/** A JPEG's markers up to its frame header: SOI, an APP0 segment, then SOF0 with 480 × 640. */
const JPEG_HEADER = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03,
]);

describe("readImageSize", () => {
  it("reads a PNG's and a JPEG's pixel size from the header", () => {
    expect(readImageSize(makePng(64, 32))).toEqual({ width: 64, height: 32, kind: "png" });
    expect(readImageSize(JPEG_HEADER)).toEqual({ width: 640, height: 480, kind: "jpeg" });
  });

  it("refuses what is not a readable image: a PDF, a cut-off PNG, an empty image", () => {
    expect(readImageSize(new TextEncoder().encode("%PDF-1.7 not an image"))).toBeNull();
    expect(readImageSize(makePng(10, 10).subarray(0, 14))).toBeNull();
    expect(readImageSize(makePng(0, 10))).toBeNull();
    expect(readImageSize(JPEG_HEADER.subarray(0, 10))).toBeNull();
  });
});

describe("fitImage", () => {
  it("fits a tall picture to the frame's height, centred across", () => {
    expect(fitImage({ width: 100, height: 200 }, { x: 1, y: 1, width: 4, height: 4 })).toEqual({
      x: 2,
      y: 1,
      width: 2,
      height: 4,
    });
  });
});
