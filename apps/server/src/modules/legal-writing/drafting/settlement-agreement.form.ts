import {
  type Block,
  type Clause,
  centred,
  heading,
  paragraph,
  placeholder,
  signatureLine,
  strong,
} from "./document-blocks.ts";
import type { DraftContext } from "./draft-sections.ts";
import { asSentence } from "./key-points.ts";

/**
 * A settlement agreement: the parties (defined once, so every later "the Parties" is a defined term),
 * the recordals, the terms as numbered clauses (one a key point), full and final settlement, costs, the
 * whole-agreement and non-variation clauses, and a signature block for each party with witnesses.
 */

function clause(title: string, children: string[]): Clause {
  return { content: [strong(title)], children: children.map((text) => ({ content: [text] })) };
}

function partySignature(party: string): Block[] {
  return [
    paragraph(`SIGNED at ${placeholder("place")} on ${placeholder("date")}.`),
    ...signatureLine(
      [strong(party.toUpperCase())],
      ["Name: ", placeholder(`name of signatory for the ${party}`)],
    ),
    ...signatureLine(["AS WITNESS 1"]),
    ...signatureLine(["AS WITNESS 2"]),
  ];
}

export function draftSettlementAgreement(context: DraftContext): Block[] {
  const first = placeholder("NAME OF FIRST PARTY");
  const second = placeholder("NAME OF SECOND PARTY");
  const terms =
    context.points.length === 0 ? [placeholder("the settlement terms")] : context.points.map(asSentence);
  return [
    heading(1, "SETTLEMENT AGREEMENT", "center"),
    centred("entered into between"),
    centred(strong(first)),
    centred(`(identity or registration number ${placeholder("number")})`),
    centred("and"),
    centred(strong(second)),
    centred(`(identity or registration number ${placeholder("number")})`),
    {
      kind: "clauses",
      items: [
        clause("PARTIES", [
          `This settlement agreement ("the Agreement") is entered into between ${first} ("the First Party") and ${second} ("the Second Party") (together "the Parties").`,
        ]),
        clause("RECORDALS", [
          `A dispute has arisen between the Parties concerning ${placeholder("describe the dispute")} ("the Dispute").`,
          "The Parties wish to settle the Dispute on the terms set out in this Agreement.",
        ]),
        clause("SETTLEMENT TERMS", terms),
        clause("FULL AND FINAL SETTLEMENT", [
          "This Agreement is in full and final settlement of all claims that the Parties have, or may have, against each other arising from the Dispute.",
          "Neither Party shall institute further proceedings against the other arising from the Dispute, except to enforce this Agreement.",
        ]),
        clause("COSTS", [placeholder("the costs arrangement")]),
        clause("GENERAL", [
          "This Agreement is the whole agreement between the Parties on its subject matter.",
          "No variation of this Agreement is of any force unless it is in writing and signed by both Parties.",
        ]),
      ],
    },
    ...partySignature("First Party"),
    ...partySignature("Second Party"),
  ];
}
