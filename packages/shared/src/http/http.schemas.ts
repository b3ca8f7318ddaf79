import { z } from "zod";

/** Every non-OK API answer has this body. */
export const ZApiError = z.object({ message: z.string(), code: z.string() });
export type TApiError = z.infer<typeof ZApiError>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
