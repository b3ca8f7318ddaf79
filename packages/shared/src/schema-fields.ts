import { z } from "zod";

// Field schemas the modules share, each naming the field in its message.

/** Text a person must type, trimmed, at most `max` characters. */
export const ZRequiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Text that may be left out: absent reads as "". */
export const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? "");

/** The id of a record picked from a list, e.g. ZChosenId("client") → "Choose a client". */
export const ZChosenId = (label: string) => z.uuid({ error: `Choose a ${label}` });

/** A firm member as a card or a version shows them: their id ("" once they have left) and name. */
export const ZPerson = z.object({ id: z.string(), name: z.string() });
