import type { ClauseRule } from "./clause-rule.ts";

/**
 * Rules for CUAD's clause categories (the document-level ones — name, parties, dates — are read by
 * document-facts.ts). Each follows the category's definition in CUAD's categories.csv.
 */

const NUMBER_WORD =
  "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|twenty-four|thirty|forty-five|sixty|ninety|one hundred (?:and )?eighty)";
const PERIOD = `${NUMBER_WORD}\\s*(?:\\(\\d+\\)\\s*)?(?:calendar |business |working )?(?:days?|weeks?|months?|years?)`;
const LICENCE = "licen[cs]e";

export const NON_COMPETE_PHRASES: readonly RegExp[] = [
  /\bnon[- ]?compet(?:e|ition|itive)\b/i,
  /\bcovenants? not to compete\b/i,
  /\b(?:not|nor)\b[^.]{0,80}\b(?:directly or indirectly|either directly or indirectly|alone or jointly)?[^.]{0,40}\b(?:compete|engage in (?:any )?(?:business|activit)[^.]{0,80}\bcompet|be (?:engaged|interested|concerned|employed)[^.]{0,120}\b(?:compet|similar))/i,
  /\b(?:shall|will|may|agrees?) not\b[^.]{0,300}\b(?:competitive|competing|compete|competitors?(?:'s)?)\b/i,
  /\b(?:shall|will|may) not\b[^.]{0,200}\b(?:own|engage in|be employed by|invest in|have (?:any )?interest in)\b[^.]{0,150}\b(?:similar|same|like) (?:business|products?|services?)/i,
  /\b(?:shall|will) not\b[^.]{0,100}\b(?:manufacture|sell|market|distribute|develop|promote)\b[^.]{0,100}\b(?:competitive|competing|similar) (?:products?|services?|business)/i,
];

const COMPETITION_LAW =
  /\bcompetition (?:law|act|commission|tribunal|authorit)|anti-?competitive|competitive (?:bid|tender|pric)/i;

export const CUAD_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    category: "renewal-term",
    headings: [/renew|extension of (?:the )?term/i],
    phrases: [
      /\b(?:automatically|shall automatically|will automatically) (?:be )?(?:renew|extend)/i,
      /\brenew(?:ed|al|s)?\b[^.]{0,60}\bfor (?:an? |one or more |successive |additional |further |subsequent )*(?:additional|successive|further|subsequent|renewal|like)\b/i,
      /\b(?:successive|additional|further|subsequent) (?:renewal )?(?:terms?|periods?) of\b/i,
      /\b(?:option|right) to (?:renew|extend) (?:this agreement|the (?:initial )?term|the agreement)/i,
      /\bevergreen\b/i,
      /\b(?:thereafter|after the initial term)\b[^.]{0,80}\b(?:continue|renew|extend)\w*\b[^.]{0,80}\b(?:year|month|period)/i,
    ],
    headedPhrases: [/\b(?:renew|extend)\w*\b/i],
  },
  {
    category: "notice-period-to-terminate-renewal",
    phrases: [
      /\b(?:notice of (?:its |their )?(?:intention|intent|election|decision) not to (?:renew|extend)|notice of non-?renewal|not to (?:renew|extend))\b/i,
      /\bunless\b[^.]{0,120}\bnotice\b[^.]{0,160}\b(?:prior to|before|preceding)\b[^.]{0,60}\b(?:expir|end of|anniversary|renewal|the then[- ]current)/i,
      new RegExp(
        `\\b${PERIOD}\\b[^.]{0,60}\\b(?:prior to|before)\\b[^.]{0,60}\\b(?:renewal|expiry|expiration|end of the (?:then[- ]current |initial )?term)`,
        "i",
      ),
    ],
  },
  {
    category: "governing-law",
    headings: [/governing law|applicable law|choice of law|proper law|law and jurisdiction/i],
    phrases: [
      /\b(?:govern(?:ed|s)?|constru(?:ed|ction)|interpret(?:ed|ation)|enforced|regulated)\b[^.]{0,120}\b(?:in accordance with|under|by) (?:the )?(?:substantive )?laws?\s+(?:of|in force in|applicable in)\b/i,
      /\blaws? of\b[^.]{0,80}\bshall (?:govern|apply to|be applicable)\b/i,
      /\bgoverning law\b[^.]{0,30}\b(?:shall be|is)\b/i,
    ],
    exclusions: [
      /\b(?:incorporated|organi[sz]ed|registered|formed|existing) (?:and existing )?under the laws\b(?![^.]{0,200}\bgovern)/i,
    ],
    isNamedByHeading: true,
  },
  {
    category: "most-favored-nation",
    headings: [/most favou?red/i],
    phrases: [
      /\bmost[- ]favou?red[- ](?:nation|customer|licensee|pricing|terms)\b/i,
      /\b(?:no less favou?rable|at least as favou?rable|not less favou?rable)\b[^.]{0,80}\bthan\b[^.]{0,120}\b(?:any other|third part|other (?:customers?|licensees?|distributors?|purchasers?))/i,
      /\b(?:lower|better|more favou?rable)\b[^.]{0,40}\b(?:prices?|terms?|rates?|royalt\w*|discounts?)\b[^.]{0,160}\b(?:any other|third part\w*|another) (?:customer|licensee|distributor|purchaser|part(?:y|ies)|reseller)/i,
      /\b(?:any other|third[- ]part\w*|another) (?:customer|licensee|distributor|purchaser|part(?:y|ies)|reseller)s?\b[^.]{0,160}\b(?:lower|better|more favou?rable) (?:prices?|terms?|rates?|royalt\w*|discounts?)\b[^.]{0,160}\b(?:shall|will)\b[^.]{0,60}\b(?:offer|extend|provide|grant|receive|entitled|reduce|adjust)/i,
    ],
  },
  {
    category: "non-compete",
    headings: [/non[- ]?compet|restrictive covenant|restraint|competition|competing/i],
    phrases: NON_COMPETE_PHRASES,
    exclusions: [COMPETITION_LAW, /\bnon[- ]?competitive\b/i],
  },
  {
    category: "exclusivity",
    headings: [/exclusiv/i],
    phrases: [
      /(?<!non[- ]?)(?<!non- )\bexclusive\b(?! (?:remed|jurisdiction|venue|property|owner|of\b|and sole remed|forum|court|responsib|liabilit|right,? title))/i,
      /\bexclusivity\b/i,
      /\b(?:all|one hundred (?:percent|per cent)|100%) of (?:its|their|the \w+'s|[A-Z]\w+'s) (?:requirements|needs|purchases)\b/i,
      /\bexclusively (?:from|to|with|through|by|for)\b/i,
      /\bsole (?:source|supplier|distributor|provider|agent|reseller|licensee)\b/i,
      /\b(?:shall|will) not\b[^.]{0,80}\b(?:appoint|engage|authori[sz]e|license|sell to|purchase from|obtain from|enter into (?:any )?(?:agreement|arrangement))\b[^.]{0,80}\b(?:any (?:other|third)|another)\b/i,
    ],
    exclusions: [/\bexclusive of\b[^.]{0,30}\b(?:vat|tax|value)/i],
  },
  {
    category: "no-solicit-of-customers",
    headings: [/non[- ]?solicit|no[- ]solicit|solicitation|customers/i],
    phrases: [
      /\b(?:not|nor|neither|no party|refrain from|prohibited from)\b[^.]{0,120}\b(?:solicit|canvass|entice|induce|divert|take away|interfere with|call (?:up)?on|accept (?:any )?business from|do business with|service)\w*\b[^.]{0,150}\b(?:customers?|clients?|accounts?|business partners?|franchisees|distributors|suppliers|patrons)\b/i,
      /\b(?:customers?|clients?)\b[^.]{0,80}\bshall not\b[^.]{0,40}\b(?:be )?(?:solicit|approach|contact)/i,
    ],
    exclusions: [/\b(?:employees?|personnel|staff)\b(?![^.]{0,150}\b(?:customers?|clients?)\b)/i],
  },
  {
    category: "competitive-restriction-exception",
    phrases: [
      /\b(?:notwithstanding|except|excluding|other than|save (?:for|that)|provided,? however|shall not (?:apply|prevent|restrict|preclude|prohibit)|nothing (?:in|contained in) this)\b[^.]{0,200}\b(?:compet(?:e|ing|itive|ition|itor)|(?<!non-)exclusiv\w*|solicit\w*|restrict(?:ion|ive) covenant|restraint)/i,
      /\b(?:compet(?:e|ing|itive|ition|itor)|(?<!non-)exclusiv\w*|solicit\w*|restraint)\b[^.]{0,200}\b(?:shall not (?:apply|prevent|restrict|preclude|prohibit)|does not (?:apply|prevent|restrict)|(?:except|other than|save) (?:for|that|as))/i,
      /\b(?:less than|not more than|no more than|up to) (?:\d+|[a-z]+) ?(?:%|per ?cent\b)[^.]{0,120}\b(?:publicly|listed|traded|securities|shares|stock)/i,
      /\b(?:general (?:solicitation|advertis\w*)|not (?:specifically )?(?:directed|targeted) (?:at|to))\b/i,
    ],
    exclusions: [COMPETITION_LAW, /\bnon-exclusive\b(?![^.]{0,200}\b(?:compet|solicit|(?<!non-)exclusiv))/i],
  },
  {
    category: "no-solicit-of-employees",
    headings: [/non[- ]?solicit|no[- ]solicit|employees|no[- ]hire|non[- ]?hire/i],
    phrases: [
      /\b(?:not|nor|neither|no party|refrain from|prohibited from)\b[^.]{0,120}\b(?:solicit|recruit|hire|employ|engage|entice|induce|offer employment)\w*\b[^.]{0,150}\b(?:employees?|personnel|staff|consultants?|contractors?|officers|workers|individuals? (?:employed|engaged))\b/i,
      /\b(?:employees?|personnel|staff)\b[^.]{0,100}\b(?:shall not|will not)\b[^.]{0,30}\b(?:be )?(?:solicit|recruit|hire|employ)/i,
    ],
    exclusions: [/\b(?:customers?|clients?)\b(?![^.]{0,200}\b(?:employees?|personnel|staff)\b)/i],
  },
  {
    category: "non-disparagement",
    headings: [/disparage/i],
    phrases: [
      /\bdisparag\w*/i,
      /\b(?:defamatory|derogatory|denigrat\w*)\b/i,
      /\b(?:not|nor)\b[^.]{0,100}\b(?:harm|damage|injure|impair|reflect adversely on|adversely affect)\b[^.]{0,40}\b(?:reputation|goodwill|good name|image)\b/i,
    ],
  },
  {
    category: "termination-for-convenience",
    phrases: [
      /\b(?:terminat|cancel)\w*\b[^.]{0,200}\b(?:for (?:any|no) reason(?: whatsoever)?|without (?:cause|reason|assigning (?:any )?reasons?)|for (?:its )?convenience|at will|in its (?:sole|absolute) discretion|for any reason or no reason)\b/i,
      /\b(?:for (?:any|no) reason|without cause|for convenience)\b[^.]{0,120}\b(?:terminat|cancel)\w*/i,
      new RegExp(
        `\\b(?:may|can|shall be entitled to|is entitled to|has the right to|have the right to|reserves the right to)\\s+(?:(?:at any time|immediately|unilaterally|by written notice)\\s+)?(?:terminate|cancel)\\b[^.]{0,160}\\b(?:upon|on|by giving|by providing|with|after|giving)\\b[^.]{0,30}\\b(?:${NUMBER_WORD}|prior|advance|written|reasonable)\\b[^.]{0,60}\\bnotice\\b`,
        "i",
      ),
      /\bat any time\b[^.]{0,60}\b(?:terminate|cancel)\w*\b[^.]{0,100}\bnotice\b/i,
    ],
    exclusions: [
      /\b(?:breach|default|insolven\w*|bankrupt\w*|liquidat\w*|fails? to|failure to|material(?:ly)? (?:breach|fail)|cure|remedy|rectify|change of control|force majeure|wound up|winding[- ]up)\b/i,
    ],
  },
  {
    category: "rofr-rofo-rofn",
    headings: [/first refusal|first offer|first negotiation|pre-?empt/i],
    phrases: [
      /\bright of first (?:refusal|offer|negotiation)\b/i,
      /\bfirst right (?:of|to) (?:refusal|negotiat\w*|offer|purchase|buy|acquire)\b/i,
      /\b(?:right|option) to match\b/i,
      /\bpre-?emptive rights?\b|\bright of pre-?emption\b/i,
      /\bfirst (?:opportunity|option|right) to (?:purchase|acquire|negotiate|buy|license|licence|distribute|market|bid|make an offer)\b/i,
      /\b(?:shall|will) (?:first )?offer\b[^.]{0,80}\bbefore\b[^.]{0,80}\b(?:third part|any other)/i,
    ],
  },
  {
    category: "change-of-control",
    headings: [/change (?:of|in) control/i],
    phrases: [
      /\bchange (?:of|in) (?:the )?(?:control|ownership)\b/i,
      /\b(?:change|transfer)s?\b[^.]{0,60}\b(?:ownership|control)\b[^.]{0,200}\b(?:terminat\w*|consent|notice|deemed)\b/i,
      /\b(?:ownership|control)\b[^.]{0,20}\bchange\b/i,
      /\b(?:merger|merges?|consolidat\w+|amalgamat\w+|acquisition|acquired|reorgani[sz]ation)\b[^.]{0,200}\b(?:terminat\w*|consent|notice|deemed (?:an|to be an) assignment|right to)\b/i,
      /\b(?:terminat\w*|consent|notice|deemed (?:an|to be an) assignment)\b[^.]{0,200}\b(?:merger|consolidat\w+|amalgamat\w+|acquisition|reorgani[sz]ation)\b/i,
      /\b(?:all or substantially all|substantially all) (?:of )?(?:its|the|their) (?:assets|business|stock|shares|equity)\b/i,
      /\bby operation of law\b/i,
      /\b(?:fifty percent|fifty per cent|50%|majority) (?:or more )?of (?:the|its) (?:voting|outstanding|issued)\b/i,
      /\bcontrolling (?:interest|shareholding|stake)\b/i,
    ],
    exclusions: [/["“]?control["”]? (?:means|shall mean)\b/i],
  },
  {
    category: "anti-assignment",
    headings: [/assignment|cession|transfer|successors/i],
    phrases: [
      /\b(?:assign|transfer|cede|delegate|sub-?contract|novat)\w*\b[^.]{0,200}\b(?:without (?:first obtaining |obtaining )?(?:the )?(?:express )?(?:prior )?(?:written )?(?:consent|approval|permission|agreement)|prior (?:express )?written (?:consent|approval)|(?:with|subject to) the (?:prior )?(?:written )?(?:consent|approval) of)\b/i,
      /\b(?:not|nor|no party|neither party)\b[^.]{0,60}\b(?:assign|transfer|cede)\w*\b[^.]{0,100}\b(?:this agreement|its rights|any rights|its obligations|any of its|its interest)/i,
      /\bany (?:purported |attempted )?(?:assignment|transfer|cession|delegation)\b[^.]{0,150}\b(?:void|null|invalid|of no (?:force|effect)|ineffective)\b/i,
      /\b(?:assign|transfer|cede)\w*\b[^.]{0,150}\b(?:upon|with|after|by giving|on)\b[^.]{0,40}\bnotice\b/i,
      /\bnon-?assignable\b/i,
    ],
    exclusions: [
      /\bmeanings? (?:assigned|ascribed)\b/i,
      /\bhereby (?:irrevocably )?(?:assigns?|transfers?)\b[^.]{0,80}\b(?:right,? title|intellectual property|copyright|invention)/i,
    ],
  },
  {
    category: "revenue-profit-sharing",
    headings: [/royalt|revenue shar|profit shar|commission/i],
    phrases: [
      /\broyalt(?:y|ies)\b/i,
      /(?:\bpercent(?:age)?\b|\bper cent\b|%)[^.]{0,100}\bof (?:the |all |its )?(?:net |gross |total |annual |monthly )?(?:revenues?|sales|profits?|receipts|income|proceeds|turnover|margin|billings|collections)\b/i,
      /\b(?:revenue|profit|income)[- ]shar(?:e|ing)\b/i,
      /\b(?:revenues?|profits?|proceeds|income)\b[^.]{0,80}\bshall be (?:shared|split|divided)\b/i,
      /\bshare (?:of|in) (?:the )?(?:net |gross )?(?:revenues?|profits?|proceeds|income)\b/i,
      /\bcommissions?\b[^.]{0,80}(?:\bpercent\b|\bper cent\b|%|\bof (?:the )?(?:net |gross )?(?:sales|revenue|price)\b)/i,
    ],
  },
  {
    category: "price-restrictions",
    headings: [/price (?:protection|adjustment|increase|change)|most favou?red/i],
    phrases: [
      /\b(?:shall|will|may) not (?:be )?(?:increase|raise|change|reduce|decrease|adjust|vary)\w*\b[^.]{0,80}\b(?:prices?|fees?|rates?|charges?|royalt\w*)\b/i,
      /\b(?:prices?|fees?|rates?|charges?)\b[^.]{0,100}\b(?:shall|will) (?:remain (?:fixed|firm|unchanged)|be fixed|not (?:be )?(?:increase|change|exceed|adjust)\w*)/i,
      /\b(?:price|fee|rate) (?:increases?|adjustments?)\b[^.]{0,100}\b(?:not (?:to )?exceed|limited to|capped|no more than|shall not|more than once)/i,
      /\bnot (?:to )?exceed\b[^.]{0,60}\b(?:cpi|consumer price index|inflation|producer price index)/i,
      /\bprice protection\b/i,
    ],
  },
  {
    category: "minimum-commitment",
    headings: [/minimum|quota/i],
    phrases: [
      /\bminimum (?:annual |quarterly |monthly |yearly )?(?:purchase|order|quantit|volume|commitment|royalt|fee|guarantee|sales|revenue|number|payment|requirement|amount|units|performance)\w*\b/i,
      /\b(?:purchase|order|buy|sell|procure|acquire)\w*\b[^.]{0,80}\b(?:at least|not less than|no less than|a minimum of)\b[^.]{0,80}\b(?:units?|per (?:year|month|quarter|annum|calendar)|each (?:year|month|quarter|calendar)|in (?:each|any) (?:year|month|quarter))/i,
      /\btake[- ]or[- ]pay\b/i,
      /\b(?:sales|purchase|performance|development) quotas?\b/i,
    ],
  },
  {
    category: "volume-restriction",
    phrases: [
      /\b(?:in excess of|exceeds?|exceeding|more than|above|over|beyond)\b[^.]{0,100}\b(?:users?|units?|copies|licen[cs]es|transactions|volume|usage|capacity|seats|installations|quantit\w*|calls|cpus?|servers?|forecast\w*|hours)\b[^.]{0,150}\b(?:additional (?:fee|charge|cost|licen)|consent|approval|pay|charged|increase)/i,
      /\b(?:additional (?:fee|charge|cost)s?|surcharge|overage)\b[^.]{0,150}\b(?:in excess of|exceeds?|exceeding|more than|above)\b/i,
      /\b(?:maximum|no more than|not (?:to )?exceed|up to)\b[^.]{0,30}\b\d[\d,]*\s*(?:\([^)]{0,20}\)\s*)?(?:concurrent |named )?(?:users?|copies|licen[cs]es|installations|seats|units per)\b/i,
    ],
  },
  {
    category: "ip-ownership-assignment",
    headings: [/ownership|intellectual property|inventions|work product|proprietary rights/i],
    phrases: [
      /\bworks? made for hire\b/i,
      /\b(?:shall|will|hereby|agrees? to|does hereby)\s+(?:irrevocably\s+|unconditionally\s+)*(?:assign|transfer|cede|convey)\w*\b[^.]{0,150}\b(?:intellectual property|inventions?|copyrights?|patents?|improvements?|developments?|modifications?|work product|deliverables|right,? title,? and interest|all rights?)/i,
      /\b(?:improvements?|modifications?|developments?|inventions?|work product|deliverables|derivative works|results|enhancements|works|materials|intellectual property)\b[^.]{0,150}\b(?:shall|will)\s+(?:be(?:come)?|vest in|remain|belong to)\b[^.]{0,40}\b(?:the )?(?:sole |exclusive |absolute )*(?:property|owned by|ownership|vested)/i,
      /\b(?:vest|vests) in\b[^.]{0,60}\b(?:upon|on) (?:creation|its creation)/i,
    ],
    exclusions: [/\bconfidential information\b(?![^.]{0,200}\b(?:invent|improve|work product|develop))/i],
  },
  {
    category: "joint-ip-ownership",
    phrases: [
      /\bjointly[- ]own\w*\b/i,
      /\bjoint(?:ly)? (?:owned|ownership|property|owners)\b/i,
      /\bco-?own(?:ed|ership|er)s?\b/i,
      /\bowned (?:jointly|in common|equally) by\b/i,
      /\bjoint (?:inventions?|developments?|intellectual property|works?|technology|patents?)\b/i,
      /\bundivided (?:interest|share)\b/i,
    ],
  },
  {
    category: "license-grant",
    headings: [/licen[cs]e|grant of rights/i],
    phrases: [
      new RegExp(
        `\\b(?:hereby )?grants?\\b[^.]{0,200}\\b(?:${LICENCE}|sub-?${LICENCE}|right to (?:use|reproduce|distribute|sell|market|make))\\b`,
        "i",
      ),
      new RegExp(`\\b(?:is|are|shall be) (?:hereby )?(?:${LICENCE}d|granted (?:a|the) ${LICENCE})\\b`, "i"),
      new RegExp(`\\b${LICENCE}s? (?:is |are )?(?:hereby )?granted\\b`, "i"),
    ],
    exclusions: [/\b(?:shall|will|may) not\b[^.]{0,40}\bgrant\b/i],
  },
  {
    category: "non-transferable-license",
    phrases: [
      /\bnon-?transferr?able\b/i,
      /\bnon-?assignable\b[^.]{0,200}\blicen[cs]/i,
      new RegExp(
        `\\b${LICENCE}\\w*\\b[^.]{0,200}\\b(?:may not|shall not|cannot|is not)\\s+(?:be\\s+)?(?:assign|transfer|sub-?licen|sold|sell|cede)\\w*`,
        "i",
      ),
      new RegExp(`\\bwithout the right to (?:sub-?${LICENCE}|transfer|assign)`, "i"),
      new RegExp(`\\bnon-?sub-?${LICENCE}able\\b`, "i"),
      new RegExp(
        `\\b(?:not|nor)\\b[^.]{0,60}\\b(?:assign|transfer|sub-?${LICENCE}|cede)\\w*\\b[^.]{0,80}\\b(?:this )?${LICENCE}`,
        "i",
      ),
    ],
  },
  {
    category: "affiliate-license-licensor",
    phrases: [
      new RegExp(
        `\\b(?:licensor|[A-Z][\\w-]+)\\s+(?:and|or|and\\/or|on behalf of)\\s+(?:each of\\s+)?(?:its|their)\\s+(?:affiliates|subsidiaries)\\b[^.]{0,40}\\bgrants?\\b[^.]{0,200}\\b${LICENCE}`,
        "i",
      ),
      new RegExp(
        `\\bgrants?\\b[^.]{0,200}\\b${LICENCE}\\b[^.]{0,250}\\b(?:owned|controlled|licensed|developed) by (?:[\\w-]+ or )?(?:any of )?(?:its|licensor's|their) (?:affiliates|subsidiaries)\\b`,
        "i",
      ),
      new RegExp(
        `\\b(?:licensor|[A-Z][\\w-]+)(?:'s|’s) (?:affiliates|subsidiaries)\\b[^.]{0,80}\\b(?:grant|${LICENCE})`,
        "i",
      ),
    ],
  },
  {
    category: "affiliate-license-licensee",
    phrases: [
      /\bgrants?\b[^.]{0,60}\bto\s+(?:the\s+)?(?:licensee|customer|distributor|[A-Z][\w-]+)(?:,)?\s+(?:and|or|and\/or)\s+(?:its|their)\s+(?:affiliates|subsidiaries)\b/i,
      new RegExp(
        `\\b(?:licensee|customer|[A-Z][\\w-]+)\\s+and\\s+(?:its|their)\\s+(?:affiliates|subsidiaries)\\b[^.]{0,120}\\b(?:${LICENCE}d?|right to use|may use|to use)\\b`,
        "i",
      ),
      new RegExp(
        `\\b(?:sub-?${LICENCE}|extend (?:the|such) ${LICENCE})\\w*\\b[^.]{0,80}\\b(?:to|with) (?:any of )?(?:its|their) (?:affiliates|subsidiaries)\\b`,
        "i",
      ),
      new RegExp(
        `\\b${LICENCE}\\b[^.]{0,150}\\b(?:for the benefit of|use by) [^.]{0,40}\\b(?:its|their) (?:affiliates|subsidiaries)\\b`,
        "i",
      ),
    ],
  },
  {
    category: "unlimited-all-you-can-eat-license",
    phrases: [
      /\bunlimited (?:number of |use\b|usage|right|copies|users?|licen[cs]e|quantit|access|deployment)/i,
      /\benterprise[- ](?:wide|licen[cs]e)\b/i,
      /\ball[- ]you[- ]can[- ]eat\b/i,
      /\bwithout (?:any )?(?:limitation|limit|restriction) (?:as to|on|to) the number of\b/i,
      /\bany number of (?:copies|users|units|sites|installations|devices)\b/i,
    ],
  },
  {
    category: "irrevocable-or-perpetual-license",
    phrases: [
      new RegExp(
        `\\b(?:perpetual|irrevocable|in perpetuity)\\b[^.]{0,200}\\b(?:${LICENCE}|right to (?:use|reproduce|distribute|make|sell|exploit)|rights to (?:use|reproduce))`,
        "i",
      ),
      new RegExp(
        `\\b(?:${LICENCE}|right to (?:use|reproduce|distribute|make|sell|exploit))\\b[^.]{0,200}\\b(?:perpetual|irrevocable|in perpetuity|survive (?:any )?(?:termination|expiration))\\b`,
        "i",
      ),
    ],
    exclusions: [
      /\birrevocabl[ey] (?:submit|consent|waive|appoint|agree|undertake|instruct)/i,
      /\bletter of credit\b/i,
    ],
  },
  {
    category: "source-code-escrow",
    headings: [/escrow/i],
    phrases: [
      /\bescrow\b[^.]{0,200}\b(?:source code|software|deposit|materials|release)/i,
      /\b(?:source code|deposit materials)\b[^.]{0,200}\b(?:escrow|deposit\w*|released?)\b/i,
    ],
    headedPhrases: [/\bescrow\b/i],
  },
  {
    category: "post-termination-services",
    headings: [
      /effect of (?:termination|expiry|expiration)|consequences of termination|post[- ]termination|transition|upon termination|rights and obligations on termination/i,
    ],
    phrases: [
      /\b(?:upon|after|following|on|in the event of|subsequent to|as from) (?:any |the )?(?:such )?(?:termination|expiration|expiry|cancellation|end of (?:the|this) (?:term|agreement))\b[^.]{0,250}\b(?:continue to|transition|wind[- ]?down|sell[- ]off|sell (?:its|any|the|all) (?:remaining )?(?:inventory|stock|products)|last[- ]time|return|deliver|destroy|pay|provide|assist|purchase|repurchase|cease|remove|transfer|de-?identif)\w*/i,
      /\b(?:termination|exit|transition) (?:assistance|services|period|plan)\b/i,
      /\bfor a period of\b[^.]{0,60}\b(?:after|following) (?:the )?(?:termination|expiration|expiry)\b/i,
    ],
    exclusions: [/\b(?:shall|will) not\b[^.]{0,40}\b(?:relieve|affect|prejudice)\b/i],
  },
  {
    category: "audit-rights",
    headings: [/audit|inspection|records/i],
    phrases: [
      /\b(?:audit|inspect|examin)\w*\b[^.]{0,150}\b(?:books|records|accounts|facilities|premises|operations|documentation|systems|sites?|plants?|ledgers)\b/i,
      /\bright to (?:audit|inspect|examine)\b/i,
      /\b(?:audit|inspection) rights?\b/i,
      /\b(?:books|records|accounts)\b[^.]{0,150}\b(?:available for|open to|subject to|for the purposes? of) (?:its |their )?(?:inspection|audit|examination|review|verification)/i,
    ],
    exclusions: [/\baudited (?:financial|annual|balance)\b(?![^.]{0,200}\b(?:right to|inspect|examine))/i],
  },
  {
    category: "uncapped-liability",
    phrases: [
      /\b(?:limitations?|exclusions?|caps?|limits?)\b[^.]{0,200}\b(?:shall|will|do|does) not apply\b[^.]{0,200}\b(?:breach|indemnif\w*|gross negligence|wil(?:l)?ful|fraud|confidential\w*|infring\w*|death|personal injury)/i,
      /\bnothing in this (?:agreement|clause|section)\b[^.]{0,100}\b(?:limit|exclude|restrict)s?\b[^.]{0,60}\bliabilit/i,
      /\b(?:unlimited|uncapped) liabilit\w*/i,
      // A carve-out from a cap or an exclusion leaves that liability uncapped.
      /\b(?:except|excluding|other than|save)\b(?: for| with respect to| in respect of| as to| in the case of)?[^.]{0,250}\b(?:liable|liability)\b[^.]{0,250}\b(?:exceed|limited to|indirect|consequential|special damages)/i,
      /\bliabilit\w*\b[^.]{0,100}\b(?:shall|will) (?:not be limited|be unlimited)\b/i,
      /\b(?:except|excluding|other than|save)\b[^.]{0,60}\b(?:for|with respect to|in the case of|in respect of)?\b[^.]{0,100}\b(?:gross negligence|wil(?:l)?ful misconduct|fraud|indemnification obligations|breach of (?:confidentiality|section|clause))\b[^.]{0,300}\b(?:liable|liability)\b/i,
    ],
  },
  {
    category: "cap-on-liability",
    headings: [
      /limitation of liability|limitation on liability|limitation of damages|liability cap|limited liability/i,
    ],
    phrases: [
      /\b(?:total|aggregate|maximum|cumulative|entire|overall) (?:liability|amount)\b[^.]{0,250}\b(?:shall not|will not|not to|in no event|may not|does not)\s+(?:\w+\s+){0,2}(?:exceed|be more than|be greater)\b/i,
      /\bliabilit\w*\b[^.]{0,250}\b(?:shall|will|may) (?:not|in no event|under no circumstances) (?:\w+ ){0,2}exceed\b/i,
      /\bliabilit\w*\b[^.]{0,200}\b(?:is |are |be |shall be )?(?:limited to|capped at|restricted to)\b/i,
      /\b(?:in no event|under no circumstances|not be liable|no liability)\b[^.]{0,300}\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost profits?|loss of (?:profits?|revenue|business|data))\b/i,
      /\b(?:no (?:action|claim|suit|proceeding)s?|any (?:action|claim))\b[^.]{0,150}\b(?:may|must|shall) be (?:brought|commenced|instituted)\b[^.]{0,80}\b(?:within|after|more than)\b/i,
    ],
  },
  {
    category: "liquidated-damages",
    headings: [/liquidated damages|termination fee|break fee|penalt/i],
    phrases: [
      /\bliquidated damages\b/i,
      /\b(?:early )?(?:termination|cancellation|break(?:age)?) (?:fee|charge|payment|penalty)\b/i,
      /\b(?:genuine )?pre-?estimate of\b/i,
      /\bnot (?:as )?a penalty\b/i,
      /\bpenalt(?:y|ies)\b[^.]{0,100}\b(?:per day|for each day|each day|per week|of \$|of R ?\d|equal to|amounting to)\b/i,
    ],
    exclusions: [/\b(?:tax|SARS|revenue service|interest and penalties)\b/i],
  },
  {
    category: "warranty-duration",
    headings: [/warrant/i],
    phrases: [
      new RegExp(
        `\\bwarrant(?:y|ies|s|ed)?\\b[^.]{0,200}\\b(?:for a period of|period of|for|during the (?:first )?|within)\\s+(?:the\\s+)?${PERIOD}\\b`,
        "i",
      ),
      new RegExp(`\\b${PERIOD}\\b[^.]{0,120}\\bwarranty\\b`, "i"),
      /\bwarranty period\b/i,
    ],
    exclusions: [/\bconfidential/i],
  },
  {
    category: "insurance",
    headings: [/insurance/i],
    phrases: [
      /\binsurance\b[^.]{0,150}\b(?:maintain|carry|procure|obtain|take out|keep in force|policy|policies|coverage|cover|insured|insurer|underwriter|limits? of)\b/i,
      /\b(?:maintain|carry|procure|obtain|take out|keep)\b[^.]{0,100}\b(?:insurance|insurance cover(?:age)?|insurance polic(?:y|ies))\b/i,
      /\badditional (?:named )?insureds?\b/i,
      /\b(?:general|product|professional|public|employer'?s?) liability (?:insurance|coverage|cover|polic)/i,
    ],
    exclusions: [/\b(?:unemployment|national health) insurance\b/i],
  },
  {
    category: "covenant-not-to-sue",
    phrases: [
      /\b(?:not|never|nor)\b[^.]{0,80}\b(?:contest|challenge|dispute|attack|oppose|impugn|question)\w*\b[^.]{0,150}\b(?:validity|ownership|title|enforceability|rights? (?:of|in)|trade ?marks?|patents?|marks|copyrights?)\b/i,
      /\bcovenants? not to sue\b/i,
      /\b(?:shall|will|agrees? to|agrees?) not\b[^.]{0,40}\b(?:sue|bring (?:any )?(?:action|claim|suit|proceeding)s?|institute (?:any )?(?:action|proceeding)s?)\b/i,
    ],
  },
  {
    category: "third-party-beneficiary",
    headings: [/third[- ]party beneficiar|stipulatio alteri/i],
    phrases: [
      /\b(?:is|are|shall be|be) (?:an? )?(?:intended |express |direct )?third[- ]party beneficiar\w*/i,
      /\b(?:intended|express) beneficiar\w*/i,
      /\bstipulatio alteri\b/i,
      /\b(?:except|other than|save)\b[^.]{0,120}\bthird[- ]party beneficiar\w*/i,
      /\bthird[- ]party beneficiar\w*\b[^.]{0,120}\b(?:except|other than|save)\b/i,
      /\bentitled to enforce\b[^.]{0,100}\b(?:as if|directly)\b/i,
    ],
    exclusions: [
      /\bno (?:third[- ]party|other person)\b(?![^.]{0,120}\b(?:except|other than|save)\b)|\bnot (?:intended to )?(?:confer|create|be construed)|\bnothing (?:in|contained)\b(?![^.]{0,200}\b(?:except|other than|save)\b)/i,
    ],
  },
];
