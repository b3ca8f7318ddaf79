import { z } from "zod";
import { ZEmail } from "../auth/auth.schemas.ts";

export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

/** The contact form (/contact, Contact Sales, Schedule Demo): e-mailed to the support address. */
export const ZContactRequest = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.nameMax, `Name must be at most ${CONTACT_LIMITS.nameMax} characters`),
  email: ZEmail,
  subject: z
    .string({ error: "Subject must be text" })
    .trim()
    .max(CONTACT_LIMITS.subjectMax, `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`)
    .optional(),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters`),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export type TContactForm = z.input<typeof ZContactRequest>;
