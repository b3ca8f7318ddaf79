/**
 * A rectangle on a PDF page in PDF points, measured from the page's bottom-left corner, as the
 * session's annotations and redactions store it (the server draws and redacts in these units).
 */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box on the screen in CSS pixels, measured from the top-left corner of the drawn page. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * What the overlays need of a page's viewport: its drawn size and the two conversions. pdf.js's
 * `PageViewport` has this shape; `createPageViewport` below makes one without pdf.js (tests, thumbnails
 * of a page not yet loaded).
 */
export interface PageViewportLike {
  width: number;
  height: number;
  scale: number;
  rotation: number;
  convertToViewportRectangle(rect: number[]): number[];
  convertToPdfPoint(x: number, y: number): number[];
}

/** Rounds to 1/100 of a point: finer than any printer, and it keeps saved edits readable. */
function roundPoints(value: number): number {
  // `|| 0` turns the -0 a rounding can give into 0, which reads better in a saved edit.
  return Math.round(value * 100) / 100 || 0;
}

/** The rotations a page may be shown at; anything else is brought to the nearest quarter turn. */
export function normaliseRotation(degrees: number): 0 | 90 | 180 | 270 {
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return ([0, 90, 180, 270] as const)[quarter] ?? 0;
}

/**
 * A viewport for a page whose media box is `viewBox` ([x0, y0, x1, y1] in points), drawn at `scale`
 * CSS pixels per point and turned clockwise by `rotation`. Same geometry as pdf.js: PDF y grows upward,
 * the screen's downward, so the y axis is flipped and the page's top-left lands at the origin.
 */
export function createPageViewport({
  viewBox,
  scale,
  rotation = 0,
}: {
  viewBox: [number, number, number, number];
  scale: number;
  rotation?: number;
}): PageViewportLike {
  const [x0, y0, x1, y1] = viewBox;
  const turned = normaliseRotation(rotation);
  const centerX = (x0 + x1) / 2;
  const centerY = (y0 + y1) / 2;
  // The rotation (with the y flip) as a 2×2 matrix [a b; c d] applied as (x, y) → (a·x + c·y, b·x + d·y).
  const matrices: Record<typeof turned, [number, number, number, number]> = {
    0: [1, 0, 0, -1],
    90: [0, 1, 1, 0],
    180: [-1, 0, 0, 1],
    270: [0, -1, -1, 0],
  };
  const [a, b, c, d] = matrices[turned];
  const isSideways = turned === 90 || turned === 270;
  const width = (isSideways ? y1 - y0 : x1 - x0) * scale;
  const height = (isSideways ? x1 - x0 : y1 - y0) * scale;
  // The page's centre goes to the centre of the drawn box.
  const translateX = width / 2 - (a * centerX + c * centerY) * scale;
  const translateY = height / 2 - (b * centerX + d * centerY) * scale;
  const toScreen = (x: number, y: number): [number, number] => [
    (a * x + c * y) * scale + translateX,
    (b * x + d * y) * scale + translateY,
  ];
  const determinant = a * d - b * c;
  return {
    width,
    height,
    scale,
    rotation: turned,
    convertToViewportRectangle: ([left = 0, bottom = 0, right = 0, top = 0]) => [
      ...toScreen(left, bottom),
      ...toScreen(right, top),
    ],
    convertToPdfPoint: (screenX, screenY) => {
      const u = (screenX - translateX) / scale;
      const v = (screenY - translateY) / scale;
      return [(d * u - c * v) / determinant, (a * v - b * u) / determinant];
    },
  };
}

/** Where a rectangle in PDF points is drawn on the page, in CSS pixels from its top-left corner. */
export function pdfRectToScreenBox(rect: PdfRect, viewport: PageViewportLike): ScreenBox {
  const [ax = 0, ay = 0, bx = 0, by = 0] = viewport.convertToViewportRectangle([
    rect.x,
    rect.y,
    rect.x + rect.width,
    rect.y + rect.height,
  ]);
  return {
    left: Math.min(ax, bx),
    top: Math.min(ay, by),
    width: Math.abs(bx - ax),
    height: Math.abs(by - ay),
  };
}

/** A point in PDF points for a point on the drawn page (CSS pixels from its top-left corner). */
export function screenPointToPdf(
  point: { left: number; top: number },
  viewport: PageViewportLike,
): { x: number; y: number } {
  const [x = 0, y = 0] = viewport.convertToPdfPoint(point.left, point.top);
  return { x: roundPoints(x), y: roundPoints(y) };
}

/**
 * The rectangle in PDF points covered by a box drawn on the screen, whichever way the page is turned
 * (two opposite corners are converted and the rectangle spans them).
 */
export function screenBoxToPdfRect(box: ScreenBox, viewport: PageViewportLike): PdfRect {
  const [ax = 0, ay = 0] = viewport.convertToPdfPoint(box.left, box.top);
  const [bx = 0, by = 0] = viewport.convertToPdfPoint(box.left + box.width, box.top + box.height);
  const x = roundPoints(Math.min(ax, bx));
  const y = roundPoints(Math.min(ay, by));
  return {
    x,
    y,
    width: roundPoints(Math.max(ax, bx) - x),
    height: roundPoints(Math.max(ay, by) - y),
  };
}

/**
 * The box a drag from `start` to `end` outlines, kept inside the page (a drag may leave it). Dragging
 * up or left works as well as down and right.
 */
export function dragToScreenBox(
  start: { left: number; top: number },
  end: { left: number; top: number },
  page: { width: number; height: number },
): ScreenBox {
  const clamp = (value: number, limit: number) => Math.min(Math.max(value, 0), limit);
  const left = clamp(Math.min(start.left, end.left), page.width);
  const top = clamp(Math.min(start.top, end.top), page.height);
  const right = clamp(Math.max(start.left, end.left), page.width);
  const bottom = clamp(Math.max(start.top, end.top), page.height);
  return { left, top, width: right - left, height: bottom - top };
}

/** A drag shorter than this (CSS pixels) either way was a click, not a rectangle. */
export const MINIMUM_DRAG_PIXELS = 4;

export function isDragLargeEnough(box: ScreenBox): boolean {
  return box.width >= MINIMUM_DRAG_PIXELS && box.height >= MINIMUM_DRAG_PIXELS;
}

/** The scale at which a page `pageWidthPoints` wide fills `availableWidth` CSS pixels. */
export function fitWidthScale(pageWidthPoints: number, availableWidth: number): number {
  if (pageWidthPoints <= 0 || availableWidth <= 0) return 1;
  return Math.round((availableWidth / pageWidthPoints) * 1000) / 1000;
}
