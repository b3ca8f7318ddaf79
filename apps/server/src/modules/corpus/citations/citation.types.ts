/** What a citation points to: a judgment by neutral citation, a law report, an Act, or a bare section. */
export type CitationKind = "neutral" | "law_report" | "legislation" | "section";

/** One citation found in a text by `findCitations`. */
export type FoundCitation = {
  kind: CitationKind;
  /** As written, with runs of whitespace/line breaks collapsed to one space. */
  text: string;
  /** Offsets into the text given (end exclusive), so a caller can cut or mark the citation. */
  start: number;
  end: number;
  /** Normalised: two spellings of the same authority give the same key. */
  key: string;
  year?: number; // neutral citation's or law report's year
  court?: string; // neutral court code, e.g. "ZASCA"
  number?: number; // neutral judgment number
  series?: string; // "SA" | "SACR" | "BCLR" | "All SA" | "ILJ" | "BLLR" | "SALLR" ...
  volume?: number; // the (3) of 1995 (3) SA 391, or the 2 of [2004] 2 All SA 1; ILJ volume 26 of (2005) 26 ILJ 123
  page?: number;
  reportCourt?: string; // the bracketed court abbreviation: CC, SCA, A, T, W, C, D, N, LAC, LC, GP, GJ, WCC, KZD ...
  pinpoint?: string; // "para 12", "paras 12-14", "at 723B-G" when written right after the citation
  actNumber?: number;
  actYear?: number;
  actName?: string; // "Labour Relations Act", "Constitution"
  section?: string[]; // "s 25(1)(a)" -> ["25","1","a"]
  /**
   * End (exclusive) of the pinpoint written right after the citation. `text`/`end` stop before the
   * pinpoint so that `text` names the authority alone; a caller marking the whole reference uses this.
   */
  endWithPinpoint?: number;
  /** "ss 25-28": the citation carries the first section in `section`, and the last one here. */
  sectionRangeEnd?: string[];
};
