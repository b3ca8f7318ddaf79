import type { BuiltinTemplate } from "../document-template.types.ts";
import {
  clause,
  clauses,
  clauseWithDetails,
  heading,
  ifFieldElse,
  paragraph,
  signedAt,
} from "./template-html.ts";

export const mandateAndFeeAgreementTemplate: BuiltinTemplate = {
  key: "mandate-and-fee-agreement",
  name: "Mandate and fee agreement",
  description:
    "The client's mandate to the firm and the terms on which it is paid: fee basis, VAT, deposits held in trust under section 86 of the Legal Practice Act 28 of 2014, accounts, and termination.",
  category: "Agreements",
  language: "English",
  documentType: "contract",
  wordProcessor: true,
  aliases: ["fee agreement", "mandate agreement", "client mandate", "fee mandate", "agreement of mandate"],
  keywords: [
    "mandate",
    "fee",
    "fees",
    "hourly",
    "rate",
    "deposit",
    "trust",
    "retainer",
    "instruction",
    "attorney",
    "costs",
  ],
  html: [
    heading("MANDATE AND FEE AGREEMENT", 1),
    paragraph("between"),
    ifFieldElse(
      "client.registrationNumber",
      paragraph(
        '<strong>{{client.name}}</strong> (registration number {{client.registrationNumber}}), of {{client.address}} ("the client")',
      ),
      paragraph(
        '<strong>{{client.name}}</strong> (identity number {{client.idNumber}}), of {{client.address}} ("the client")',
      ),
    ),
    paragraph("and"),
    paragraph('<strong>{{firm.name}}</strong>, of {{firm.address}} ("the firm")'),
    clauses(
      clauseWithDetails(
        "<strong>Mandate.</strong> The client instructs the firm to act for it in the matter {{matter.title}} (our reference {{matter.reference}}), and the firm accepts the instruction, on the terms of this agreement. The scope of the mandate is:",
      ),
      clause(
        "Work outside this scope, including any appeal, requires a further instruction, which these terms will govern unless the parties agree otherwise in writing.",
      ),
      clause(
        "<strong>Responsible practitioner.</strong> {{author.name}} ({{author.title}}) will be responsible for the matter and may be assisted by other practitioners, candidate legal practitioners and staff of the firm, whose time is charged at their own rates.",
      ),
      clause(
        "<strong>Fee basis.</strong> The firm charges for its work on a time basis at the hourly rates of the persons doing it, as set out in the firm's schedule of rates given to the client, recorded in units of six minutes.",
        clause(
          "Time spent on consultations, attendances, correspondence, telephone calls, drafting, perusal, research, travel and waiting at court is charged.",
        ),
        clause(
          "The firm may review its rates once a year and will give the client at least one month's written notice of any increase.",
        ),
        clause(
          "Any estimate of the fees and costs of the matter is an estimate only, based on what is known when it is given; the firm will tell the client promptly if it expects the estimate to be exceeded.",
        ),
        clause(
          "This is not a contingency fee agreement. A fee that depends on the outcome of the matter may be agreed only in a separate agreement complying with the Contingency Fees Act 66 of 1997.",
        ),
      ),
      clause(
        "<strong>Disbursements.</strong> The client will pay the disbursements the firm incurs on its behalf, including counsel's fees, sheriff's fees, court fees, correspondent attorneys' fees, expert witnesses' fees, travel and copying. The firm may ask the client to pay large disbursements in advance.",
      ),
      clause(
        "<strong>VAT.</strong> All fees and disbursements are exclusive of value-added tax, which will be added at the rate in force when the firm's account is rendered. The firm's VAT registration number is {{firm.vatNumber}}.",
      ),
      clause(
        "<strong>Deposits held in trust.</strong> The client will pay the firm a deposit on account of fees and disbursements in the amount the firm asks for, and further deposits as the matter proceeds.",
        clause(
          "The firm holds every deposit in its trust account in terms of section 86 of the Legal Practice Act 28 of 2014, and may transfer from it to its business account only the amount of an account rendered to the client, or a disbursement paid on the client's behalf.",
        ),
        clause(
          "On the client's written instruction, money not immediately required may be invested in a separate trust interest-bearing account for the client's benefit under section 86(4) of that Act. The interest belongs to the client, less any part that the Act requires to be paid to the Legal Practitioners' Fidelity Fund.",
        ),
        clause(
          "Any balance of the deposits remaining at the end of the mandate will be repaid to the client, with a final statement of account.",
        ),
      ),
      clause(
        "<strong>Accounts.</strong> The firm will render accounts monthly, or at other intervals agreed with the client, itemising the work done and the disbursements. Accounts are payable within 30 days of their date; overdue amounts bear interest at the rate prescribed under the Prescribed Rate of Interest Act 55 of 1975.",
        clause(
          "The client may ask for any account to be assessed by the Legal Practice Council or taxed by the taxing master, and may raise any query about an account with {{author.name}} in the first instance.",
        ),
      ),
      clause(
        "<strong>Costs recovered from another party.</strong> An order that another party pay the client's costs does not relieve the client of its liability to the firm. Party-and-party costs recovered are credited to the client's account, and the client remains liable for the difference between them and the firm's fees.",
      ),
      clause(
        "<strong>Client's duties.</strong> The client will give the firm complete and truthful information and documents, tell it promptly of any change in circumstances, and provide what the firm needs to verify the client's identity under the Financial Intelligence Centre Act 38 of 2001.",
      ),
      clause(
        "<strong>Personal information.</strong> The client consents to the firm processing its personal information, and that of the persons it names, for the purposes of the mandate and as the law requires, in accordance with the Protection of Personal Information Act 4 of 2013.",
      ),
      clause(
        "<strong>Termination.</strong> Either party may terminate the mandate at any time by written notice to the other.",
        clause(
          "On termination the client must pay the firm's fees and disbursements up to the date of termination, and the reasonable costs of handing the matter over. The firm may retain the client's file until its accounts are paid, subject to any order of court.",
        ),
        clause(
          "Where the firm is the attorney of record in litigation it will withdraw in the manner the rules of court require, giving the client notice and time to appoint other attorneys.",
        ),
        clause(
          "The firm may terminate the mandate if the client fails to pay a deposit or an account when due, fails to give instructions, or asks the firm to act contrary to the law or the Code of Conduct for legal practitioners.",
        ),
      ),
      clause(
        "<strong>Notices.</strong> The parties choose the addresses set out above for the delivery of notices, and agree that notices may also be given by email to {{client.email}} and {{firm.email}}.",
      ),
      clause(
        "<strong>Whole agreement.</strong> This is the whole agreement between the parties about the mandate. No variation of it binds the parties unless it is in writing and signed by both of them.",
      ),
    ),
    signedAt("<strong>{{client.name}}</strong>", "Client"),
    signedAt("<strong>{{author.name}}</strong>", "{{author.title}}, for {{firm.name}}"),
  ].join(""),
};
