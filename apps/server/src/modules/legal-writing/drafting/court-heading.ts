import type { TLegalWritingJurisdiction as Jurisdiction } from "@inkundla/shared";
import { type Block, heading, paragraph, placeholder, rightAligned, strong } from "./document-blocks.ts";

/**
 * The heading of court papers: the court (by the jurisdiction chosen), the case number and the parties.
 * Where the jurisdiction leaves the division or seat open (Gauteng sits in Pretoria and Johannesburg),
 * the choice is a placeholder rather than a guess.
 */

const COURT_NAMES: Readonly<Record<Jurisdiction, string>> = {
  national: `IN THE HIGH COURT OF SOUTH AFRICA, ${placeholder("DIVISION AND SEAT")}`,
  western_cape: "IN THE HIGH COURT OF SOUTH AFRICA, WESTERN CAPE DIVISION, CAPE TOWN",
  gauteng: `IN THE HIGH COURT OF SOUTH AFRICA, GAUTENG ${placeholder(
    "DIVISION, PRETORIA / LOCAL DIVISION, JOHANNESBURG",
  )}`,
  kwazulu_natal: `IN THE HIGH COURT OF SOUTH AFRICA, KWAZULU-NATAL ${placeholder(
    "DIVISION, PIETERMARITZBURG / LOCAL DIVISION, DURBAN",
  )}`,
  constitutional_court: "IN THE CONSTITUTIONAL COURT OF SOUTH AFRICA",
  supreme_court_of_appeal: "IN THE SUPREME COURT OF APPEAL OF SOUTH AFRICA",
  labour_court: `IN THE LABOUR COURT OF SOUTH AFRICA, HELD AT ${placeholder(
    "JOHANNESBURG / CAPE TOWN / DURBAN / GQEBERHA",
  )}`,
  competition_tribunal: "IN THE COMPETITION TRIBUNAL OF SOUTH AFRICA",
};

export function courtName(jurisdiction: Jurisdiction): string {
  return COURT_NAMES[jurisdiction];
}

/** The parties' names in the proceedings: an appeal has an appellant, everything else an applicant. */
export type PartyRoles = { initiating: string; opposing: string };

export function partyRoles(jurisdiction: Jurisdiction): PartyRoles {
  return jurisdiction === "supreme_court_of_appeal"
    ? { initiating: "Appellant", opposing: "Respondent" }
    : { initiating: "Applicant", opposing: "Respondent" };
}

/** Whether the court follows the Uniform Rules of Court (the High Court's rules). */
export function followsUniformRules(jurisdiction: Jurisdiction): boolean {
  return (
    jurisdiction === "national" ||
    jurisdiction === "western_cape" ||
    jurisdiction === "gauteng" ||
    jurisdiction === "kwazulu_natal"
  );
}

export function courtHeading(jurisdiction: Jurisdiction, documentName: string): Block[] {
  const roles = partyRoles(jurisdiction);
  const caseLabel = jurisdiction === "competition_tribunal" ? "Tribunal Case No" : "Case No";
  return [
    heading(2, courtName(jurisdiction), "center"),
    rightAligned(`${caseLabel}: ${placeholder("case number")}`),
    paragraph("In the matter between:"),
    paragraph(strong(placeholder(`NAME OF ${roles.initiating.toUpperCase()}`)), `  ${roles.initiating}`),
    paragraph("and"),
    paragraph(strong(placeholder(`NAME OF ${roles.opposing.toUpperCase()}`)), `  ${roles.opposing}`),
    heading(1, documentName, "center"),
  ];
}
