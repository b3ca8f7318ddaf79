import { courtHeading, followsUniformRules, partyRoles } from "./court-heading.ts";
import { type Block, type Inline, paragraph, placeholder, signatureLine, strong } from "./document-blocks.ts";
import type { DraftContext } from "./draft-sections.ts";
import { asSentence } from "./key-points.ts";

/**
 * A notice of motion in the form of Uniform Rule 6(5)(a) (Form 2(a)): the order sought as numbered
 * prayers, the Rule 6(5)(b) periods for a notice to oppose and for answering affidavits, the "take
 * notice further" paragraphs, and the signature block of the applicant's attorneys. The Labour Court,
 * the appeal courts and the Competition Tribunal have their own rules: their periods are placeholders.
 */

const TAKE_NOTICE_FURTHER = strong("TAKE NOTICE FURTHER");

function oppositionParagraphs(context: DraftContext): Block[] {
  if (followsUniformRules(context.request.jurisdiction))
    return [
      paragraph(
        TAKE_NOTICE_FURTHER,
        ` that if you intend to oppose this application you are required, in terms of Uniform Rule 6(5)(b)(iii), to notify the applicant's attorneys in writing on or before ${placeholder("date not less than five days after service")}. In that notice you must appoint an address at which you will accept notice and service of all documents in these proceedings.`,
      ),
      paragraph(
        TAKE_NOTICE_FURTHER,
        " that you are required, in terms of Uniform Rule 6(5)(d)(ii), to deliver your answering affidavit, if any, within fifteen days after you have given notice of your intention to oppose.",
      ),
    ];
  return [
    paragraph(
      TAKE_NOTICE_FURTHER,
      ` that if you intend to oppose this application you are required, in terms of ${placeholder("the applicable rule of this court")}, to notify the applicant's attorneys in writing on or before ${placeholder("date")}. In that notice you must appoint an address at which you will accept notice and service of all documents in these proceedings.`,
    ),
    paragraph(
      TAKE_NOTICE_FURTHER,
      ` that you are required to deliver your answering affidavit, if any, within ${placeholder("period under the applicable rule")} after you have given notice of your intention to oppose.`,
    ),
  ];
}

function registrar(context: DraftContext): string {
  return context.request.jurisdiction === "competition_tribunal"
    ? "THE REGISTRAR OF THE COMPETITION TRIBUNAL"
    : "THE REGISTRAR OF THE ABOVE HONOURABLE COURT";
}

function prayerItems(prayers: string[]): Inline[][] {
  const items: Inline[][] =
    prayers.length === 0
      ? [[placeholder("the order sought")]]
      : prayers.map((prayer) => [asSentence(prayer)]);
  if (!prayers.some((prayer) => /\bcosts?\b/i.test(prayer)))
    items.push([placeholder("costs order sought, if any")]);
  items.push(["Further and/or alternative relief."]);
  return items;
}

export function noticeOfMotionBlocks(context: DraftContext, prayers: string[]): Block[] {
  const roles = partyRoles(context.request.jurisdiction);
  const applicant = roles.initiating.toLowerCase();
  return [
    ...courtHeading(context.request.jurisdiction, "NOTICE OF MOTION"),
    paragraph(
      strong("KINDLY TAKE NOTICE"),
      ` that ${placeholder(`NAME OF ${roles.initiating.toUpperCase()}`)} (the ${applicant}) intends to make application to this court for an order in the following terms:`,
    ),
    { kind: "list", ordered: true, items: prayerItems(prayers) },
    paragraph(
      TAKE_NOTICE_FURTHER,
      ` that the affidavit of ${placeholder("name of deponent")}, annexed hereto, will be used in support of this application.`,
    ),
    paragraph(
      TAKE_NOTICE_FURTHER,
      ` that the ${applicant} appoints the address of its attorneys set out below as the address at which it will accept notice and service of all process in these proceedings. It will also accept service by email at ${placeholder("email address")}.`,
    ),
    ...oppositionParagraphs(context),
    paragraph(
      TAKE_NOTICE_FURTHER,
      ` that if no notice of intention to oppose is given, the application will be made on ${placeholder("date")} at ${placeholder("time")}.`,
    ),
    paragraph(
      `DATED at ${placeholder("place")} on this ${placeholder("day")} day of ${placeholder("month")} ${placeholder("year")}.`,
    ),
    ...signatureLine(
      [strong(placeholder("NAME OF ATTORNEYS"))],
      [`${roles.initiating}'s Attorneys`],
      [placeholder("physical address")],
      ["Tel: ", placeholder("telephone"), " | Email: ", placeholder("email address")],
      ["Ref: ", placeholder("reference")],
    ),
    paragraph(strong("TO: "), registrar(context)),
    paragraph(strong("AND TO: "), placeholder("NAME AND ADDRESS OF RESPONDENT OR ITS ATTORNEYS")),
  ];
}

export function draftNoticeOfMotion(context: DraftContext): Block[] {
  return noticeOfMotionBlocks(context, context.points);
}
