/**
 * The paragraph style documentHtmlToDocx gives clause-numbered paragraphs, so a reader of the file
 * (docxToDocumentHtml among them) can tell clauses (1, 1.1, 1.1.1) from an ordinary numbered list.
 */
export const CLAUSE_STYLE_ID = "Clause";
export const CLAUSE_STYLE_NAME = "Clause";
