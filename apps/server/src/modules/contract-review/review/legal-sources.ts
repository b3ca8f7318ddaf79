import type { LegalSourceReference } from "./review.types.ts";

/** An Act as the corpus keys it: its short title, number and year. */
export type ActOfParliament = { title: string; number: number; year: number };

export const CONSUMER_PROTECTION_ACT: ActOfParliament = {
  title: "Consumer Protection Act",
  number: 68,
  year: 2008,
};
export const PROTECTION_OF_PERSONAL_INFORMATION_ACT: ActOfParliament = {
  title: "Protection of Personal Information Act",
  number: 4,
  year: 2013,
};
export const NATIONAL_CREDIT_ACT: ActOfParliament = { title: "National Credit Act", number: 34, year: 2005 };
export const CONVENTIONAL_PENALTIES_ACT: ActOfParliament = {
  title: "Conventional Penalties Act",
  number: 15,
  year: 1962,
};
export const PRESCRIPTION_ACT: ActOfParliament = { title: "Prescription Act", number: 68, year: 1969 };
export const BASIC_CONDITIONS_OF_EMPLOYMENT_ACT: ActOfParliament = {
  title: "Basic Conditions of Employment Act",
  number: 75,
  year: 1997,
};
export const ARBITRATION_ACT: ActOfParliament = { title: "Arbitration Act", number: 42, year: 1965 };
export const INTERNATIONAL_ARBITRATION_ACT: ActOfParliament = {
  title: "International Arbitration Act",
  number: 15,
  year: 2017,
};
export const VALUE_ADDED_TAX_ACT: ActOfParliament = { title: "Value-Added Tax Act", number: 89, year: 1991 };
export const SUPERIOR_COURTS_ACT: ActOfParliament = { title: "Superior Courts Act", number: 10, year: 2013 };

/** A reported judgment: its name as reported and its law-report citation. */
export type ReportedCase = { name: string; citation: string };

export const MAGNA_ALLOYS_V_ELLIS: ReportedCase = {
  name: "Magna Alloys and Research (SA) (Pty) Ltd v Ellis",
  citation: "1984 (4) SA 874 (A)",
};
export const SHIFREN: ReportedCase = {
  name: "SA Sentrale Ko-op Graanmaatskappy Bpk v Shifren",
  citation: "1964 (4) SA 760 (A)",
};
export const BARKHUIZEN_V_NAPIER: ReportedCase = {
  name: "Barkhuizen v Napier",
  citation: "2007 (5) SA 323 (CC)",
};
export const AMCOAL_V_TRUTER: ReportedCase = {
  name: "Amcoal Collieries Ltd v Truter",
  citation: "1990 (1) SA 1 (A)",
};
export const JOHNSTON_V_LEAL: ReportedCase = { name: "Johnston v Leal", citation: "1980 (3) SA 927 (A)" };
export const SINGH_V_MCCARTHY_RETAIL: ReportedCase = {
  name: "Singh v McCarthy Retail Ltd t/a McIntosh Cables",
  citation: "2000 (4) SA 795 (SCA)",
};
export const ONEANATE: ReportedCase = {
  name: "Standard Bank of SA Ltd v Oneanate Investments (Pty) Ltd",
  citation: "1998 (1) SA 811 (SCA)",
};

/** The reference and its readable form together, so the two can never disagree. */
export type CitedSource = { legalReference: string; reference: LegalSourceReference };

/**
 * "Consumer Protection Act 68 of 2008, s 14" with the matching structured reference; `alsoCited` (a
 * regulation, a related provision) is added to the readable form only, since the corpus keys sections.
 */
export function citeSection(act: ActOfParliament, section: string, alsoCited?: string): CitedSource {
  const readable = `${act.title} ${act.number} of ${act.year}, s ${section}`;
  return {
    legalReference: alsoCited === undefined ? readable : `${readable}; ${alsoCited}`,
    reference: {
      kind: "legislation",
      actTitle: act.title,
      actNumber: act.number,
      actYear: act.year,
      section,
    },
  };
}

/** The Act as a whole, when no one section carries the point: `section` is empty. */
export function citeAct(act: ActOfParliament): CitedSource {
  return {
    legalReference: `${act.title} ${act.number} of ${act.year}`,
    reference: {
      kind: "legislation",
      actTitle: act.title,
      actNumber: act.number,
      actYear: act.year,
      section: "",
    },
  };
}

/** "Magna Alloys … v Ellis 1984 (4) SA 874 (A)" with the matching structured reference. */
export function citeCase(reportedCase: ReportedCase): CitedSource {
  return {
    legalReference: `${reportedCase.name} ${reportedCase.citation}`,
    reference: { kind: "case", name: reportedCase.name, citation: reportedCase.citation },
  };
}
