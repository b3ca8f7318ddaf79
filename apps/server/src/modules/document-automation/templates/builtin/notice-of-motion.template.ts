import type { BuiltinTemplate } from "../document-template.types.ts";
import { attorneysBlock, courtHeading, heading, paragraph } from "./template-html.ts";

/**
 * Form 2(a) of the First Schedule to the Uniform Rules of Court: an application on notice to the respondent,
 * with the periods of rule 6(5)(b): notice to oppose by a stated day (at least five days after service), then
 * answering affidavits within 15 days of that notice; unopposed, the application is set down on a stated day.
 */
export const noticeOfMotionTemplate: BuiltinTemplate = {
  key: "notice-of-motion",
  name: "Notice of motion (Form 2(a))",
  description:
    "Notice of motion in the High Court in the form of Form 2(a) of the Uniform Rules of Court (rule 6(5)(a)), with the days for notice to oppose, answering affidavits within 15 days thereafter, and the date of set-down if unopposed.",
  category: "Court Pleadings",
  language: "English",
  documentType: "pleading",
  wordProcessor: true,
  aliases: ["notice of motion", "application", "motion", "long form notice of motion", "form 2(a)"],
  keywords: [
    "motion",
    "application",
    "applicant",
    "respondent",
    "order",
    "oppose",
    "court",
    "rule 6",
    "urgent",
    "interdict",
  ],
  html: [
    courtHeading("Applicant", "Respondent"),
    heading("NOTICE OF MOTION", 1),
    paragraph(
      "<strong>TAKE NOTICE</strong> that <strong>{{client.name}}</strong> (hereinafter called the applicant) intends to make application to this court for an order in the following terms:",
    ),
    paragraph("{{details}}"),
    paragraph("and that the accompanying affidavit of {{client.name}} will be used in support thereof."),
    paragraph(
      "<strong>TAKE NOTICE FURTHER</strong> that the applicant has appointed the offices of its attorneys, {{firm.name}}, at {{firm.address}}, as the address referred to in rule 6(5)(b) at which it will accept notice and service of all process in these proceedings, and accepts service by email at {{firm.email}}.",
    ),
    paragraph(
      "<strong>TAKE NOTICE FURTHER</strong> that if you intend opposing this application you are required:",
    ),
    "<ol>",
    "<li><p>to notify the applicant's attorneys in writing on or before ____________________ (not less than five days after service of this notice on you); and</p></li>",
    "<li><p>within fifteen days after you have so given notice of your intention to oppose the application, to file your answering affidavits, if any;</p></li>",
    "</ol>",
    paragraph(
      "and further that you are required to appoint in such notification an address referred to in rule 6(5)(b) at which you will accept notice and service of all documents in these proceedings.",
    ),
    paragraph(
      "If no such notice of intention to oppose is given, the application will be made on ____________________ at 10:00, or as soon thereafter as counsel may be heard.",
    ),
    attorneysBlock("Applicant"),
    paragraph("<strong>TO:</strong> THE REGISTRAR OF THE ABOVE HONOURABLE COURT"),
    paragraph(
      "<strong>AND TO:</strong> {{matter.opposingParty}}<br>Respondent<br>Address: ______________________________",
    ),
  ].join(""),
};
