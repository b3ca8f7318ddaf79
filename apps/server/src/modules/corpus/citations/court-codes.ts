/**
 * Court codes used in South African neutral citations ("[1999] ZASCA 12"), as SAFLII assigns them.
 * Only these codes are recognised after a bracketed year, so a new court is added here.
 */
export const SOUTH_AFRICAN_COURT_CODES = [
  "ZACC", // Constitutional Court
  "ZASCA", // Supreme Court of Appeal
  "ZAGPPHC", // High Court, Gauteng Division, Pretoria (earlier North Gauteng High Court)
  "ZAGPJHC", // High Court, Gauteng Local Division, Johannesburg (earlier South Gauteng High Court)
  "ZAGPHC", // High Court, Gauteng (before the Pretoria and Johannesburg codes were split)
  "ZAWCHC", // High Court, Western Cape Division, Cape Town
  "ZAKZDHC", // High Court, KwaZulu-Natal Local Division, Durban
  "ZAKZPHC", // High Court, KwaZulu-Natal Division, Pietermaritzburg
  "ZAKZHC", // High Court, KwaZulu-Natal (before the Durban and Pietermaritzburg codes were split)
  "ZAECGHC", // High Court, Eastern Cape Division, Grahamstown (Makhanda)
  "ZAECPEHC", // High Court, Eastern Cape Local Division, Port Elizabeth (Gqeberha)
  "ZAECMHC", // High Court, Eastern Cape Local Division, Mthatha
  "ZAECBHC", // High Court, Eastern Cape Local Division, Bhisho
  "ZAECHC", // High Court, Eastern Cape (before the local division codes)
  "ZAFSHC", // High Court, Free State Division, Bloemfontein
  "ZANCHC", // High Court, Northern Cape Division, Kimberley
  "ZANWHC", // High Court, North West Division, Mahikeng
  "ZALMPPHC", // High Court, Limpopo Division, Polokwane
  "ZALMPTHC", // High Court, Limpopo Local Division, Thohoyandou
  "ZAMPMBHC", // High Court, Mpumalanga Division, Mbombela
  "ZAMPMHC", // High Court, Mpumalanga Local Division, Middelburg
  "ZALC", // Labour Court
  "ZALAC", // Labour Appeal Court
  "ZALCC", // Land Claims Court
  "ZALCJHB", // Labour Court, Johannesburg
  "ZALCCT", // Labour Court, Cape Town
  "ZALCD", // Labour Court, Durban
  "ZALCPE", // Labour Court, Port Elizabeth
  "ZACAC", // Competition Appeal Court
  "ZACT", // Competition Tribunal
  "ZAEC", // Electoral Court
  "ZAECT", // Electoral Court, tribunal series (name not verified against SAFLII)
  "ZATC", // Tax Court
  "ZAWT", // Water Tribunal
  "ZACOMP", // Companies Tribunal
  "ZAST", // Special Tribunal (Special Investigating Unit and Special Tribunals Act 74 of 1996)
  "ZAEQC", // Equality Court
  "ZACOMMC", // Commercial Crimes Court
  "ZANCT", // National Consumer Tribunal
] as const;

export type SouthAfricanCourtCode = (typeof SOUTH_AFRICAN_COURT_CODES)[number];

const COURT_CODE_SET: ReadonlySet<string> = new Set(SOUTH_AFRICAN_COURT_CODES);

export function isSouthAfricanCourtCode(code: string): code is SouthAfricanCourtCode {
  return COURT_CODE_SET.has(code);
}
