import { computeInvoiceTotals, formatCents, taxInvoiceContent } from "@inkundla/shared";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors.ts";
import { FIRM_LOGO_UPLOAD_RULES, prepareUpload } from "../../../platform/uploads.ts";
import { pdfTextOf } from "../billing-test-fixtures.ts";
import { DRAFT_TITLE, type InvoiceDocument, renderCreditNotePdf, renderInvoicePdf } from "./invoice-pdf.ts";

/** An amount as the PDF draws it: en-ZA group separators become plain spaces. */
function printed(amountCents: number): string {
  return formatCents(amountCents).replace(/[\u00a0\u202f]/g, " ");
}

/** A 1×1 PNG, the smallest real logo. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const supplier = {
  name: "Naidoo & Partners Inc.",
  address: "3 Kerk Street, Johannesburg, 2001",
  vatNumber: "4123456789",
  registrationNumber: "2015/123456/21",
};
const recipient = {
  name: "Mokoena Holdings (Pty) Ltd",
  address: "12 Loop Street, Cape Town, 8001",
  vatNumber: "4987654321",
};

/** An issued VAT invoice of one fee line of `amountCents`, excluding VAT. */
function issuedInvoice(amountCents: number, overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const totals = computeInvoiceTotals([{ amountCents, taxable: true }], true);
  const content = taxInvoiceContent({
    vatRegistered: true,
    supplier,
    recipient,
    totalCents: totals.totalCents,
  });
  return {
    title: content.title,
    isDraft: false,
    isVoid: false,
    voidReason: null,
    isCopy: false,
    number: "INV-000042",
    issueDate: "2026-05-14",
    dueDate: "2026-06-13",
    description: "Lease agreement for 12 Loop Street",
    notes: "",
    isVatInvoice: true,
    supplier: content.supplier,
    recipient: content.recipient,
    lines: [
      {
        date: null,
        description: "Drafting and negotiating the lease",
        quantityHundredths: 100,
        unitPriceCents: amountCents,
        amountCents,
        vatCents: totals.vatCents,
      },
    ],
    subtotalCents: totals.subtotalCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    paidCents: 0,
    creditedCents: 0,
    balanceCents: totals.totalCents,
    bankingDetails: "FNB Business Account 62000000001, branch 250655",
    paymentTermsDays: 30,
    logo: null,
    ...overrides,
  };
}

async function imageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    ).length;
}

describe("renderInvoicePdf", () => {
  it("prints a full tax invoice above R5 000 with the client's address and VAT number and the totals", async () => {
    const document = issuedInvoice(1_000_000);
    const text = await pdfTextOf(await renderInvoicePdf(document));
    expect(text[0]).toBe("Tax Invoice");
    expect(text).toContain("Invoice number INV-000042");
    for (const expected of [
      supplier.name,
      supplier.address,
      `VAT number ${supplier.vatNumber}`,
      `Registration number ${supplier.registrationNumber}`,
      recipient.name,
      recipient.address,
      `VAT number ${recipient.vatNumber}`,
      "Drafting and negotiating the lease",
      "FNB Business Account 62000000001, branch 250655",
    ]) {
      expect(text).toContain(expected);
    }
    // R10 000,00 + VAT R1 500,00 = R11 500,00.
    expect(text).toEqual(expect.arrayContaining([printed(1_000_000), printed(150_000), printed(1_150_000)]));
    expect(text).toContain("VAT 15%");
    expect(text).toContain("Balance due");
    expect(text).not.toContain("Copy");
  });

  it("prints the recipient's name exactly as written in every official language: a tax invoice may not change it", async () => {
    for (const name of [
      "Ṱhalitshani Ṋemaḓivhani",
      "Sibusiso Ngcobo-Mthembu",
      "Gerhard Pienaar-Môreson, Eë",
      "Mpho Mokgoši",
      "Nthabiseng Mofokeng",
    ]) {
      const document = issuedInvoice(1_000_000);
      const text = await pdfTextOf(
        await renderInvoicePdf({ ...document, recipient: { ...document.recipient, name } }),
      );
      expect(text.join("\n"), name).toContain(name);
    }
  });

  it("prints banking details typed on several lines on several lines", async () => {
    const text = await pdfTextOf(
      await renderInvoicePdf(
        issuedInvoice(100_000, {
          bankingDetails: "First National Bank\nAccount 62000000001\nBranch code 250655",
        }),
      ),
    );
    expect(text).toEqual(
      expect.arrayContaining(["First National Bank", "Account 62000000001", "Branch code 250655"]),
    );
  });

  it("leaves the client's address and VAT number off an abridged tax invoice of R5 000 or less", async () => {
    const document = issuedInvoice(400_000);
    expect(document.totalCents).toBe(460_000);
    const text = await pdfTextOf(await renderInvoicePdf(document));
    expect(text[0]).toBe("Tax Invoice");
    expect(text).toContain(recipient.name);
    expect(text).not.toContain(recipient.address);
    expect(text).not.toContain(`VAT number ${recipient.vatNumber}`);
    expect(text).toContain(printed(460_000));
  });

  it("titles a draft as not being a tax invoice, and a firm without VAT registration prints no VAT", async () => {
    const draft = await pdfTextOf(
      await renderInvoicePdf(issuedInvoice(100_000, { isDraft: true, number: null, issueDate: null })),
    );
    expect(draft[0]).toBe(DRAFT_TITLE);
    expect(draft).not.toContain("Tax Invoice");

    const plain = await pdfTextOf(
      await renderInvoicePdf(
        issuedInvoice(100_000, { title: "Invoice", isVatInvoice: false, vatCents: 0, totalCents: 100_000 }),
      ),
    );
    expect(plain[0]).toBe("Invoice");
    expect(plain).not.toContain("VAT 15%");
    expect(plain).toContain("No VAT is charged: the firm is not registered for VAT.");
  });

  it("marks a copy and stamps a void invoice VOID with nothing due", async () => {
    const copy = await pdfTextOf(await renderInvoicePdf(issuedInvoice(100_000, { isCopy: true })));
    expect(copy).toContain("Copy");
    const voided = await pdfTextOf(
      await renderInvoicePdf(issuedInvoice(100_000, { isVoid: true, voidReason: "Wrong client" })),
    );
    expect(voided).toContain("VOID");
    expect(voided).toContain("VOID: Wrong client");
    const balanceIndex = voided.indexOf("Balance due");
    expect(voided[balanceIndex + 1]).toBe(printed(0));
  });

  it("draws the firm's logo, and still makes the invoice when the logo cannot be read", async () => {
    const withLogo = await renderInvoicePdf(
      issuedInvoice(100_000, { logo: { bytes: TINY_PNG, mime: "image/png" } }),
    );
    // The image, and for a PNG with transparency its soft mask.
    expect(await imageCount(withLogo)).toBeGreaterThan(0);
    expect((await pdfTextOf(withLogo))[0]).toBe("Tax Invoice");

    const problems: unknown[] = [];
    const broken = await renderInvoicePdf(
      issuedInvoice(100_000, { logo: { bytes: Buffer.from("not a png"), mime: "image/png" } }),
      { onLogoError: (error) => problems.push(error) },
    );
    expect(await imageCount(broken)).toBe(0);
    expect(problems).toHaveLength(1);
  });
});

describe("renderCreditNotePdf", () => {
  it("prints the credit note's number, the invoice it corrects, its VAT and its total", async () => {
    const text = await pdfTextOf(
      await renderCreditNotePdf({
        number: "CN-000001",
        date: "2026-05-20",
        reason: "Fee reduced as agreed",
        amountCents: 115_000,
        vatCents: 15_000,
        invoiceNumber: "INV-000042",
        invoiceIssueDate: "2026-05-14",
        isVatInvoice: true,
        supplier,
        recipient,
        logo: null,
      }),
    );
    expect(text[0]).toBe("Credit Note");
    expect(text.some((line) => line.includes("CN-000001"))).toBe(true);
    expect(text).toContain("Correcting tax invoice INV-000042 of 14 May 2026");
    expect(text).toEqual(expect.arrayContaining([printed(100_000), printed(15_000), printed(115_000)]));
    expect(text).toContain("Fee reduced as agreed");
  });
});

describe("the firm logo upload rules", () => {
  it("take a PNG or JPEG of at most 2 MB and refuse anything else", () => {
    expect(prepareUpload({ bytes: TINY_PNG, fileName: "logo.png" }, FIRM_LOGO_UPLOAD_RULES).mime).toBe(
      "image/png",
    );
    const gif = Buffer.from("GIF89a-and-some-bytes");
    expect(() => prepareUpload({ bytes: gif, fileName: "logo.gif" }, FIRM_LOGO_UPLOAD_RULES)).toThrow(
      /logo must be an image \(PNG, JPEG\)/,
    );
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const refusal = (() => {
      try {
        prepareUpload({ bytes: large, fileName: "logo.png" }, FIRM_LOGO_UPLOAD_RULES);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe("The file is larger than 2 MB.");
  });
});
