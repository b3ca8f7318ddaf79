import { describe, expect, it } from "vitest";
import { buildTitle, collectParties, findMatters } from "./judgment-parties.ts";

function titleOf(header: string): string | null {
  return buildTitle(findMatters(header));
}

describe("findMatters and buildTitle", () => {
  it("reads roles on the line after each name, and a name broken over lines", () => {
    const header =
      "CASE NO. 622/97\nIn the matter between\nTHE BENICON GROUP\nAPPELLANT\nAND\nNATIONAL UNION OF METAL WORKERS OF\n\nSOUTH AFRICA AND 185 OTHERS\nRESPONDENTS\n\nBEFORE: HEFER JA";
    expect(collectParties(findMatters(header))).toEqual({
      applicants: ["The Benicon Group"],
      respondents: ["National Union of Metal Workers of South Africa and 185 Others"],
    });
    expect(titleOf(header)).toBe(
      "The Benicon Group v National Union of Metal Workers of South Africa and 185 Others",
    );
  });

  it("reads roles at the end of the name's line and adds 'and Another' / 'and Others'", () => {
    const header =
      "In the matter between :\nTHE DIRECTOR :  MINERAL DEVELOPMENT,\nGAUTENG REGION          FIRST APPELLANT\nSASOL MINING (PTY) LTD        SECOND APPELLANT\nSAVE THE VAAL ENVIRONMENT     FIRST RESPONDENT\nRONSAND RANCH (PTY) LTD       SECOND RESPONDENT\nSUSAN SELLSCHOP\nF O U R T H\nRESPONDENT\nComposition of the court    :";
    const matters = findMatters(header);
    expect(collectParties(matters).respondents).toEqual([
      "Save the Vaal Environment",
      "Ronsand Ranch (Pty) Ltd",
      "Susan Sellschop",
    ]);
    expect(buildTitle(matters)).toBe(
      "The Director: Mineral Development, Gauteng Region and Another v Save the Vaal Environment and Others",
    );
  });

  it("reads Afrikaans roles", () => {
    const header =
      "In die saak tussen:\nPAULUS PHILLIPUS BRUMMER\nAppellant\nen\nGORFIL BROTHERS INVESTMENTS (PTY) LTD\nEerste Respondent\nSOLLY GORFIL\nTweede Respondent\nCoram: VAN HEERDEN AHR";
    expect(titleOf(header)).toBe(
      "Paulus Phillipus Brummer v Gorfil Brothers Investments (Pty) Ltd and Another",
    );
    expect(
      titleOf(
        "Insake die appèl van\nPhilip John Fivaz Appellant\nen\nABSA Bank Beperk Respondent\n\nCoram: X",
      ),
    ).toBe("Philip John Fivaz v ABSA Bank Beperk");
  });

  it("splits names listed above one plural role", () => {
    const header =
      "Insake\nLIBERTY LIFE ASSOCIATION OF AFRICA LIMITED\nAppellant\nen\nP J de WAAL NO\nJ G ROUX NO\n\nRespondente\nHOF:";
    expect(collectParties(findMatters(header)).respondents).toEqual(["P J de Waal NO", "J G Roux NO"]);
  });

  it("leaves out an amicus curiae and a description of a party's role below", () => {
    const header =
      "In the matter between:\n\nHAFIZA ISMAIL AMOD (born PEER)\nAPPELLANT\n\n(Plaintiff in the court a quo)\n\nCOMMISSION FOR GENDER EQUALITY\nAMICUS CURIAE\n\nand\n\nMULTILATERAL MOTOR VEHICLE\nRESPONDENT\nACCIDENTS FUND\n(Defendant in the court a quo)\n\nCORAM: MAHOMED CJ";
    expect(collectParties(findMatters(header))).toEqual({
      applicants: ["Hafiza Ismail Amod (born Peer)"],
      respondents: ["Multilateral Motor Vehicle Accidents Fund"],
    });
  });

  it("joins appeals heard together with '; '", () => {
    const header =
      "In the matter of:\nTHE COMMISSIONER OF CUSTOMS AND EXCISE Appellant\nand\nCONTAINER LOGISTICS (PTY) LIMITED Respondent\n\nAnd in the matter of:\nTHE COMMISSIONER OF CUSTOMS AND EXCISE Appellant\nand\nRENNIES GROUP LIMITED trading as RENFREIGHT Respondent\n\nCoram: Hefer JA";
    expect(titleOf(header)).toBe(
      "The Commissioner of Customs and Excise v Container Logistics (Pty) Limited; The Commissioner of Customs and Excise v Rennies Group Limited trading as Renfreight",
    );
  });

  it("ends a matter at a case number between two matters", () => {
    const header =
      "In the matter between :\nZWELAKE NGCOBO\nFirst Appellant\nBUKIWE NGCONGO\nSecond Appellant\nand\nSALIMBA CC\nRespondent\nCase No : 631 / 97\nAnd in the matter between :\nFIKILE NGCOBO\nAppellant\nand\nB.W.J. VAN RENSBURG\nRespondent\nComposition of the Court : Mahomed CJ";
    expect(titleOf(header)).toBe(
      "Zwelake Ngcobo and Another v Salimba CC; Fikile Ngcobo v B.W.J. van Rensburg",
    );
  });

  it("reads tab-separated roles of the Constitutional Court and the High Court's plaintiff and defendant", () => {
    expect(
      titleOf(
        "In the matter between:\n\nECONOMIC FREEDOM FIGHTERS\tApplicant\n\nand\n\nSPEAKER OF THE NATIONAL ASSEMBLY\tFirst Respondent\n",
      ),
    ).toBe("Economic Freedom Fighters v Speaker of the National Assembly");
    expect(
      titleOf(
        "In the matter between:\nJOHN SMITH      Plaintiff\nand\nROAD ACCIDENT FUND      Defendant\nJUDGMENT",
      ),
    ).toBe("John Smith v Road Accident Fund");
  });

  it("falls back on 'and' / 'v' between names when no role is written", () => {
    expect(titleOf("In the matter between:\nJOHN SMITH\nv\nROAD ACCIDENT FUND\n\nJUDGMENT")).toBe(
      "John Smith v Road Accident Fund",
    );
  });

  it("reads parties without an 'In the matter between' line", () => {
    expect(
      titleOf(
        "Case Number: 90/98\n\nTHE SOUTH AFRICAN RUGBY FOOTBALL UNION\nAppellant\nTHE COMMISSIONER\nRespondent\nCoram: Hefer JA",
      ),
    ).toBe("The South African Rugby Football Union v The Commissioner");
  });

  it("gives no title when the header names no parties", () => {
    expect(titleOf("IN THE SUPREME COURT OF APPEAL\nCoram: Hefer JA\n")).toBeNull();
  });
});

describe("findMatters in other layouts", () => {
  it("drops the role in the court below written after the role here", () => {
    const header =
      "In the matter between:\nJOHN SMITH   Appellant (Plaintiff in the court a quo)\nand\nMEC FOR HEALTH   Respondent (Defendant a quo)\nCoram: X J";
    expect(titleOf(header)).toBe("John Smith v MEC for Health");
  });

  it("reads numbered accused and a first party on the intro's line", () => {
    const header =
      "In the matter between: THE STATE   Applicant\nand\nJOHN SMITH   Accused 1\nPETER DLAMINI   Accused 2\nJUDGMENT";
    expect(collectParties(findMatters(header))).toEqual({
      applicants: ["The State"],
      respondents: ["John Smith", "Peter Dlamini"],
    });
  });

  it("titles an ex parte application after its applicant", () => {
    expect(titleOf("IN THE EX PARTE APPLICATION OF:\nJOHANNES SMITH\tApplicant\nJUDGMENT")).toBe(
      "Ex parte Johannes Smith",
    );
    expect(titleOf("EX PARTE: THE MASTER OF THE HIGH COURT\nCoram: X J")).toBe(
      "Ex parte The Master of the High Court",
    );
  });
});

describe("names written over several lines around their role", () => {
  it("gives the lines after a role to the name above when they end it as a company name", () => {
    const header =
      "In the matter between:\nG P SMITH LETTING CC          Appellant\nAnd\nJACOBS AND VAN ASWEGEN        First Respondent\nPROPERTY DEVELOPERS CC\n(Registration No. 2007/107707/23)\nHENK GERHARDUS VAN ASWEGEN    Second Respondent\nCoram: MODIBA J";
    expect(collectParties(findMatters(header)).respondents).toEqual([
      "Jacobs and van Aswegen Property Developers CC",
      "Henk Gerhardus van Aswegen",
    ]);
  });

  it("gives the lines before a role to the name below when the header puts roles on a name's last line", () => {
    const header =
      "In the matter between:\nLOMBARDY DEVELOPMENT (PTY) LTD FIRST APPLICANT\nAnd\nCITY OF TSHWANE METROPOLITAN\nMUNICIPALITY FIRST RESPONDENT\nMUNICIPAL MANAGER OF THE TSHWANE\nMETROPOLITAN MUNICIPALITY SECOND RESPONDENT\nJUDGMENT";
    expect(collectParties(findMatters(header)).respondents).toEqual([
      "City of Tshwane Metropolitan Municipality",
      "Municipal Manager of the Tshwane Metropolitan Municipality",
    ]);
  });

  it("finishes the last name with a line starting 'AND' after its role", () => {
    const header =
      "In the matter between:\nPSA   Applicant\nand\nDIRECTOR-GENERAL: DEPARTMENT OF JUSTICE     First Respondent\nAND CONSTITUTIONAL DEVELOPMENT\n\nJUDGMENT";
    expect(collectParties(findMatters(header)).respondents).toEqual([
      "Director-General: Department of Justice and Constitutional Development",
    ]);
  });
});
