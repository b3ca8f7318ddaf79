import { describe, expect, it } from "vitest";
import { isMostlyUpperCase, toNameCase } from "./judgment-name-case.ts";

describe("toNameCase", () => {
  it("puts names typed in capitals into a law report's case", () => {
    expect(toNameCase("GORFIL BROTHERS INVESTMENTS (PTY) LTD")).toBe("Gorfil Brothers Investments (Pty) Ltd");
    expect(toNameCase("NATIONAL UNION OF METAL WORKERS OF  SOUTH AFRICA AND 185 OTHERS")).toBe(
      "National Union of Metal Workers of South Africa and 185 Others",
    );
    expect(toNameCase("THE STATE")).toBe("The State");
  });

  it("keeps surname particles lower case inside a name but capitalises a leading one", () => {
    expect(toNameCase("JOAN VAN DER WESTHUIZEN")).toBe("Joan van der Westhuizen");
    expect(toNameCase("VAN HEERDEN")).toBe("Van Heerden");
    expect(toNameCase("DIE PROKUREUR-GENERAAL VAN DIE VRYSTAAT")).toBe(
      "Die Prokureur-Generaal van die Vrystaat",
    );
  });

  it("keeps initials and the abbreviations a law report writes in capitals", () => {
    expect(toNameCase("B.W.J. VAN RENSBURG")).toBe("B.W.J. van Rensburg");
    expect(toNameCase("N Y DYANTYI NO")).toBe("N Y Dyantyi NO");
    expect(toNameCase("SALIMBA CC")).toBe("Salimba CC");
  });

  it("keeps words the header already wrote in lower or mixed case", () => {
    expect(toNameCase("ABSA BANK LIMITED t/a UNITED BANK")).toBe("ABSA Bank Limited t/a United Bank");
    expect(toNameCase("LINDA HOWELLS (formerly HOBAN)")).toBe("Linda Howells (formerly Hoban)");
    expect(toNameCase("P J de WAAL NO")).toBe("P J de Waal NO");
  });

  it("leaves text in ordinary case alone", () => {
    expect(toNameCase("Philip John Fivaz")).toBe("Philip John Fivaz");
    expect(toNameCase("ABSA Bank Beperk")).toBe("ABSA Bank Beperk");
  });
});

describe("isMostlyUpperCase", () => {
  it("allows a few lower-case letters in a heading typed in capitals", () => {
    expect(isMostlyUpperCase("HOOGSTE HOF VAN APPèL")).toBe(true);
    expect(isMostlyUpperCase("Supreme Court of Appeal")).toBe(false);
  });
});
