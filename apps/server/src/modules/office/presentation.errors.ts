import { PRESENTATION_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const presentationError = defineErrors({
  presentation_not_found: { status: 404, message: "That presentation was not found." },
  version_not_found: { status: 404, message: "That version of the presentation was not found." },
  image_not_found: { status: 404, message: "That slide image was not found." },
  template_not_found: { status: 400, message: "No such presentation template: choose one from the list." },
  blank_title: { status: 400, message: PRESENTATION_MESSAGES.title },
  too_many_slides: { status: 400, message: PRESENTATION_MESSAGES.tooManySlides },
  slide_image_missing: {
    status: 400,
    message: "A slide names an image that was not uploaded to this firm: upload the image again.",
  },
  sharing_not_allowed: {
    status: 403,
    message: "Only the presentation's author or the firm's owner can change whether it is shared.",
  },
  delete_not_allowed: {
    status: 403,
    message: "Only the presentation's author or the firm's owner can delete it.",
  },
  image_unreadable: {
    status: 400,
    message: "The image could not be read: it may be damaged. Save it again as PNG or JPEG and upload it.",
  },
});
