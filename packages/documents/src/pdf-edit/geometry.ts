/** A PDF transformation matrix [a b c d e f], applied to row vectors as the PDF specification does. */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** An axis-aligned box in user space: x, y its lower-left corner. */
export type Box = { x: number; y: number; width: number; height: number };

/** first × second: apply `first`, then `second` (how `cm` and text matrices compose). */
export function multiply(first: Matrix, second: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = first;
  const [a2, b2, c2, d2, e2, f2] = second;
  return [
    a1 * a2 + b1 * c2,
    a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2,
    c1 * b2 + d1 * d2,
    e1 * a2 + f1 * c2 + e2,
    e1 * b2 + f1 * d2 + f2,
  ];
}

export function translate(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

export function transformPoint(matrix: Matrix, x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

export function boxOfPoints(points: readonly [number, number][]): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const TOUCH = 0.01;

/**
 * Whether two boxes overlap by more than a hair (a glyph whose edge merely meets a redaction box's edge
 * is the neighbour's, not under it). A box with no width or height (text of size 0, still extractable)
 * counts when it lies on or inside the other.
 */
export function boxesIntersect(first: Box, second: Box): boolean {
  const overlapX = Math.min(first.x + first.width, second.x + second.width) - Math.max(first.x, second.x);
  const overlapY = Math.min(first.y + first.height, second.y + second.height) - Math.max(first.y, second.y);
  const isThinX = first.width < TOUCH || second.width < TOUCH;
  const isThinY = first.height < TOUCH || second.height < TOUCH;
  return (overlapX > TOUCH || (isThinX && overlapX >= 0)) && (overlapY > TOUCH || (isThinY && overlapY >= 0));
}
