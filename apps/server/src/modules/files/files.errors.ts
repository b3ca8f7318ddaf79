import { defineErrors } from "../../platform/errors.ts";

export const filesError = defineErrors({
  file_not_found: { status: 404, message: "No such file in your firm." },
});
