/**
 * Law report series the parser recognises. `code` goes into keys; `label` is how the series is written.
 * Modern series are cited by volume ("1995 (3) SA 391"); the pre-1947 provincial reports are not
 * ("1926 AD 312"), and neither is the electronic JOL series ("[2004] JOL 12345").
 */
type LawReportSeries = { code: string; label: string; hasVolumes: boolean };

const SERIES: readonly LawReportSeries[] = [
  { code: "SA", label: "SA", hasVolumes: true }, // South African Law Reports (since 1947)
  { code: "SACR", label: "SACR", hasVolumes: true }, // South African Criminal Law Reports
  { code: "BCLR", label: "BCLR", hasVolumes: true }, // Butterworths Constitutional Law Reports
  { code: "ALLSA", label: "All SA", hasVolumes: true }, // All South African Law Reports
  { code: "ILJ", label: "ILJ", hasVolumes: true }, // Industrial Law Journal
  { code: "BLLR", label: "BLLR", hasVolumes: true }, // Butterworths Labour Law Reports
  { code: "SALLR", label: "SALLR", hasVolumes: true }, // South African Labour Law Reports
  { code: "SATC", label: "SATC", hasVolumes: true }, // South African Tax Cases
  { code: "JTLR", label: "JTLR", hasVolumes: true }, // Juta's Tax Law Reports (cited so in the SCA corpus)
  { code: "JOL", label: "JOL", hasVolumes: false }, // Judgments Online
  { code: "AD", label: "AD", hasVolumes: false }, // Appellate Division reports (1910-1946)
  { code: "TPD", label: "TPD", hasVolumes: false }, // Transvaal Provincial Division
  { code: "CPD", label: "CPD", hasVolumes: false }, // Cape Provincial Division
  { code: "WLD", label: "WLD", hasVolumes: false }, // Witwatersrand Local Division
  { code: "NPD", label: "NPD", hasVolumes: false }, // Natal Provincial Division
  { code: "EDL", label: "EDL", hasVolumes: false }, // Eastern Districts Local Division
  { code: "OPD", label: "OPD", hasVolumes: false }, // Orange Free State Provincial Division
  { code: "GWL", label: "GWL", hasVolumes: false }, // Griqualand West Local Division
  { code: "TS", label: "TS", hasVolumes: false }, // Transvaal Supreme Court (1902-1909)
];

const SERIES_BY_WRITTEN_FORM: ReadonlyMap<string, LawReportSeries> = new Map([
  ...SERIES.map((series) => [series.code, series] as const),
  ["SALR", SERIES[0]!],
]);

/** Regex source matching any written form of a series; longer forms first so "SACR" is not read as "SA". */
export const LAW_REPORT_SERIES_PATTERN = [
  String.raw`[Aa][Ll][Ll]\s{1,2}S\.?\s?A\.?`,
  String.raw`S\.\s?A\.\s?C\.\s?R\.`,
  String.raw`S\.\s?A\.`,
  "SALLR",
  "SACR",
  "SALR",
  "SATC",
  "SA",
  "BCLR",
  "BLLR",
  "ILJ",
  "JOL",
  "JTLR",
  "TPD",
  "CPD",
  "WLD",
  "NPD",
  "EDL",
  "OPD",
  "GWL",
  "AD",
  "TS",
].join("|");

/** "S.A." and "SA" are one series, as are "ALL SA" and "All SA". */
export function findLawReportSeries(written: string): LawReportSeries | undefined {
  return SERIES_BY_WRITTEN_FORM.get(written.replace(/[.\s]/g, "").toUpperCase());
}

/** Lower ranks are preferred when a judgment is reported in several series (the authorised SA reports first). */
export function seriesPreferenceRank(code: string): number {
  const rank = ["SA", "SACR", "BCLR", "ALLSA", "ILJ", "BLLR"].indexOf(code);
  return rank === -1 ? 100 : rank;
}
