import { defineErrors } from "../../platform/errors.ts";

export const researchError = defineErrors({
  document_not_found: { status: 404, message: "That document is not in the corpus you can read." },
  note_not_found: { status: 404, message: "That research note is not on this matter." },
});
