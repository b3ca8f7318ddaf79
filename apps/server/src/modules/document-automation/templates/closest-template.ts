/**
 * Chooses the built-in template closest to a request, for the local engine (no AI): the words of the request
 * are weighed against each template's names, keywords and description, and the AI assistant's document type,
 * when given, leans towards the templates of that type.
 */

import { BUILTIN_TEMPLATES, findBuiltinTemplate } from "./builtin-templates.ts";
import type { BuiltinTemplate, TemplateCategory } from "./document-template.types.ts";

/** The AI assistant's six document types, each with the template that drafts it and its related shelf. */
export const ASSISTANT_DOCUMENT_TYPES = {
  contract: { label: "Service Contract", templateKey: "service-contract", category: "Contracts" },
  agreement: { label: "Legal Agreement", templateKey: "settlement-agreement", category: "Agreements" },
  letter: { label: "Legal Letter", templateKey: "letter-of-demand", category: "Legal Letters" },
  memorandum: { label: "Legal Memorandum", templateKey: "legal-memorandum", category: "Legal Letters" },
  affidavit: { label: "Affidavit", templateKey: "affidavit", category: "Court Pleadings" },
  power_of_attorney: {
    label: "Power of Attorney",
    templateKey: "general-power-of-attorney",
    category: "Agreements",
  },
} as const satisfies Record<string, { label: string; templateKey: string; category: TemplateCategory }>;

export type AssistantDocumentType = keyof typeof ASSISTANT_DOCUMENT_TYPES;

function isAssistantDocumentType(value: string): value is AssistantDocumentType {
  return Object.hasOwn(ASSISTANT_DOCUMENT_TYPES, value);
}

/** The template that drafts one of the AI assistant's document types. */
export function templateForAssistantType(documentType: AssistantDocumentType): BuiltinTemplate {
  return findBuiltinTemplate(ASSISTANT_DOCUMENT_TYPES[documentType].templateKey)!;
}

export interface TemplateRequest {
  /** The AI assistant's type (`letter`, `affidavit`…) or a word-processor type (`pleading`…), if chosen. */
  documentType?: string;
  prompt: string;
}

export interface TemplateMatch {
  template: BuiltinTemplate;
  /** Higher is closer; 0 when nothing in the request pointed anywhere and a default was chosen. */
  score: number;
  /** Why this template was chosen, for the user and for logs. */
  reason: string;
  /** The names and words of the request that matched the template. */
  matchedTerms: string[];
}

const STOP_WORDS = new Set(
  (
    "a an the of for to and or in on at by with from as is are be been this that these those it its my our your " +
    "me we i you he she they them his her their please draft write prepare create generate make need want " +
    "document some any all about which who whom whose r rand rands"
  ).split(" "),
);

/** Reduces a word to a rough stem, so "demanding" meets "demand" and "leases" meets "lease". */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed") && !word.endsWith("eed")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function readWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word !== "" && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stem);
}

/** A phrase matches when all its words appear together, in order, in the request. */
function containsPhrase(requestText: string, phrase: string): boolean {
  const words = readWords(phrase);
  return words.length > 0 && requestText.includes(` ${words.join(" ")} `);
}

// Weights: a template's own name or alias is the strongest sign, a keyword a good one, a word shared with
// its name a fair one, and a word of its description a faint one (descriptions share much vocabulary).
const NAME_WEIGHT = 10;
const KEYWORD_WEIGHT = 3;
const NAME_WORD_WEIGHT = 2;
const DESCRIPTION_WORD_WEIGHT = 0.5;
const DESCRIPTION_WORD_CAP = 4;
const TYPE_TEMPLATE_WEIGHT = 5;
const TYPE_CATEGORY_WEIGHT = 3;

function scoreTemplate(template: BuiltinTemplate, requestText: string, requestWords: ReadonlySet<string>) {
  let score = 0;
  const matchedTerms: string[] = [];
  for (const phrase of [template.name, ...template.aliases]) {
    if (containsPhrase(requestText, phrase)) {
      score += NAME_WEIGHT + readWords(phrase).length;
      matchedTerms.push(phrase.toLowerCase());
    }
  }
  const wordsSeen = new Set<string>();
  for (const keyword of template.keywords) {
    if (!containsPhrase(requestText, keyword)) continue;
    const words = readWords(keyword);
    if (words.every((word) => wordsSeen.has(word))) continue;
    for (const word of words) wordsSeen.add(word);
    score += KEYWORD_WEIGHT + (words.length - 1);
    matchedTerms.push(keyword);
  }
  for (const word of new Set(readWords(template.name))) {
    if (requestWords.has(word) && !wordsSeen.has(word)) {
      wordsSeen.add(word);
      score += NAME_WORD_WEIGHT;
      matchedTerms.push(word);
    }
  }
  let descriptionWords = 0;
  for (const word of new Set(readWords(template.description))) {
    if (word.length >= 4 && requestWords.has(word) && !wordsSeen.has(word)) descriptionWords += 1;
  }
  score += Math.min(descriptionWords, DESCRIPTION_WORD_CAP) * DESCRIPTION_WORD_WEIGHT;
  return { score, matchedTerms };
}

function typeBonus(template: BuiltinTemplate, documentType: string | undefined): number {
  if (documentType === undefined) return 0;
  if (isAssistantDocumentType(documentType)) {
    const assistantType = ASSISTANT_DOCUMENT_TYPES[documentType];
    if (template.key === assistantType.templateKey) return TYPE_TEMPLATE_WEIGHT;
    return template.category === assistantType.category ? TYPE_CATEGORY_WEIGHT : 0;
  }
  return template.documentType === documentType ? TYPE_CATEGORY_WEIGHT : 0;
}

/** The most general template, for a request that names nothing the library knows. */
const FALLBACK_TEMPLATE_KEY = "legal-memorandum";

/**
 * The built-in template closest to the request. It always answers: with the document type's own template,
 * or else the legal memorandum, when the words match nothing (score 0, and the reason says so).
 */
export function closestTemplate(request: TemplateRequest): TemplateMatch {
  const requestText = ` ${readWords(request.prompt).join(" ")} `;
  const requestWords = new Set(readWords(request.prompt));
  const documentType = request.documentType?.trim().toLowerCase() || undefined;

  let best: TemplateMatch | undefined;
  for (const template of BUILTIN_TEMPLATES) {
    const { score: wordScore, matchedTerms } = scoreTemplate(template, requestText, requestWords);
    if (wordScore === 0) continue;
    const score = wordScore + typeBonus(template, documentType);
    // Ties go to the template earlier in the library, where the more common documents stand.
    if (!best || score > best.score) {
      const terms =
        matchedTerms.length > 0 ? matchedTerms.map((term) => `"${term}"`).join(", ") : "its description";
      best = { template, score, reason: `The request matched ${terms}.`, matchedTerms };
    }
  }
  if (best) return best;

  if (documentType !== undefined && isAssistantDocumentType(documentType)) {
    const template = templateForAssistantType(documentType);
    return {
      template,
      score: 0,
      reason: `Nothing in the request named a template; this is the template for a ${ASSISTANT_DOCUMENT_TYPES[documentType].label}.`,
      matchedTerms: [],
    };
  }
  return {
    template: findBuiltinTemplate(FALLBACK_TEMPLATE_KEY)!,
    score: 0,
    reason: "Nothing in the request named a template; the legal memorandum is the most general one.",
    matchedTerms: [],
  };
}
