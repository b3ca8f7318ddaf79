/**
 * Windows-1252's characters at 0x80–0x9F (curly quotes, dashes, the euro sign), where it differs from
 * Latin-1. Node 20's TextDecoder("windows-1252") decodes those bytes as Latin-1 control characters, so
 * the table is ours. The five bytes Windows-1252 leaves undefined keep their Latin-1 meaning.
 */
const WINDOWS_1252_HIGH: readonly number[] = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** Text files a word processor saves as "Unicode" start with a UTF-16 byte order mark. */
const UTF16_LE_MARK = [0xff, 0xfe];
const UTF16_BE_MARK = [0xfe, 0xff];

/** Tab, line feed, form feed and carriage return: the only control characters text has. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function startsWithBytes(bytes: Uint8Array, mark: readonly number[]): boolean {
  return mark.every((byte, index) => bytes[index] === byte);
}

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  const chunk: number[] = [];
  for (const byte of bytes) {
    chunk.push(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : byte);
    if (chunk.length === 8192) {
      text += String.fromCharCode(...chunk);
      chunk.length = 0;
    }
  }
  return text + String.fromCharCode(...chunk);
}

/**
 * Bytes as text: UTF-16 when a byte order mark says so, else UTF-8, else Windows-1252 (what older
 * court websites and Word on Windows write). A byte order mark is dropped. Null when the bytes are not
 * text: a NUL or more than a few control characters means a binary file.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (startsWithBytes(bytes, UTF16_LE_MARK) || startsWithBytes(bytes, UTF16_BE_MARK)) {
    const encoding = bytes[0] === 0xff ? "utf-16le" : "utf-16be";
    text = new TextDecoder(encoding).decode(bytes);
  } else {
    try {
      // ignoreBOM: false (the default) drops a UTF-8 byte order mark.
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return looksLikeText(text) ? text : null;
}

/** No NUL, and at most one other control character in a thousand: a stray one in a saved web page is forgiven. */
function looksLikeText(text: string): boolean {
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if ((code < 0x20 || code === 0x7f) && !TEXT_CONTROLS.has(code)) controls += 1;
  }
  return controls <= text.length / 1000;
}
