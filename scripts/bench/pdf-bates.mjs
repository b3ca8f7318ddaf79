// `npm run bench -- --only pdf-bates`: issue 21's aim that a 300-page PDF bundle gets Bates numbers and
// exports in under 10 s. Not an endpoint: the PDF editor's own benchmark runs in a child process
// (packages/documents/src/pdf-edit/pdf-edit.bench.ts) and its times come back as rows of the table.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { timedSamplesRow } from "./timed-samples.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

export function measurePdfBates() {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "packages/documents/src/pdf-edit/pdf-edit.bench.ts"],
    { cwd: root, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`the PDF benchmark failed:\n${run.stderr}`);
  const lines = run.stdout.trim().split("\n");
  const { bundleTimes, exportTimes } = JSON.parse(lines.at(-1));
  return [
    timedSamplesRow("PDF: build a 300-page bundle (index, 3 documents)", bundleTimes),
    timedSamplesRow("PDF: export it with a redaction and Bates numbers", exportTimes),
  ];
}
