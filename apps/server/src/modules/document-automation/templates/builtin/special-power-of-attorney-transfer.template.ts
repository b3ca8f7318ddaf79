import type { BuiltinTemplate } from "../document-template.types.ts";
import { agentsList, principalParagraph } from "./general-power-of-attorney.template.ts";
import { heading, paragraph, signedAt, witnesses } from "./template-html.ts";

/**
 * Transfer of land is passed before the Registrar of Deeds by the owner or by a conveyancer authorised by a
 * power of attorney (Deeds Registries Act 47 of 1937, s 20); a seller married in community of property needs
 * the spouse's written consent (Matrimonial Property Act 88 of 1984, s 15(2)(a)).
 */
export const specialPowerOfAttorneyTransferTemplate: BuiltinTemplate = {
  key: "special-power-of-attorney-transfer",
  name: "Special power of attorney to pass transfer",
  description:
    "The seller's power of attorney authorising the conveyancers (the people of the document) to pass transfer of immovable property before the Registrar of Deeds under the Deeds Registries Act 47 of 1937, with the spouse's consent where the seller is married in community of property.",
  category: "Agreements",
  language: "English",
  documentType: "template",
  wordProcessor: false,
  aliases: [
    "power of attorney to pass transfer",
    "transfer power of attorney",
    "conveyancing power of attorney",
    "special power of attorney",
  ],
  keywords: [
    "transfer",
    "conveyancing",
    "conveyancer",
    "property",
    "immovable",
    "erf",
    "deeds",
    "registrar",
    "seller",
    "purchaser",
    "sale",
    "title deed",
  ],
  html: [
    heading("POWER OF ATTORNEY TO PASS TRANSFER", 1),
    principalParagraph("I, the undersigned,"),
    paragraph("do hereby nominate, constitute and appoint"),
    agentsList(),
    paragraph(
      "each with power of substitution, to be my lawful agent in my name, place and stead, to appear before the Registrar of Deeds at ____________________ and there, as my act and deed, to pass transfer in terms of the Deeds Registries Act 47 of 1937 to",
    ),
    paragraph("<strong>{{matter.opposingParty}}</strong> (the purchaser)"),
    paragraph("of the following property, together with all improvements on it:"),
    paragraph("{{details}}"),
    paragraph(
      "HELD by Deed of Transfer number T____________________, the transfer being made by virtue of a deed of sale dated ____________________ for the purchase price of R____________________;",
    ),
    paragraph(
      "and to declare that the property is transferred subject to the conditions referred to in the said deed of transfer and in any earlier deeds, so far as they still apply; to sign all deeds, declarations and documents, and generally to do whatever is necessary to register the transfer, as effectually as I might do if personally present; and I hereby ratify, allow and confirm all that my agent lawfully does or causes to be done by virtue of this power of attorney.",
    ),
    signedAt("<strong>{{client.name}}</strong>", "Seller"),
    witnesses(),
    heading("CONSENT OF SPOUSE", 3, "left"),
    paragraph(
      "(To be completed only if the seller is married in community of property.) I, ______________________________ (identity number ____________________), the spouse of the seller, married to the seller in community of property, consent to the sale and to the transfer of the property described above, as section 15(2)(a) of the Matrimonial Property Act 88 of 1984 requires.",
    ),
    signedAt("Spouse"),
    witnesses(),
  ].join(""),
};
