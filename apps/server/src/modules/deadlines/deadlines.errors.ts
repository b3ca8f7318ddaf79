import { defineErrors } from "../../platform/errors.ts";

export const deadlinesError = defineErrors({
  unknown_rule: {
    status: 400,
    message: "There is no deadline rule with that name. Choose one from the list.",
  },
  invalid_period: { status: 400, message: "The deadline cannot be calculated from these values." },
  holiday_exists: { status: 409, message: "A declared public holiday already exists on that date." },
  holiday_not_found: { status: 404, message: "There is no declared public holiday on that date." },
  feed_not_found: { status: 404, message: "This calendar feed does not exist or has been revoked." },
});
