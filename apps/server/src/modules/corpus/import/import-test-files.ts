import { crc32, deflateRawSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";

/** Files for the import tests, made on the spot so no binary fixture is committed. */

// Test-only makers of PDF (pdfkit, a dev dependency) and Word files, shared by every module's tests.
export { makeDocx, makePdf } from "../../../testing/document-files.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * A short Supreme Court of Appeal judgment with a neutral citation: `number` makes each one a
 * different judgment (its citation, parties and text); `variant` changes the text alone.
 */
export function judgmentText(number: number, variant = ""): string {
  return `THE SUPREME COURT OF APPEAL OF SOUTH AFRICA
JUDGMENT
Reportable
Case no: ${number}/2023
In the matter between:
SIPHO DLAMINI ${number} APPELLANT
and
MINISTER OF POLICE RESPONDENT
Neutral citation: Dlamini ${number} v Minister of Police (${number}/2023) [2024] ZASCA ${number} (12 June 2024)
Coram: PONNAN, MAKGOKA and MOLEMELA JJA
Heard: 20 May 2024
Delivered: 12 June 2024
[1] The appellant in matter ${number} was arrested without a warrant and detained for two days. ${variant}
[2] The arrest was unlawful: s 12(1) of the Constitution protects freedom and security of the person.
[3] The appeal is upheld with costs.`;
}

export function judgmentFile(
  name: string,
  number: number,
  variant = "",
): { name: string; bytes: Uint8Array } {
  return { name, bytes: encode(judgmentText(number, variant)) };
}

/** The same judgment as a web page saved from a court's site. */
export function judgmentHtml(number: number): Uint8Array {
  const paragraphs = judgmentText(number)
    .split("\n")
    .map((line) => `<p>${line}</p>`)
    .join("\n");
  return encode(
    `<!DOCTYPE html><html><head><title>Dlamini ${number} v Minister of Police</title></head><body>${paragraphs}</body></html>`,
  );
}

/** A small Act in Akoma Ntoso 3.0. */
export function actXml(year: number, number: number, title: string): Uint8Array {
  return encode(`<?xml version="1.0" encoding="UTF-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">
  <act name="act">
    <meta><identification source="#x">
      <FRBRWork><FRBRthis value="/akn/za/act/${year}/${number}/!main"/><FRBRuri value="/akn/za/act/${year}/${number}"/><FRBRname value="${title}"/></FRBRWork>
      <FRBRExpression><FRBRuri value="/akn/za/act/${year}/${number}/eng@2021-06-30"/><FRBRdate date="2021-06-30" name="Generation"/><FRBRlanguage language="eng"/></FRBRExpression>
    </identification></meta>
    <body>
      <section eId="sec_1"><num>1.</num><heading>Definitions</heading>
        <content><p>In this Act, unless the context otherwise indicates, "record" means recorded information.</p></content>
      </section>
      <section eId="sec_2"><num>2.</num><heading>Interpretation</heading>
        <content><p>When interpreting a provision, every court must prefer a reasonable interpretation.</p></content>
      </section>
    </body>
  </act>
</akomaNtoso>`);
}

/** XML that declares an external entity: never resolved, refused whole. */
export const EXTERNAL_ENTITY_XML = encode(`<?xml version="1.0"?>
<!DOCTYPE akomaNtoso [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<akomaNtoso><act><body><section eId="s1"><num>1</num><content><p>&secret;</p></content></section></body></act></akomaNtoso>`);

/** The first bytes of a PNG image, and of a Windows program (to be named ".pdf"). */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
export const EXE_BYTES = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  0x04,
  0x00,
  0x00,
  0x00,
  0xff,
  0xff,
  0x00,
  0x00,
  0xb8,
  0,
  0,
  0,
  ...new Array(200).fill(0),
]);

/** A ZIP of the given files. */
export function zipOf(files: Record<string, Uint8Array>): Uint8Array {
  return zipSync(files);
}

const BOMB_BYTES = 200 * 1024 * 1024;

/**
 * A zip bomb: one entry of 200 MB of zeros, about 200 KB packed. Deflated by Node's zlib (a second,
 * where fflate takes several) and wrapped in a ZIP container written here.
 */
export function zipBomb(): Uint8Array {
  const zeros = Buffer.alloc(BOMB_BYTES);
  return zipOfDeflated("zeros.txt", deflateRawSync(zeros), crc32(zeros), BOMB_BYTES);
}

/** A ZIP of one already-deflated entry: local header, data, central directory, end record. */
function zipOfDeflated(name: string, deflated: Uint8Array, crc: number, size: number): Uint8Array {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]));
}

/** A ZIP with more entries than an import takes (500). */
export function zipOfTooManyFiles(): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (let index = 0; index < 501; index++) files[`note-${index}.txt`] = strToU8(`Note ${index}`);
  return zipSync(files);
}

/** A multipart/form-data body of files, as a browser sends a form's file input. */
export function multipartUpload(
  files: readonly { name: string; bytes: Uint8Array }[],
  fieldName = "files",
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----inkundla-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
