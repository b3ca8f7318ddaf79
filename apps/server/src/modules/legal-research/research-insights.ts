/**
 * What the local engine says about a search hit without a language model: facts computed from the
 * corpus's citation graph, never prose written to sound like a model's.
 */
export function describeHitFromCitations(input: {
  citedByCount: number;
  topAuthorities: { citation: string; count: number }[];
}): string {
  const parts: string[] = [];
  parts.push(
    input.citedByCount === 0
      ? "Not cited by other documents in the corpus."
      : `Cited by ${input.citedByCount} other document${input.citedByCount === 1 ? "" : "s"} in the corpus.`,
  );
  if (input.topAuthorities.length > 0) {
    const authorities = input.topAuthorities
      .map((authority) =>
        authority.count > 1 ? `${authority.citation} (${authority.count}×)` : authority.citation,
      )
      .join("; ");
    parts.push(`Most cited here: ${authorities}.`);
  }
  return parts.join(" ");
}
