import type { TLegalWritingTone } from "@inkundla/shared";

/**
 * The fixed phrases a draft's tone changes: how submissions are introduced, how an authority is
 * signalled, how a conclusion and a letter open and close. Only the framing changes with the tone;
 * what is said is always the person's own key points.
 */
export type TonePhrasing = {
  /** Before the argument or discussion: the submissions are set out. */
  argumentIntroduction: string;
  /** Before a citation: "See". */
  authoritySignal: string;
  /** Opens the conclusion or relief; a placeholder for the substance follows. */
  conclusionLeadIn: string;
  letterOpening: string;
  letterClosing: string;
  /** "Yours faithfully" to an unnamed addressee, "Yours sincerely" where the tone is warmer. */
  letterSignOff: string;
  /** A conciliatory letter is written "without prejudice", so it cannot be used against the client. */
  isWithoutPrejudice: boolean;
};

export const TONE_PHRASING: Readonly<Record<TLegalWritingTone, TonePhrasing>> = {
  formal: {
    argumentIntroduction: "The submissions are respectfully set out below.",
    authoritySignal: "See",
    conclusionLeadIn: "In the circumstances, it is respectfully submitted that",
    letterOpening: "We act on behalf of [client name] and write to you regarding the above matter.",
    letterClosing: "We await your response.",
    letterSignOff: "Yours faithfully",
    isWithoutPrejudice: false,
  },
  persuasive: {
    argumentIntroduction: "The case rests on the submissions set out below.",
    authoritySignal: "See, in this regard,",
    conclusionLeadIn: "For these reasons, it is submitted that",
    letterOpening:
      "We act on behalf of [client name] and write to set out our client's position on the above matter.",
    letterClosing: "We trust that you will give this matter your prompt attention.",
    letterSignOff: "Yours faithfully",
    isWithoutPrejudice: false,
  },
  analytical: {
    argumentIntroduction: "Each point is considered in turn below.",
    authoritySignal: "Reference may be made to",
    conclusionLeadIn: "On the analysis above, it is concluded that",
    letterOpening: "We act on behalf of [client name] and write to you regarding the above matter.",
    letterClosing: "We look forward to your response.",
    letterSignOff: "Yours faithfully",
    isWithoutPrejudice: false,
  },
  conciliatory: {
    argumentIntroduction:
      "The points below are offered in the hope of narrowing the issues between the parties.",
    authoritySignal: "Reference may be made to",
    conclusionLeadIn: "In the light of the above, it is suggested that",
    letterOpening:
      "We act on behalf of [client name] and write in the hope of resolving the above matter amicably.",
    letterClosing: "We look forward to your response and trust that the matter can be resolved amicably.",
    letterSignOff: "Yours sincerely",
    isWithoutPrejudice: true,
  },
  assertive: {
    argumentIntroduction: "The submissions are these.",
    authoritySignal: "See",
    conclusionLeadIn: "Accordingly,",
    letterOpening: "We act on behalf of [client name]. We write to you about the above matter.",
    letterClosing: "We require your response by [date]. Our client's rights remain reserved.",
    letterSignOff: "Yours faithfully",
    isWithoutPrejudice: false,
  },
  academic: {
    argumentIntroduction: "The issues are examined below in turn.",
    authoritySignal: "See generally",
    conclusionLeadIn: "It follows from the foregoing analysis that",
    letterOpening: "We act on behalf of [client name] and write to you regarding the above matter.",
    letterClosing: "We look forward to your response.",
    letterSignOff: "Yours faithfully",
    isWithoutPrejudice: false,
  },
};
