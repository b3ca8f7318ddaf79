import { z } from "zod";

/** Every non-OK API answer has this body. */
export const ZApiError = z.object({ message: z.string(), code: z.string() });
export type TApiError = z.infer<typeof ZApiError>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

/** `limit` of a paged list: a whole number from 1 to `max`, `pageSize` when absent. */
export function ZPageLimit(pageSize: number, max: number) {
  return z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(max, `Limit must be at most ${max}`)
    .default(pageSize);
}

/** `offset` of a paged list: how many rows to skip, 0 when absent. */
export const ZPageOffset = z.coerce
  .number({ error: "Offset must be a number" })
  .int("Offset must be a whole number")
  .min(0, "Offset cannot be negative")
  .max(10_000_000, "Offset is too large")
  .default(0);

export { TOTAL_COUNT_HEADER } from "./http.constants.ts";
