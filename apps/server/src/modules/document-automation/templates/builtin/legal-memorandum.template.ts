import type { BuiltinTemplate } from "../document-template.types.ts";
import { heading, paragraph } from "./template-html.ts";

export const legalMemorandumTemplate: BuiltinTemplate = {
  key: "legal-memorandum",
  name: "Legal memorandum",
  description:
    "An internal or client memorandum of legal advice: the question, a short answer, the facts, the law applied to them, and the recommendation.",
  category: "Legal Letters",
  language: "English",
  documentType: "template",
  wordProcessor: false,
  aliases: ["memorandum", "memo", "legal opinion", "advice memorandum", "research memorandum", "opinion"],
  keywords: [
    "memorandum",
    "memo",
    "advice",
    "opinion",
    "research",
    "analysis",
    "question",
    "issue",
    "recommendation",
    "law",
  ],
  html: [
    heading("MEMORANDUM", 1),
    "<table><tbody>",
    "<tr><th><p>To</p></th><td><p>{{client.name}}</p></td></tr>",
    "<tr><th><p>From</p></th><td><p>{{author.name}}, {{author.title}}, {{firm.name}}</p></td></tr>",
    "<tr><th><p>Date</p></th><td><p>{{date}}</p></td></tr>",
    "<tr><th><p>Matter</p></th><td><p>{{matter.title}} ({{matter.reference}})</p></td></tr>",
    "</tbody></table>",
    paragraph(
      "<strong>PRIVILEGED AND CONFIDENTIAL: prepared for the purpose of giving legal advice.</strong>",
    ),
    heading("1. Question", 3, "left"),
    paragraph("____________________"),
    heading("2. Short answer", 3, "left"),
    paragraph("____________________"),
    heading("3. Facts", 3, "left"),
    paragraph("{{details}}"),
    heading("4. Law and discussion", 3, "left"),
    paragraph("____________________"),
    heading("5. Conclusion and recommendation", 3, "left"),
    paragraph("____________________"),
    paragraph(
      "This memorandum is based on the facts set out above and the law as at {{date}}. Should any of the facts be incorrect or incomplete, the advice may differ.",
    ),
  ].join(""),
};
