// The browser journeys upload the same made-on-the-spot documents the server's integration tests do,
// so a journey's DOCX or PDF is built by the one builder that is known to be read correctly.
export { makeDocx, makePdf } from "../../apps/server/src/testing/document-files.ts";
