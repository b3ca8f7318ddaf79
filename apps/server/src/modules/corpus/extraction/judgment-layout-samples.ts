/**
 * Headers (and the start of the body) of judgments in the layouts South African courts use, written
 * for the tests: the 1999 Supreme Court of Appeal layout, Afrikaans, the modern SCA layout with a
 * "Neutral citation:" line, the Constitutional Court, a High Court division, the Labour Court, and text
 * taken from a web page. Parties and facts are invented.
 */

export const SCA_1999_SAMPLE = `REPORTABLE
Case No: 336/97

IN THE SUPREME COURT OF APPEAL OF

SOUTH AFRICA

In the matter between:

NAUSHAD HOOSEN N.O.
1ST APPELLANT
YUSUF ALLY N.O.
2ND APPELLANT

and

YASMIN DEEDAT
RESPONDENT

CORAM: MAHOMED
CJ,
SMALBERGER,
OLIVIER JJA and MELUNSKY AJA

DATE OF HEARING: 17 MAY 1999

DELIVERY DATE:
16 JULY 1999

Religious trust - purported delegation of trustee's powers.
________________________________________________________

JUDGMENT
________________________________________________________

SMALBERGER JA:

[1] The appellants are the trustees of a religious trust established to promote the study of the
faith. They appeal against an order of the court a quo that was granted in favour of the respondent.
[2] The facts are not in dispute and may be shortly stated. The trust deed was executed in 1986 and
the trustees were given wide powers to administer the property of the trust.
[3] In the result the appeal is dismissed with costs.
____________________
J W SMALBERGER
JUDGE OF APPEAL
`;

export const AFRIKAANS_1999_SAMPLE = `RAPPORTEERBAAR
SAAKNOMMER: 381/97
IN DIE HOOGSTE HOF VAN APPèL VAN SUID-AFRIKA
In die saak tussen:
ABRAM PAULUS VENTER
Appellant
en
DIE STAAT
Respondent
CORAM:

HARMS, MARAIS et SCOTT ARR
VERHOORDATUM:
2 SEPTEMBER 1999
LEWERINGSDATUM:           8 SEPTEMBER 1999
Voorbehoue regsvraag in terme van art 319 van die Strafproseswet.
U I T S P R A A K
SCOTT AR:
[1] Die appellant het saam met 'n mede-beskuldigde in die Witwatersrandse Plaaslike Afdeling voor
die hof tereggestaan op een aanklag van moord en een aanklag van roof. Hy is aan roof skuldig bevind
en die staat het daarna twee regsvrae vir oorweging deur hierdie hof voorbehou.
[2] Die eerste vraag handel slegs met die posisie van die appellant, en die tweede vraag met die
posisie van die ander beskuldigde. Dit is nie nodig om op die tweede vraag in te gaan nie, want dit
is nie op die regte wyse voor die hof nie.
[3] Die vrae word van die rol geskrap.
D G SCOTT AR
`;

export const MODERN_SCA_SAMPLE = `THE SUPREME COURT OF APPEAL OF SOUTH AFRICA
JUDGMENT
Reportable
Case no: 1145/2018
In the matter between:
MINISTER OF POLICE                                                            FIRST APPELLANT
NATIONAL DIRECTOR OF PUBLIC PROSECUTIONS                                     SECOND APPELLANT
and
THABO JOHANNES MOKOENA                                                             RESPONDENT
Neutral citation: Minister of Police v Mokoena (1145/2018) [2020] ZASCA 12 (27 March 2020)
Coram: Ponnan, Mocumie and Dambuza JJA and Weiner and Eksteen AJJA
Heard: 3 March 2020
Delivered: This judgment was handed down electronically by circulation to the parties' representatives by email, publication on the Supreme Court of Appeal website and release to SAFLII. The date and time for hand-down is deemed to be 10h00 on 27 March 2020.
Summary: Delict - unlawful arrest and detention - whether the arresting officer exercised a discretion - Mahlangu v Minister of Police [2021] ZACC 10 distinguished.
___________________________________________________________________________
ORDER
___________________________________________________________________________
On appeal from: Gauteng Division of the High Court, Pretoria (Kollapen J sitting as court of first instance):
1 The appeal is upheld with costs.
2 The order of the court a quo is set aside and replaced with the following:
'The plaintiff's claim is dismissed with costs.'
___________________________________________________________________________
JUDGMENT
___________________________________________________________________________
Ponnan JA (Mocumie and Dambuza JJA and Weiner and Eksteen AJJA concurring):
[1] The respondent, Mr Thabo Mokoena, was arrested without a warrant on 14 June 2014 and detained
for four days. He sued the appellants for damages in the Gauteng Division of the High Court.
[2] The high court found for him and awarded R200 000. With its leave the appellants now appeal.
[3] For these reasons the appeal must succeed.
____________________
M S NAVSA
JUDGE OF APPEAL
Appearances
For the appellants: A B Counsel
`;

export const CONSTITUTIONAL_COURT_SAMPLE = `CONSTITUTIONAL COURT OF SOUTH AFRICA

Case CCT 232/19

In the matter between:

ECONOMIC FREEDOM FIGHTERS\tApplicant

and

SPEAKER OF THE NATIONAL ASSEMBLY\tFirst Respondent

PRESIDENT OF THE REPUBLIC OF SOUTH AFRICA\tSecond Respondent

and

CORRUPTION WATCH\tAmicus Curiae

Neutral citation:\tEconomic Freedom Fighters v Speaker of the National Assembly [2020] ZACC 5

Coram:\tMogoeng CJ, Khampepe ADCJ, Froneman J, Jafta J, Madlanga J, Mathopo AJ, Theron J and Victor AJ

Judgments:\tJafta J (majority): [1] to [3]
\tMogoeng CJ (dissenting): [4] to [5]

Heard on:\t20 August 2019

Decided on:\t10 March 2020

Summary:\tRules of the National Assembly - removal of office-bearers.

ORDER

On application for direct access:
1.\tThe application for direct access is dismissed.
2.\tThere is no order as to costs.

JUDGMENT

JAFTA J (Khampepe ADCJ, Froneman J, Madlanga J, Mathopo AJ, Theron J and Victor AJ concurring):

Introduction
[1]\tThe applicant seeks direct access to this Court to challenge rules of the National Assembly.
[2]\tThe rules were made by the Assembly under its constitutional power to regulate its business.
[3]\tThe application must therefore fail.

MOGOENG CJ:

[4]\tI have read the judgment of my colleague Jafta J and respectfully disagree with it.
[5]\tI would have granted direct access.
`;

export const HIGH_COURT_SAMPLE = `REPUBLIC OF SOUTH AFRICA

IN THE HIGH COURT OF SOUTH AFRICA
GAUTENG DIVISION, PRETORIA

CASE NO: 45781/2017

(1) REPORTABLE: NO
(2) OF INTEREST TO OTHER JUDGES: NO
(3) REVISED.

.........................  .........................
DATE                       SIGNATURE

In the matter between:

JOHANNES PETRUS VAN DER MERWE                                Plaintiff

and

ROAD ACCIDENT FUND                                           Defendant

JUDGMENT

MOLOPA-SETHOSA J

INTRODUCTION

[1] The plaintiff instituted an action against the defendant for damages arising from a motor
vehicle collision that occurred on 12 March 2015 on the N1 highway near Polokwane.
[2] The defendant conceded the merits. Only the quantum of the plaintiff's loss of earnings remains.
[3] In the result I make the following order:
1. The defendant shall pay the plaintiff R1 250 000.
2. The defendant shall pay the plaintiff's costs.

_____________________
M MOLOPA-SETHOSA
JUDGE OF THE HIGH COURT
GAUTENG DIVISION, PRETORIA

APPEARANCES
For the plaintiff: Adv P Smith
Instructed by: Smith Attorneys
For the defendant: Adv J Jones
Date of hearing: 12 February 2020
Date of judgment: 5 March 2020
`;

export const LABOUR_COURT_SAMPLE = `IN THE LABOUR COURT OF SOUTH AFRICA, JOHANNESBURG
Not Reportable
Case no: JR 1234/18
In the matter between:
NATIONAL UNION OF METALWORKERS OF SOUTH AFRICA          First Applicant
S MOKOENA AND 45 OTHERS                                  Second Applicant
and
COMMISSION FOR CONCILIATION, MEDIATION AND ARBITRATION   First Respondent
COMMISSIONER J SMITH N.O.                                Second Respondent
XYZ ENGINEERING (PTY) LTD                                Third Respondent
Heard: 14 May 2019
Delivered: 2 August 2019
Summary: Review of an arbitration award - dismissal for misconduct.
JUDGMENT
TLHOTLHALEMAJE, J
Introduction:
1. The applicants seek to review and set aside an arbitration award issued by the second respondent
under the auspices of the first respondent.
2. The individual applicants were dismissed after a strike that the third respondent said was
unprotected.
3. The application is dismissed.
_______________________
Tlhotlhalemaje J
Judge of the Labour Court of South Africa
`;

/** Text copied from a web page: no blank lines, no-break spaces, Windows line ends. */
export const WEB_PAGE_SAMPLE = [
  "IN THE HIGH COURT OF SOUTH AFRICA",
  "(WESTERN CAPE DIVISION, CAPE TOWN)",
  "Case\u00a0No:\u00a0A 123/2019",
  "In the matter between:",
  "THE STATE\u00a0Appellant",
  "and",
  "SIPHO NDLOVU\u00a0Respondent",
  "Coram:\u00a0Le Grange J et Nuku J",
  "Heard:\u00a012 October 2019",
  "Delivered:\u00a015 November 2019",
  "JUDGMENT",
  "LE GRANGE, J:",
  "[1]\u00a0This is an appeal by the State against a sentence imposed in the regional court.",
  "[2]\u00a0The respondent was convicted of robbery and sentenced to a fine.",
  "[3]\u00a0The appeal succeeds.",
  "",
].join("\r\n");
