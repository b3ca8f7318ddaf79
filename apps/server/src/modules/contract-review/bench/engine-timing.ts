import { makeDocx, makePdf } from "../../../testing/document-files.ts";
import { createLocalProvider } from "../../ai/index.ts";
import { analyzeContract, readContractFile } from "../analysis/index.ts";
import { median } from "./bench-statistics.ts";
import type { GeneratedContract } from "./contract-generator.ts";

export type Timing = {
  /** The first run in this process: the regular expressions compiled and the code not yet optimised. */
  coldMs: number;
  /** The median of the runs after the first. */
  warmMs: number;
  warmRuns: number;
};

export type EngineTiming = Timing & {
  pages: number;
  characters: number;
  clauses: number;
  findings: number;
  riskScore: number;
};

export type FileReadingTiming = Timing & { kind: "docx" | "pdf"; bytes: number; characters: number };

async function timeRuns<T>(runs: number, run: () => Promise<T>): Promise<{ timing: Timing; result: T }> {
  let started = performance.now();
  const result = await run();
  const coldMs = performance.now() - started;
  const warm: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    started = performance.now();
    await run();
    warm.push(performance.now() - started);
  }
  return { timing: { coldMs, warmMs: median(warm), warmRuns: runs }, result };
}

/** `analyzeContract` on the local engine (rules only, no language model), as the job runs it. */
export async function timeAnalysis(
  contract: GeneratedContract,
  pages: number,
  warmRuns: number,
): Promise<EngineTiming> {
  const ai = createLocalProvider();
  const { timing, result } = await timeRuns(warmRuns, () =>
    analyzeContract({ text: contract.text, contractType: "Master Services Agreement" }, { ai }),
  );
  return {
    ...timing,
    pages,
    characters: contract.text.length,
    clauses: result.clauses.length,
    findings: result.review.findings.length,
    riskScore: result.review.riskScore,
  };
}

/**
 * `readContractFile` on the contract as an uploaded DOCX (one paragraph per line) and as a PDF (one
 * page per ~3,000 characters; pdfkit wraps the lines, so the PDF may run to a few more pages).
 */
export async function timeFileReading(
  contract: GeneratedContract,
  warmRuns: number,
): Promise<FileReadingTiming[]> {
  const files = [
    { kind: "docx" as const, name: "contract.docx", bytes: makeDocx(contract.paragraphs) },
    { kind: "pdf" as const, name: "contract.pdf", bytes: await makePdf(contract.pages) },
  ];
  const timings: FileReadingTiming[] = [];
  for (const file of files) {
    const { timing, result } = await timeRuns(warmRuns, () =>
      readContractFile({ name: file.name, bytes: file.bytes }),
    );
    timings.push({ ...timing, kind: file.kind, bytes: file.bytes.length, characters: result.length });
  }
  return timings;
}
