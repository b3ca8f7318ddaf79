import {
  CONTRACT_FILE_EXTENSIONS,
  CONTRACT_MAX_FILE_BYTES,
  type CONTRACT_UPLOAD_MESSAGES,
  DEFAULT_CONTRACT_TYPE,
  formatDate,
} from "@inkundla/shared";

/** Which of the spec's upload messages applies (its title and text live in `CONTRACT_UPLOAD_MESSAGES`). */
export type ContractUploadProblem = keyof typeof CONTRACT_UPLOAD_MESSAGES;

/** What the chooser offers, as its `accept` attribute: ".pdf,.doc,.docx,.txt". */
export const CONTRACT_FILE_ACCEPT = CONTRACT_FILE_EXTENSIONS.join(",");

// The server refuses a longer title; a file name can be longer than that.
const CONTRACT_TITLE_MAX_LENGTH = 200;

export type ContractSubmission =
  | { kind: "file"; file: File; contractType: string; contractTitle: string; matterId: string | null }
  | {
      kind: "text";
      contractText: string;
      contractType: string;
      contractTitle: string;
      matterId: string | null;
    };

export interface ContractUploadInput {
  file: File | null;
  text: string;
  contractType: string;
  matterId: string | null;
}

/**
 * Why a chosen file cannot be sent, or null when it can. By its name and size only: the browser's idea
 * of a file's type is unreliable, and the server reads the content to decide what it really is.
 */
export function checkContractFile(file: File): ContractUploadProblem | null {
  if (file.size > CONTRACT_MAX_FILE_BYTES) return "fileTooLarge";
  const name = file.name.toLowerCase();
  if (!CONTRACT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return "invalidFileType";
  return null;
}

/** Whether there is anything to analyse: a file, or pasted text that is not blank. */
export function hasContract({ file, text }: Pick<ContractUploadInput, "file" | "text">): boolean {
  return file !== null || text.trim() !== "";
}

/** Spec §5: pasted text is titled "Text Contract - " and the day it was sent, e.g. "10 Mar 2026". */
export function textContractTitle(today: Date): string {
  return `Text Contract - ${formatDate(today)}`;
}

/**
 * The request to send, or the problem that stops it. A chosen file wins over pasted text (spec §5), is
 * titled by its name, and a blank contract type becomes "General Contract".
 */
export function buildContractSubmission(
  input: ContractUploadInput,
  today: Date,
): { submission: ContractSubmission } | { problem: ContractUploadProblem } {
  const contractType = input.contractType.trim() || DEFAULT_CONTRACT_TYPE;
  if (input.file) {
    const problem = checkContractFile(input.file);
    if (problem) return { problem };
    return {
      submission: {
        kind: "file",
        file: input.file,
        contractType,
        contractTitle: input.file.name.trim().slice(0, CONTRACT_TITLE_MAX_LENGTH),
        matterId: input.matterId,
      },
    };
  }
  if (input.text.trim() === "") return { problem: "noContract" };
  return {
    submission: {
      kind: "text",
      contractText: input.text,
      contractType,
      contractTitle: textContractTitle(today),
      matterId: input.matterId,
    },
  };
}
