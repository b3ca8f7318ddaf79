import {
  type Block,
  centred,
  numbered,
  paragraph,
  placeholder,
  signatureLine,
  strong,
} from "./document-blocks.ts";
import { authorityBlocks, type DraftContext, furtherAuthorityBlocks } from "./draft-sections.ts";
import { asSentence } from "./key-points.ts";

/**
 * A letter on the firm's letterhead (placeholders for the firm's details), both references, the date,
 * the addressee, "WITHOUT PREJUDICE" when the tone is conciliatory (an offer to settle must not be
 * usable against the client), the subject line, one numbered paragraph a key point, and the sign-off.
 */
export function draftLegalLetter(context: DraftContext): Block[] {
  const { tone } = context;
  const body =
    context.points.length === 0
      ? [numbered(placeholder("the substance of the letter"))]
      : context.points.flatMap((point, index) => [
          numbered(asSentence(point)),
          ...authorityBlocks(context, index, true),
        ]);
  return [
    centred(strong(placeholder("FIRM NAME"))),
    centred(
      placeholder("physical address"),
      " | ",
      placeholder("telephone"),
      " | ",
      placeholder("email address"),
    ),
    { kind: "rule" },
    paragraph(strong("Our ref: "), placeholder("our reference")),
    paragraph(strong("Your ref: "), placeholder("your reference")),
    paragraph(strong("Date: "), placeholder("date")),
    paragraph(placeholder("name of addressee")),
    paragraph(placeholder("address of addressee")),
    paragraph("By email: ", placeholder("email address of addressee")),
    ...(tone.isWithoutPrejudice ? [paragraph(strong("WITHOUT PREJUDICE"))] : []),
    paragraph(`Dear ${placeholder("Sir / Madam")}`),
    paragraph(strong(`RE: ${(context.title || placeholder("subject")).toUpperCase()}`)),
    paragraph(tone.letterOpening),
    ...body,
    ...furtherAuthorityBlocks(context, true),
    paragraph(tone.letterClosing),
    paragraph(`${tone.letterSignOff},`),
    ...signatureLine([strong(placeholder("NAME OF AUTHOR"))], [placeholder("FIRM NAME")]),
  ];
}
