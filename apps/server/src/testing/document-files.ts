import { strToU8, zipSync } from "fflate";
import PDFDocument from "pdfkit";

/** Test files made on the spot, so no binary fixture is committed. */

type PdfOptions = {
  title?: string;
  userPassword?: string;
  /** Draw each page as a grey box with no text: what a scan looks like to a text extractor. */
  isScan?: boolean;
};

/** A PDF with one page per entry, each page's paragraphs set in order with a gap between them. */
export function makePdf(pages: string[][], options: PdfOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      autoFirstPage: false,
      info: options.title ? { Title: options.title } : {},
      ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: "1.7" as const } : {}),
    });
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on("error", reject);
    for (const paragraphs of pages) {
      document.addPage({ size: "A4", margin: 72 });
      if (options.isScan) {
        document.rect(72, 72, 400, 600).fill("#999999");
        continue;
      }
      for (const paragraph of paragraphs) {
        document.fontSize(11).text(paragraph, { paragraphGap: 11 });
      }
    }
    document.end();
  });
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The smallest .docx Word and mammoth accept: one paragraph per entry, and a core title if given. */
export function makeDocx(
  paragraphs: string[],
  options: { title?: string; documentXml?: string; extraParts?: Record<string, Uint8Array> } = {},
): Uint8Array {
  const body = paragraphs
    .map((paragraph) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(paragraph)}</w:t></w:r></w:p>`)
    .join("");
  const documentXml =
    options.documentXml ??
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const coreXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">${options.title ? `<dc:title>${escapeXml(options.title)}</dc:title>` : ""}</cp:coreProperties>`;
  return zipSync({
    "[Content_Types].xml": strToU8(CONTENT_TYPES),
    "_rels/.rels": strToU8(PACKAGE_RELATIONSHIPS),
    "word/document.xml": strToU8(documentXml),
    "docProps/core.xml": strToU8(coreXml),
    ...options.extraParts,
  });
}

/**
 * A multipart/form-data body as a browser sends a form: its text fields, then its files (each in the
 * field given, or `file`).
 */
export function multipartForm(input: {
  fields?: Record<string, string>;
  files?: readonly { field?: string; name: string; bytes: Uint8Array }[];
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----inkundla-form-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of input.files ?? []) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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
