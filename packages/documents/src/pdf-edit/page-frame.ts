import { concatTransformationMatrix, type PDFPage, popGraphicsState, pushGraphicsState } from "pdf-lib";
import type { PdfRect } from "./pdf-edit.types.ts";

/** The page's /Rotate as 0, 90, 180 or 270 (PDF allows any multiple of 90, negative too). */
export function pageRotation(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  return angle as 0 | 90 | 180 | 270;
}

/** A drawing frame whose x runs left to right and y bottom to top as a person sees the page. */
export type UprightFrame = {
  width: number;
  height: number;
  matrix: [number, number, number, number, number, number];
};

/**
 * The frame that makes drawing in a rectangle of user space read upright on a page shown turned by
 * `rotation` (clockwise, as /Rotate turns it): the origin moves to the corner the viewer sees at the
 * bottom-left and the axes turn with the page.
 */
export function uprightFrame(rect: PdfRect, rotation: 0 | 90 | 180 | 270): UprightFrame {
  const { x, y, width, height } = rect;
  switch (rotation) {
    case 0:
      return { width, height, matrix: [1, 0, 0, 1, x, y] };
    case 90:
      return { width: height, height: width, matrix: [0, 1, -1, 0, x + width, y] };
    case 180:
      return { width, height, matrix: [-1, 0, 0, -1, x + width, y + height] };
    case 270:
      return { width: height, height: width, matrix: [0, -1, 1, 0, x, y + height] };
    default: {
      const unhandled: never = rotation;
      throw new Error(`unhandled rotation ${unhandled}`);
    }
  }
}

/** Draws with `draw` inside the frame; pdf-lib's own drawing calls then take the frame's coordinates. */
export function drawInFrame(page: PDFPage, frame: UprightFrame, draw: () => void): void {
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...frame.matrix));
  draw();
  page.pushOperators(popGraphicsState());
}
