import { describe, expect, it } from "vitest";
import { detectLanguage } from "./judgment-language.ts";

const ENGLISH =
  "This is an appeal on a special entry in terms of sections 317 and 318 of the Criminal Procedure Act. The appellant and one Agnew were convicted in the Cape Provincial Division of murder and the appellant was, in addition, convicted of theft.";
const AFRIKAANS =
  "Die enigste vraag wat in hierdie appèl ontstaan, is of die regulasie wat ingevolge artikel 6 van die Wet uitgevaardig is, ultra vires die magtigende bepalings van die Wet is. Die hof a quo het bevind dat dit nie die geval is nie en die appellant het met verlof na hierdie hof gekom.";
const ZULU =
  "Umfakisicelo uthi inkantolo kufanele ihlehlise isinqumo ngoba akazange anikwe ithuba lokuthi alalelwe. Kodwa umphikisi uthi lokho akulona iqiniso futhi uthi umfakisicelo wayazi ngecala. Uma sibheka ubufakazi, kusobala ukuthi inkantolo yathatha isinqumo ngokuthi umfakisicelo akezanga. Ngakho isicelo siyachithwa kanye nezindleko zaso.";
const XHOSA =
  "Umenzi-sicelo uthi inkundla kufuneka iguqule isigqibo kuba akazange anikwe ithuba lokuphulaphulwa. Kodwa ke umphenduli uthi oko akuyonyani kwaye umenzi-sicelo ebesazi ngetyala. Xa sijonga ubungqina, kucacile ukuba inkundla yenza isigqibo ngenxa yokuba umenzi-sicelo akazanga. Ngoko ke isicelo siyachithwa kwaye kufuneka ahlawule iindleko ukuze kugqitywe.";
const SESOTHO =
  "Mokopi o re lekgotla le lokela ho fetola qeto hobane ha a ka a fuwa monyetla wa ho mamelwa. Empa moarabi o re hona hase nnete mme o re mokopi o ne a tseba ka nyewe. Ha re sheba bopaki, ho hlakile hore lekgotla le entse qeto feela hobane mokopi a sa ka a tla. Ka hona kopo e a hanwa, mme mokopi o tla lefa ditjeho hape.";
const SETSWANA =
  "Mokopi o re kgotlatshekelo e tshwanetse go fetola tshwetso ka gore ga a ka a newa tshono ya go reetswa. Le fa go ntse jalo, mosekisiwa o re seo ga se boammaaruri, gape o re mokopi o ne a itse ka tsheko. Fa re leba bosupi, go a bonala gore kgotlatshekelo e dirile tshwetso jaaka mokopi a sa tla. Ka jalo kopo e a ganwa kgotsa e a phimolwa.";

describe("detectLanguage", () => {
  it("tells English from Afrikaans by their function words", () => {
    expect(detectLanguage(ENGLISH)).toBe("en");
    expect(detectLanguage(AFRIKAANS)).toBe("af");
  });

  it("keeps an Afrikaans judgment Afrikaans when it quotes an English case", () => {
    expect(
      detectLanguage(
        `${AFRIKAANS} ${AFRIKAANS} "That after litis contestatio a plaintiff should not be entitled to transfer his right."`,
      ),
    ).toBe("af");
  });

  it("recognises isiZulu, isiXhosa, Sesotho and Setswana", () => {
    expect(detectLanguage(ZULU)).toBe("zu");
    expect(detectLanguage(XHOSA)).toBe("xh");
    expect(detectLanguage(SESOTHO)).toBe("st");
    expect(detectLanguage(SETSWANA)).toBe("tn");
  });

  it("says 'other' for a language it does not know, and null for too little text", () => {
    const french =
      "La cour estime que le recours est recevable mais mal fondé. Les requérants soutiennent que la décision attaquée viole leurs droits fondamentaux, ce que le gouvernement conteste fermement devant nous aujourd'hui.";
    expect(detectLanguage(french)).toBe("other");
    expect(detectLanguage("The appeal is dismissed.")).toBeNull();
    expect(detectLanguage("\n")).toBeNull();
  });
});
