import { PDFArray, PDFDict, type PDFDocument, type PDFObject, PDFRef, PDFStream } from "pdf-lib";

/**
 * Deletes every object the document no longer reaches from its trailer. pdf-lib writes every object in
 * its context, referenced or not; after a redaction the page's old content stream (with the removed
 * text), a replaced form or an unused image would otherwise still be in the saved file.
 */
export function removeUnreachableObjects(document: PDFDocument): number {
  const context = document.context;
  const reachable = new Set<PDFRef>();
  const pending: PDFObject[] = [];
  const { Root, Info, Encrypt, ID } = context.trailerInfo;
  for (const root of [Root, Info, Encrypt, ID]) if (root) pending.push(root);
  while (pending.length > 0) {
    const object = pending.pop() as PDFObject;
    if (object instanceof PDFRef) {
      if (reachable.has(object)) continue;
      reachable.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) {
      for (const value of object.values()) pending.push(value);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) pending.push(value);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  let removed = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reachable.has(ref)) {
      context.delete(ref);
      removed += 1;
    }
  }
  return removed;
}
