import { citeSection, PROTECTION_OF_PERSONAL_INFORMATION_ACT } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";
import { PERSONAL_INFORMATION_WORDING } from "./popia-operator.rule.ts";

const TRANSFER_ABROAD =
  /(?:outside|beyond)\s+(?:the\s+)?(?:borders\s+of\s+)?(?:the\s+)?(?:Republic|South\s+Africa|RSA)\b|cross[- ]border|\boffshore\b|(?:transfer\w*|stor\w*|host\w*|process\w*)[^.]{0,80}\b(?:in|to)\s+(?:any\s+)?(?:other\s+)?(?:foreign\s+)?(?:countr(?:y|ies)|jurisdictions?)\b|(?:servers?|data\s+cent(?:re|er)s?)\s+(?:located\s+)?in\s+(?:the\s+)?(?:United\s+States|USA|United\s+Kingdom|Ireland|European\s+Union|EU|Europe|India|Singapore|Mauritius|Germany|Netherlands)/i;
const ADEQUATE_PROTECTION =
  /adequate\s+(?:level\s+of\s+)?protection|substantially\s+similar|binding\s+corporate\s+rules|section\s+72\b|\bs\s*72\b|consent\w*\s+(?:of\s+the\s+data\s+subjects?\s+)?to\s+(?:the|such|this|that)\s+transfer|data\s+subjects?\s+(?:has|have)\s+consented/i;

/**
 * Protection of Personal Information Act 4 of 2013, s 72: personal information may be transferred to a
 * third party in a foreign country only if the recipient is bound by law, binding corporate rules or a
 * binding agreement giving an adequate level of protection substantially similar to POPIA's conditions
 * (s 72(1)(a)), or the data subject consents (s 72(1)(b)), or the transfer is necessary for a contract
 * with or in the interest of the data subject (s 72(1)(c)–(e)). Applies when the contract deals with
 * personal information and provides for storing or sending it outside South Africa; no check otherwise.
 */
export function reviewPopiaCrossBorder(context: ReviewContext): RuleOutcome {
  if (!PERSONAL_INFORMATION_WORDING.test(context.text)) return { checks: [], findings: [] };
  const transfer = findFirstMatch(context.clauses, TRANSFER_ABROAD);
  if (transfer === null) return { checks: [], findings: [] };
  const isProtected = ADEQUATE_PROTECTION.test(context.text);
  const findings: Finding[] = isProtected
    ? []
    : [
        buildClauseFinding(transfer.clause, transfer.focus, {
          id: "popia-s72-cross-border",
          type: categoryLabel("personal-information"),
          severity: "high",
          description:
            "Personal information may be sent or stored outside South Africa, but the contract neither requires an adequate level of protection in the receiving country nor records the data subjects' consent.",
          recommendation:
            "Permit transfers abroad only to recipients bound by law, binding corporate rules or an agreement giving protection substantially similar to POPIA, or with the data subjects' consent, and restrict onward transfers.",
          source: citeSection(PROTECTION_OF_PERSONAL_INFORMATION_ACT, "72"),
        }),
      ];
  return {
    checks: [
      buildCheck(
        "popia-s72",
        "Transfers of personal information out of South Africa adequately protected (POPIA s 72)",
        isProtected ? "compliant" : "non_compliant",
        isProtected
          ? "Transfers abroad are made subject to adequate protection or the data subjects' consent."
          : "Personal information may leave South Africa without a requirement of adequate protection or consent.",
      ),
    ],
    findings,
  };
}
