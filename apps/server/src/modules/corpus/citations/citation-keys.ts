/** The normalised keys that let two spellings of one authority compare equal. */

/** ["25","1","a"] → "25(1)(a)": a provision as a South African lawyer writes it. */
export function formatSectionLabel(section: readonly string[]): string {
  const [first = "", ...rest] = section;
  return first + rest.map((part) => `(${part})`).join("");
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function neutralCitationKey(year: number, court: string, number: number): string {
  return `neutral:${year}/${court}/${number}`;
}

/** Series without volumes (the old provincial reports, JOL) leave the volume out of the key. */
export function lawReportKey(
  seriesCode: string,
  year: number,
  volume: number | undefined,
  page: number,
): string {
  return volume === undefined
    ? `report:${seriesCode}/${year}/${page}`
    : `report:${seriesCode}/${year}/${volume}/${page}`;
}

/**
 * `act:1996/108` when the Act's number and year are known. An Act named only by its short title, with
 * no number anywhere in the text, gets `act:name:insolvency-act` so its mentions still group together.
 */
export function actKey(act: { actNumber?: number; actYear?: number; actName?: string }): string {
  if (act.actNumber !== undefined && act.actYear !== undefined) return `act:${act.actYear}/${act.actNumber}`;
  const slug = (act.actName ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `act:name:${slug}`;
}

export function actSectionKey(
  act: { actNumber?: number; actYear?: number; actName?: string },
  section: readonly string[],
): string {
  return `${actKey(act)}#${formatSectionLabel(section)}`;
}

export function bareSectionKey(section: readonly string[]): string {
  return `section:${formatSectionLabel(section)}`;
}
