import { defineErrors } from "../../platform/errors.ts";

export const researchError = defineErrors({
  document_not_found: { status: 404, message: "That document is not in the corpus you can read." },
  judgment_not_found: { status: 404, message: "That judgment is not in the corpus you can read." },
  note_not_found: { status: 404, message: "That research note is not on this matter." },
  not_allowed_remove_note: {
    status: 403,
    message: "Only the person who saved a research note, or the firm's owner, may remove it.",
  },
});
