import { decodeWindows1252 } from "../../corpus/index.ts";

/**
 * The text of a Rich Text Format document: what many "Word" files saved as .doc really are. Only the
 * words are kept: paragraphs and line breaks become new lines, tabs stay, `\'hh` is read as Windows-1252
 * (RTF's \ansi default), `\uN` as the Unicode character (with its fallback skipped), and the groups that
 * hold no body text (fonts, colours, styles, document information, pictures, anything marked `\*`) are
 * left out. Tables' cells and rows end with a tab and a new line.
 */

/** Groups whose content is never body text. */
const SKIPPED_DESTINATIONS = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "pict",
  "object",
  "header",
  "footer",
  "headerl",
  "headerr",
  "footerl",
  "footerr",
  "listtable",
  "listoverridetable",
  "rsidtbl",
  "generator",
  "xmlnstbl",
  "themedata",
  "colorschememapping",
  "latentstyles",
  "datastore",
  "revtbl",
  "pgdsctbl",
]);

export function isRtf(text: string): boolean {
  return text.trimStart().startsWith("{\\rtf");
}

export function readRtfText(rtf: string): string {
  const out: string[] = [];
  // Per open group: whether its content is skipped, and how many characters follow a \uN as its fallback.
  const groups: { skip: boolean; unicodeSkip: number }[] = [{ skip: false, unicodeSkip: 1 }];
  let pendingFallback = 0;
  let index = 0;
  const current = () => groups[groups.length - 1]!;
  const emit = (text: string) => {
    if (current().skip) return;
    if (pendingFallback > 0) {
      pendingFallback -= 1;
      return;
    }
    out.push(text);
  };
  while (index < rtf.length) {
    const character = rtf[index]!;
    if (character === "{") {
      groups.push({ ...current() });
      index += 1;
      continue;
    }
    if (character === "}") {
      if (groups.length > 1) groups.pop();
      index += 1;
      continue;
    }
    if (character === "\r" || character === "\n") {
      index += 1;
      continue;
    }
    if (character !== "\\") {
      emit(character);
      index += 1;
      continue;
    }
    const next = rtf[index + 1] ?? "";
    if (next === "'") {
      const code = Number.parseInt(rtf.slice(index + 2, index + 4), 16);
      if (!Number.isNaN(code)) emit(decodeWindows1252(new Uint8Array([code])));
      index += 4;
      continue;
    }
    if (next === "*") {
      current().skip = true;
      index += 2;
      continue;
    }
    if (!/[a-z]/i.test(next)) {
      // An escaped symbol: \\ \{ \} are the characters, \~ a non-breaking space, \- \_ hyphens.
      if (next === "~") emit("\u00a0");
      else if (next === "_") emit("-");
      else if (next === "\\" || next === "{" || next === "}") emit(next);
      index += 2;
      continue;
    }
    const match = /^\\([a-z]{1,32})(-?\d{1,10})? ?/i.exec(rtf.slice(index, index + 48))!;
    const [whole, word, parameter] = match;
    index += whole.length;
    const group = current();
    if (SKIPPED_DESTINATIONS.has(word!)) {
      group.skip = true;
      continue;
    }
    switch (word) {
      case "par":
      case "line":
      case "row":
        emit("\n");
        break;
      case "sect":
      case "page":
        emit("\n\n");
        break;
      case "tab":
      case "cell":
        emit("\t");
        break;
      case "uc":
        group.unicodeSkip = Number(parameter ?? 1);
        break;
      case "u": {
        const code = Number(parameter);
        if (!group.skip) out.push(String.fromCharCode(code < 0 ? code + 65536 : code));
        pendingFallback = group.unicodeSkip;
        break;
      }
      case "emdash":
        emit("—");
        break;
      case "endash":
        emit("–");
        break;
      case "lquote":
        emit("‘");
        break;
      case "rquote":
        emit("’");
        break;
      case "ldblquote":
        emit("“");
        break;
      case "rdblquote":
        emit("”");
        break;
      case "bullet":
        emit("•");
        break;
      default:
        break;
    }
  }
  return out
    .join("")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
