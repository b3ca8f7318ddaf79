// The PDF text reader lives with the code that writes the PDFs (@inkundla/documents); integration
// tests and the browser journeys import it from here.
export { pdfStrings } from "@inkundla/documents/testing/pdf-strings";
