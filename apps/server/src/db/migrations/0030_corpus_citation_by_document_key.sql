-- A document's citations in key order with their text, in the index itself: a search result's most-cited
-- authorities (and a reader's list of what a document cites) are read without visiting the rows. It
-- leads with document_id as the index it replaces did, so deleting a document still finds its citations.
DROP INDEX "corpus_citation_document_id_idx";--> statement-breakpoint
CREATE INDEX "corpus_citation_document_key_idx" ON "corpus_citation" USING btree ("document_id","key","text");