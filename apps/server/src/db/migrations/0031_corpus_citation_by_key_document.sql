-- Which documents cite a key, in the index itself: a search result's "cited by" count reads no citation rows.
-- It leads with key as the index it replaces did.
DROP INDEX "corpus_citation_key_idx";--> statement-breakpoint
CREATE INDEX "corpus_citation_key_document_idx" ON "corpus_citation" USING btree ("key","document_id");