/**
 * Small builders for the document HTML dialect, so the built-in templates read as legal text rather than
 * markup. Section tags stand alone in their own paragraph, the form the editor keeps, so a firm that copies
 * a built-in template into the word processor can still edit it.
 */

type Alignment = "left" | "center" | "right" | "justify";

export function paragraph(text: string, alignment?: Alignment): string {
  return alignment ? `<p style="text-align: ${alignment}">${text}</p>` : `<p>${text}</p>`;
}

export function heading(text: string, level: 1 | 2 | 3 = 2, alignment: Alignment = "center"): string {
  return `<h${level} style="text-align: ${alignment}">${text}</h${level}>`;
}

/** Legal numbering: 1, 1.1, 1.1.1. */
export function clauses(...items: string[]): string {
  return `<ol data-numbering="clauses">${items.join("")}</ol>`;
}

/** A numbered clause: its text, then its sub-clauses (numbered beneath it). */
export function clause(text: string, ...subclauses: string[]): string {
  return `<li>${paragraph(text)}${subclauses.length > 0 ? clauses(...subclauses) : ""}</li>`;
}

/**
 * A numbered clause followed, inside it, by further blocks (the user's details, a list of people), so that
 * the clauses after it go on numbering instead of starting again at 1.
 */
export function clauseWithBlocks(text: string, blocks: string, ...subclauses: string[]): string {
  return `<li>${paragraph(text)}${blocks}${subclauses.length > 0 ? clauses(...subclauses) : ""}</li>`;
}

/** A numbered clause introducing the user's details, which stand as paragraphs inside it. */
export function clauseWithDetails(text: string, ...subclauses: string[]): string {
  return clauseWithBlocks(text, paragraph("{{details}}"), ...subclauses);
}

/** A numbered clause that stands only when the field has a value; left out, its number goes too. */
export function optionalClause(fieldKey: string, text: string, ...subclauses: string[]): string {
  return `<li>${ifField(fieldKey, paragraph(text), subclauses.length > 0 ? clauses(...subclauses) : "")}</li>`;
}

/** Blocks kept only when the field has a value, with optional blocks used otherwise. */
export function ifField(fieldKey: string, ...blocks: string[]): string {
  return `<p>{{#if ${fieldKey}}}</p>${blocks.join("")}<p>{{/if}}</p>`;
}

export function ifFieldElse(fieldKey: string, kept: string, otherwise: string): string {
  return `<p>{{#if ${fieldKey}}}</p>${kept}<p>{{else}}</p>${otherwise}<p>{{/if}}</p>`;
}

/** Blocks repeated for every entry of `people` (`{{this.name}}`…); `otherwise` when the list is empty. */
export function eachPerson(blocks: string, otherwise?: string): string {
  return otherwise === undefined
    ? `<p>{{#each people}}</p>${blocks}<p>{{/each}}</p>`
    : `<p>{{#each people}}</p>${blocks}<p>{{else}}</p>${otherwise}<p>{{/each}}</p>`;
}

/** The firm's letterhead at the top of a letter. */
export function letterhead(): string {
  return [
    heading("{{firm.name}}", 2),
    paragraph("{{firm.address}}<br>Tel: {{firm.phone}} | Email: {{firm.email}}", "center"),
    "<hr>",
  ].join("");
}

/** A line for a signature, the signer's description beneath it. */
export function signatureLine(...lines: string[]): string {
  return paragraph("&nbsp;") + paragraph("______________________________") + paragraph(lines.join("<br>"));
}

/** "SIGNED at ______ on {{date}}." followed by the signature line. */
export function signedAt(...lines: string[]): string {
  return paragraph("SIGNED at ____________________ on ____________________.") + signatureLine(...lines);
}

/** Two witnesses, as powers of attorney and agreements customarily have. */
export function witnesses(): string {
  return (
    paragraph("<strong>AS WITNESSES:</strong>") +
    paragraph("1. ______________________________") +
    paragraph("2. ______________________________")
  );
}

/** The heading of a High Court or magistrate's court document: court, case number, parties. */
export function courtHeading(applicantRole: string, respondentRole: string): string {
  return [
    paragraph("<strong>IN THE {{matter.court}}</strong>", "center"),
    ifFieldElse(
      "matter.caseNumber",
      paragraph("Case number: {{matter.caseNumber}}", "right"),
      paragraph("Case number: ____________________", "right"),
    ),
    paragraph("In the matter between:"),
    paragraph(`<strong>{{client.name}}</strong><br>${applicantRole}`),
    paragraph("and"),
    paragraph(`<strong>{{matter.opposingParty}}</strong><br>${respondentRole}`),
    "<hr>",
  ].join("");
}

/** The attorneys' block at the foot of a court document. */
export function attorneysBlock(partyRole: string): string {
  return [
    paragraph("DATED at ____________________ on {{date}}."),
    signatureLine(
      `<strong>{{firm.name}}</strong>`,
      `${partyRole}'s attorneys`,
      "{{firm.address}}",
      "Tel: {{firm.phone}}",
      "Email: {{firm.email}}",
      "Ref: {{matter.reference}}",
    ),
  ].join("");
}
