import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from "pdf-lib";
import {
  type ContentOperand,
  type ContentOperation,
  ContentStreamError,
  decodeName,
  formatNumber,
  parseContentStream,
  serializeOperation,
} from "./content-stream.ts";
import { type FontMetrics, readFontMetrics, UNKNOWN_FONT } from "./font-metrics.ts";
import {
  type Box,
  boxesIntersect,
  boxOfPoints,
  IDENTITY,
  type Matrix,
  multiply,
  transformPoint,
  translate,
} from "./geometry.ts";

/** A rectangle to redact, in the page's user space (PDF points; the page's bottom-left for ordinary pages). */
export type RedactionArea = { x: number; y: number; width: number; height: number };

type GraphicsState = {
  ctm: Matrix;
  font: FontMetrics;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  horizontalScale: number;
  leading: number;
  rise: number;
};

type Environment = {
  context: PDFContext;
  areas: Box[];
  fonts: Map<PDFDict, FontMetrics>;
  depth: number;
  formCounter: { next: number };
};

const MAX_FORM_DEPTH = 8;

function operandNumber(operand: ContentOperand | undefined): number {
  return operand?.kind === "number" ? operand.value : 0;
}

function resolve(context: PDFContext, value: PDFObject | undefined): PDFObject | undefined {
  return value instanceof PDFRef ? context.lookup(value) : value;
}

function resolveDict(context: PDFContext, value: PDFObject | undefined): PDFDict | undefined {
  const resolved = resolve(context, value);
  if (resolved instanceof PDFDict) return resolved;
  if (resolved instanceof PDFStream) return resolved.dict;
  return undefined;
}

function numbersOf(context: PDFContext, value: PDFObject | undefined): number[] | undefined {
  const array = resolve(context, value);
  if (!(array instanceof PDFArray)) return undefined;
  const numbers = array.asArray().map((item) => resolve(context, item));
  return numbers.every((item) => item instanceof PDFNumber)
    ? numbers.map((item) => (item as PDFNumber).asNumber())
    : undefined;
}

/** The decoded bytes of a stream, whatever pdf-lib class holds it; throws when a filter is unsupported. */
export function streamBytes(stream: PDFObject | undefined): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  if (stream && "getUnencodedContents" in stream && typeof stream.getUnencodedContents === "function") {
    return stream.getUnencodedContents() as Uint8Array;
  }
  throw new ContentStreamError("not a stream");
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const encoder = new TextEncoder();
function ascii(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Page-local copies of the resources and their XObject table, so replacing a form or image on this page leaves other pages alone. */
function cloneResources(context: PDFContext, resources: PDFDict | undefined): PDFDict {
  const copy = context.obj({});
  if (resources) for (const [key, value] of resources.entries()) copy.set(key, value);
  const xObjects = resolveDict(context, copy.get(PDFName.of("XObject")));
  const xObjectCopy = context.obj({});
  if (xObjects) for (const [key, value] of xObjects.entries()) xObjectCopy.set(key, value);
  copy.set(PDFName.of("XObject"), xObjectCopy);
  return copy;
}

type ShowElement = Uint8Array | number;

function showElements(operation: ContentOperation): ShowElement[] {
  const strings = (operand: ContentOperand | undefined): ShowElement[] =>
    operand?.kind === "string" ? [operand.bytes] : [];
  switch (operation.operator) {
    case "TJ": {
      const array = operation.operands[0];
      if (array?.kind !== "array") return [];
      return array.items.flatMap((item): ShowElement[] =>
        item.kind === "number" ? [item.value] : item.kind === "string" ? [item.bytes] : [],
      );
    }
    case "Tj":
    case "'":
      return strings(operation.operands[0]);
    case '"':
      return strings(operation.operands[2]);
    default:
      return [];
  }
}

/**
 * Rewrites one content stream (a page's, or a form's) without what lies under the areas: glyphs of
 * analysable fonts are replaced by kerning of the same width, so the remaining text stays in place;
 * show-text operations of fonts we cannot place, images and inline images touching an area go whole.
 */
function redactContent(
  bytes: Uint8Array,
  resources: PDFDict,
  initial: GraphicsState,
  environment: Environment,
): Uint8Array {
  const { context, areas } = environment;
  const operations = parseContentStream(bytes);
  const fontTable = resolveDict(context, resources.get(PDFName.of("Font")));
  const xObjectTable = resolveDict(context, resources.get(PDFName.of("XObject")));
  const graphicsStates = resolveDict(context, resources.get(PDFName.of("ExtGState")));
  const usedXObjects = new Set<string>();
  const out: Uint8Array[] = [];
  const newline = ascii("\n");

  let state: GraphicsState = { ...initial };
  const stack: GraphicsState[] = [];
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  // After text whose widths we only guessed, the pen's x position is unknown until the next Tm/BT.
  let isPositionUncertain = false;

  const fontMetrics = (value: PDFObject | undefined): FontMetrics => {
    const dict = resolveDict(context, value);
    if (!dict) return UNKNOWN_FONT;
    let metrics = environment.fonts.get(dict);
    if (!metrics) {
      metrics = readFontMetrics(context, dict);
      environment.fonts.set(dict, metrics);
    }
    return metrics;
  };

  const touchesArea = (box: Box) => areas.some((area) => boxesIntersect(box, area));

  const textSpaceToUser = (matrix: Matrix): Matrix =>
    multiply(
      multiply([state.fontSize * state.horizontalScale, 0, 0, state.fontSize, 0, state.rise], matrix),
      state.ctm,
    );

  /** The box of the whole text line band around the pen: used when the pen's x position is not known. */
  const lineBand = (font: FontMetrics): Box => {
    const matrix = textSpaceToUser(lineMatrix);
    const far = 100_000 / Math.max(Math.abs(state.fontSize * state.horizontalScale), 0.001);
    return boxOfPoints(
      [-far, far].flatMap((x) =>
        [font.descent / 1000, font.ascent / 1000].map((y) => transformPoint(matrix, x, y)),
      ),
    );
  };

  const advance = (distance: number) => {
    textMatrix = multiply(translate(distance, 0), textMatrix);
  };

  /** Returns the replacement TJ array when glyphs were removed, "drop" to remove the operation, or null to keep it. */
  const processShow = (elements: ShowElement[]): ContentOperand | "drop" | null => {
    const font = state.font;
    const scale = state.fontSize * state.horizontalScale;
    const isAnalysable = font.isAnalysable && scale !== 0 && !isPositionUncertain;
    const items: ContentOperand[] = [];
    let pending: number[] = [];
    let removedAny = false;
    let touched = false;
    const flushBytes = () => {
      if (pending.length > 0) items.push({ kind: "string", bytes: Uint8Array.from(pending) });
      pending = [];
    };
    const pushNumber = (value: number) => {
      flushBytes();
      const last = items.at(-1);
      if (last?.kind === "number") last.value += value;
      else items.push({ kind: "number", value });
    };
    for (const element of elements) {
      if (typeof element === "number") {
        advance((-element / 1000) * scale);
        pushNumber(element);
        continue;
      }
      const glyphs = font.decode(element);
      for (const glyph of glyphs) {
        const width = glyph.width / 1000;
        const matrix = textSpaceToUser(textMatrix);
        const glyphWidth = Math.max(width, 0.001);
        const box = boxOfPoints([
          transformPoint(matrix, 0, font.descent / 1000),
          transformPoint(matrix, glyphWidth, font.descent / 1000),
          transformPoint(matrix, 0, font.ascent / 1000),
          transformPoint(matrix, glyphWidth, font.ascent / 1000),
        ]);
        const distance =
          (width * state.fontSize + state.charSpacing + (glyph.isWordSpace ? state.wordSpacing : 0)) *
          state.horizontalScale;
        const isUnder = touchesArea(box);
        touched ||= isUnder;
        if (isUnder && isAnalysable) {
          removedAny = true;
          pushNumber((-distance / scale) * 1000);
        } else {
          for (let index = glyph.start; index < glyph.start + glyph.length; index += 1)
            pending.push(element[index] as number);
        }
        advance(distance);
      }
    }
    flushBytes();
    if (!isAnalysable) {
      const band = isPositionUncertain ? touchesArea(lineBand(font)) : false;
      if (!font.isAnalysable) isPositionUncertain = true;
      return touched || band ? "drop" : null;
    }
    return removedAny ? { kind: "array", items } : null;
  };

  const keep = (operation: ContentOperation) => {
    out.push(bytes.subarray(operation.start, operation.end), newline);
  };
  const write = (text: string) => {
    out.push(ascii(text), newline);
  };

  for (const operation of operations) {
    const operands = operation.operands;
    switch (operation.operator) {
      case "q":
        stack.push({ ...state });
        keep(operation);
        break;
      case "Q":
        state = stack.pop() ?? state;
        keep(operation);
        break;
      case "cm": {
        const values = operands.map(operandNumber);
        if (values.length === 6) state.ctm = multiply(values as Matrix, state.ctm);
        keep(operation);
        break;
      }
      case "BT":
        textMatrix = IDENTITY;
        lineMatrix = IDENTITY;
        isPositionUncertain = false;
        keep(operation);
        break;
      case "Tf": {
        const name = operands[0];
        state.font =
          name?.kind === "name"
            ? fontMetrics(fontTable?.get(PDFName.of(decodeName(name.value))))
            : UNKNOWN_FONT;
        state.fontSize = operandNumber(operands[1]);
        keep(operation);
        break;
      }
      case "gs": {
        const name = operands[0];
        const graphicsState =
          name?.kind === "name"
            ? resolveDict(context, graphicsStates?.get(PDFName.of(decodeName(name.value))))
            : undefined;
        const fontEntry = resolve(context, graphicsState?.get(PDFName.of("Font")));
        if (fontEntry instanceof PDFArray) {
          state.font = fontMetrics(fontEntry.get(0));
          state.fontSize =
            (resolve(context, fontEntry.get(1)) as PDFNumber | undefined)?.asNumber?.() ?? state.fontSize;
        }
        keep(operation);
        break;
      }
      case "Tc":
        state.charSpacing = operandNumber(operands[0]);
        keep(operation);
        break;
      case "Tw":
        state.wordSpacing = operandNumber(operands[0]);
        keep(operation);
        break;
      case "Tz":
        state.horizontalScale = operandNumber(operands[0]) / 100;
        keep(operation);
        break;
      case "TL":
        state.leading = operandNumber(operands[0]);
        keep(operation);
        break;
      case "Ts":
        state.rise = operandNumber(operands[0]);
        keep(operation);
        break;
      case "Td":
      case "TD": {
        const tx = operandNumber(operands[0]);
        const ty = operandNumber(operands[1]);
        if (operation.operator === "TD") state.leading = -ty;
        lineMatrix = multiply(translate(tx, ty), lineMatrix);
        textMatrix = lineMatrix;
        keep(operation);
        break;
      }
      case "Tm": {
        const values = operands.map(operandNumber);
        if (values.length === 6) {
          lineMatrix = values as Matrix;
          textMatrix = lineMatrix;
        }
        isPositionUncertain = false;
        keep(operation);
        break;
      }
      case "T*":
        lineMatrix = multiply(translate(0, -state.leading), lineMatrix);
        textMatrix = lineMatrix;
        keep(operation);
        break;
      case "Tj":
      case "TJ":
      case "'":
      case '"': {
        let prefix = "";
        if (operation.operator === '"') {
          state.wordSpacing = operandNumber(operands[0]);
          state.charSpacing = operandNumber(operands[1]);
          prefix = `${formatNumber(state.wordSpacing)} Tw ${formatNumber(state.charSpacing)} Tc `;
        }
        if (operation.operator === "'" || operation.operator === '"') {
          lineMatrix = multiply(translate(0, -state.leading), lineMatrix);
          textMatrix = lineMatrix;
          prefix += "T* ";
        }
        const result = processShow(showElements(operation));
        if (result === null) keep(operation);
        else if (result === "drop") {
          if (prefix) write(prefix.trim());
        } else write(`${prefix}${serializeOperation("TJ", [result])}`);
        break;
      }
      case "Do": {
        const name = operands[0];
        if (name?.kind !== "name") break;
        const key = PDFName.of(decodeName(name.value));
        const xObject = resolve(context, xObjectTable?.get(key));
        if (!(xObject instanceof PDFStream)) {
          keep(operation);
          usedXObjects.add(key.asString());
          break;
        }
        const subtype = xObject.dict.get(PDFName.of("Subtype"));
        if (subtype === PDFName.of("Image")) {
          const box = boxOfPoints([0, 1].flatMap((x) => [0, 1].map((y) => transformPoint(state.ctm, x, y))));
          if (touchesArea(box)) break; // the image is not drawn, so nothing under the area survives in it
          keep(operation);
          usedXObjects.add(key.asString());
          break;
        }
        const replacement = redactForm(xObject, resources, state, environment);
        if (replacement === "keep") {
          keep(operation);
          usedXObjects.add(key.asString());
        } else if (replacement !== "drop" && xObjectTable) {
          const newName = PDFName.of(`Redacted${environment.formCounter.next++}`);
          xObjectTable.set(newName, replacement);
          usedXObjects.add(newName.asString());
          write(`${newName.asString()} Do`);
        }
        break;
      }
      case "BI": {
        const box = boxOfPoints([0, 1].flatMap((x) => [0, 1].map((y) => transformPoint(state.ctm, x, y))));
        if (!touchesArea(box)) keep(operation);
        break;
      }
      case "BDC":
      case "DP": {
        // Marked content may carry the text again (ActualText, Alt, E): dropped on a redacted page.
        const properties = operands[1];
        if (
          properties?.kind === "dict" &&
          ["ActualText", "Alt", "E"].some((key) => properties.entries.has(key))
        ) {
          const entries = new Map(
            [...properties.entries].filter(([key]) => !["ActualText", "Alt", "E"].includes(key)),
          );
          write(
            serializeOperation(operation.operator, [
              operands[0] as ContentOperand,
              { kind: "dict", entries },
            ]),
          );
        } else keep(operation);
        break;
      }
      default:
        keep(operation);
    }
  }

  // A name no longer drawn is taken out of this page's (cloned) table, so the original form or image is
  // not written with the page when nothing else uses it.
  if (xObjectTable) {
    for (const key of xObjectTable.keys()) {
      if (!usedXObjects.has(key.asString())) xObjectTable.delete(key);
    }
  }
  return concatBytes(out);
}

/** A form XObject touching an area becomes a redacted copy; one we cannot read is not drawn at all. */
function redactForm(
  form: PDFStream,
  pageResources: PDFDict,
  state: GraphicsState,
  environment: Environment,
): PDFRef | "keep" | "drop" {
  const { context } = environment;
  const matrix = (numbersOf(context, form.dict.get(PDFName.of("Matrix"))) ?? [...IDENTITY]) as Matrix;
  const bbox = numbersOf(context, form.dict.get(PDFName.of("BBox")));
  const formCtm = multiply(matrix, state.ctm);
  if (bbox && bbox.length === 4) {
    const [x1, y1, x2, y2] = bbox as [number, number, number, number];
    const box = boxOfPoints([
      transformPoint(formCtm, x1, y1),
      transformPoint(formCtm, x2, y1),
      transformPoint(formCtm, x1, y2),
      transformPoint(formCtm, x2, y2),
    ]);
    if (!environment.areas.some((area) => boxesIntersect(box, area))) return "keep";
  }
  if (environment.depth >= MAX_FORM_DEPTH) return "drop";
  try {
    const ownResources = resolveDict(context, form.dict.get(PDFName.of("Resources")));
    const resources = cloneResources(context, ownResources ?? pageResources);
    const bytes = redactContent(
      streamBytes(form),
      resources,
      { ...state, ctm: formCtm },
      {
        ...environment,
        depth: environment.depth + 1,
      },
    );
    const stream = context.flateStream(bytes);
    for (const [key, value] of form.dict.entries()) {
      if (!["Length", "Filter", "DecodeParms"].includes(key.asString().slice(1))) stream.dict.set(key, value);
    }
    stream.dict.set(PDFName.of("Resources"), resources);
    return context.register(stream);
  } catch {
    return "drop";
  }
}

function annotationBox(context: PDFContext, annotation: PDFDict): Box | undefined {
  const rect = numbersOf(context, annotation.get(PDFName.of("Rect")));
  if (rect?.length !== 4) return undefined;
  const [x1, y1, x2, y2] = rect as [number, number, number, number];
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

/** Annotations (and form-field widgets) over an area go, with their pop-ups: their text is in the file too. */
function removeAnnotationsInAreas(context: PDFContext, page: PDFPage, areas: Box[]): void {
  const annotations = resolve(context, page.node.get(PDFName.of("Annots")));
  if (!(annotations instanceof PDFArray)) return;
  const removed = new Set<PDFObject>();
  const entries = annotations.asArray();
  for (const entry of entries) {
    const annotation = resolveDict(context, entry);
    const box = annotation ? annotationBox(context, annotation) : undefined;
    if (annotation && box && areas.some((area) => boxesIntersect(box, area))) {
      removed.add(entry);
      removed.add(annotation);
      const popup = annotation.get(PDFName.of("Popup"));
      if (popup) removed.add(popup);
    }
  }
  if (removed.size === 0) return;
  const kept = entries.filter((entry) => {
    if (removed.has(entry)) return false;
    const annotation = resolveDict(context, entry);
    const parent = annotation?.get(PDFName.of("Parent")) ?? annotation?.get(PDFName.of("IRT"));
    return !(parent && removed.has(parent));
  });
  page.node.set(PDFName.of("Annots"), context.obj(kept));
}

/**
 * Truly redacts one page: the text, images and annotations under the areas are taken out of the page's
 * content (not painted over), then opaque black boxes are drawn where they were. The page's thumbnail,
 * metadata and private application data go too, as they may show or hold what was removed. When the
 * content cannot be read at all, the whole content is removed: a blank page is safe, leaked text is not.
 * The old content streams are left unreferenced; the caller removes unreachable objects before saving.
 */
export function redactPage(
  page: PDFPage,
  areas: readonly RedactionArea[],
  fonts = new Map<PDFDict, FontMetrics>(),
): void {
  if (areas.length === 0) return;
  const context = page.doc.context;
  const boxes: Box[] = areas.map((area) => ({
    x: area.x,
    y: area.y,
    width: area.width,
    height: area.height,
  }));
  const resources = cloneResources(
    context,
    resolveDict(context, page.node.getInheritableAttribute(PDFName.of("Resources"))),
  );
  page.node.set(PDFName.of("Resources"), resources);

  let content: Uint8Array;
  try {
    const contents = resolve(context, page.node.get(PDFName.of("Contents")));
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((item) => resolve(context, item))
        : contents
          ? [contents]
          : [];
    const source = concatBytes(streams.flatMap((stream) => [streamBytes(stream), ascii("\n")]));
    content = redactContent(
      source,
      resources,
      {
        ctm: IDENTITY,
        font: UNKNOWN_FONT,
        fontSize: 0,
        charSpacing: 0,
        wordSpacing: 0,
        horizontalScale: 1,
        leading: 0,
        rise: 0,
      },
      { context, areas: boxes, fonts, depth: 0, formCounter: { next: 1 } },
    );
  } catch {
    content = new Uint8Array();
    resources.set(PDFName.of("XObject"), context.obj({}));
  }
  const boxesOperators = boxes
    .map(
      (box) =>
        `${formatNumber(box.x)} ${formatNumber(box.y)} ${formatNumber(box.width)} ${formatNumber(box.height)} re`,
    )
    .join("\n");
  const stream = context.flateStream(
    concatBytes([ascii("q\n"), content, ascii(`\nQ\nq\n0 0 0 rg\n${boxesOperators}\nf\nQ\n`)]),
  );
  page.node.set(PDFName.of("Contents"), context.register(stream));
  for (const key of ["Thumb", "Metadata", "PieceInfo"]) page.node.delete(PDFName.of(key));
  removeAnnotationsInAreas(context, page, boxes);
}
