// The contract review benchmark (issue 18, "Scale"): how long the local engine takes on a 20-page and
// a 100-page contract (aims: under 5 s and 20 s), how long reading the 100-page one from a DOCX and a
// PDF takes, and, given a PostgreSQL, how many queued contracts a number of worker processes get through.
//
//   npx tsx apps/server/src/modules/contract-review/bench/contract-bench.cli.ts [--database-url postgres://…]
//       [--contracts 200] [--workers 4] [--runs 5]
//   npm run bench -- --only contract-analysis     (the same on the benchmark's temporary PostgreSQL)
//
// The throughput part migrates the database, seeds the demo firm if it is missing, and leaves its
// analyses in the database (a temporary one goes away with the benchmark).
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { formatDuration, formatTable } from "./bench-statistics.ts";
import { generateContract } from "./contract-generator.ts";
import { type EngineTiming, timeAnalysis, timeFileReading } from "./engine-timing.ts";
import { measureQueueThroughput } from "./queue-throughput.ts";

const { values: options } = parseArgs({
  options: {
    "database-url": { type: "string" },
    contracts: { type: "string", default: "200" },
    workers: { type: "string", default: "4" },
    runs: { type: "string", default: "5" },
    "min-pages": { type: "string", default: "5" },
    "max-pages": { type: "string", default: "40" },
    "timeout-minutes": { type: "string", default: "30" },
  },
});

function positiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} takes a whole number of 1 or more`);
  return parsed;
}

const warmRuns = positiveInteger("runs", options.runs);
/** The spec's aims for the local engine, per contract length in pages. */
const AIMS_MS: ReadonlyMap<number, number> = new Map([
  [20, 5_000],
  [100, 20_000],
]);

const report = (line: string) => console.error(line);
const [oneMinuteLoad] = loadavg();
console.log(
  `Contract review benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${oneMinuteLoad?.toFixed(2)} at start\n`,
);

report("Timing the local engine …");
const engineRows: EngineTiming[] = [];
const contracts = new Map<number, ReturnType<typeof generateContract>>();
for (const pages of AIMS_MS.keys()) {
  const contract = generateContract({ pages });
  contracts.set(pages, contract);
  engineRows.push(await timeAnalysis(contract, pages, warmRuns));
}
console.log(`analyzeContract, local engine (rules only): first run, then the median of ${warmRuns} more`);
console.log(
  formatTable(
    ["contract", "characters", "clauses", "findings", "risk", "first run", "warm median", "aim"],
    engineRows.map((row) => {
      const aim = AIMS_MS.get(row.pages)!;
      const isMet = Math.max(row.coldMs, row.warmMs) < aim;
      return [
        `${row.pages} pages`,
        row.characters.toLocaleString("en-ZA"),
        String(row.clauses),
        String(row.findings),
        String(row.riskScore),
        formatDuration(row.coldMs),
        formatDuration(row.warmMs),
        `< ${aim / 1000} s ${isMet ? "met" : "MISSED"}`,
      ];
    }),
  ),
);

report("Timing the file readers …");
const fileRows = await timeFileReading(contracts.get(100)!, warmRuns);
console.log(
  `\nreadContractFile, the 100-page contract as an upload: first run, then the median of ${warmRuns} more`,
);
console.log(
  formatTable(
    ["file", "bytes", "characters read", "first run", "warm median"],
    fileRows.map((row) => [
      row.kind.toUpperCase(),
      row.bytes.toLocaleString("en-ZA"),
      row.characters.toLocaleString("en-ZA"),
      formatDuration(row.coldMs),
      formatDuration(row.warmMs),
    ]),
  ),
);

if (!options["database-url"]) {
  console.log("\nQueue throughput skipped: it needs --database-url <a PostgreSQL>.");
} else {
  const workers = positiveInteger("workers", options.workers);
  const minPages = positiveInteger("min-pages", options["min-pages"]);
  const maxPages = Math.max(minPages, positiveInteger("max-pages", options["max-pages"]));
  report(`Measuring queue throughput with ${workers} worker processes …`);
  const result = await measureQueueThroughput({
    databaseUrl: options["database-url"],
    contracts: positiveInteger("contracts", options.contracts),
    workers,
    minPages,
    maxPages,
    timeoutMs: positiveInteger("timeout-minutes", options["timeout-minutes"]) * 60_000,
    report,
  });
  console.log(
    `\nQueue throughput: ${result.contracts} pasted contracts of ${minPages}–${maxPages} pages (${result.pages.toLocaleString("en-ZA")} pages), queued first, then ${result.workers} worker processes started and, once all were ready, set to work (one job at a time each)`,
  );
  console.log(
    formatTable(
      ["measure", "value"],
      [
        ["queueing through the service", formatDuration(result.enqueueMs)],
        ["wall time, first start to last finish", formatDuration(result.wallMs)],
        ["wall time as the benchmark saw it", formatDuration(result.observedWallMs)],
        ["worker processes' start-up (not in the above)", formatDuration(result.workerStartUpMs)],
        ["contracts per second", result.contractsPerSecond.toFixed(2)],
        ["pages per second", result.pagesPerSecond.toFixed(0)],
        ["per analysis p50 (completed − started)", formatDuration(result.p50Ms)],
        ["per analysis p95", formatDuration(result.p95Ms)],
        ["per analysis slowest", formatDuration(result.maxMs)],
        ["completed", String(result.completed)],
        ["failed", String(result.failed)],
      ],
    ),
  );
  for (const failure of result.failures) console.log(`  failed: ${failure}`);
  if (result.failed > 0) {
    console.error("\nSome analyses failed: the throughput figures above are not valid.");
    process.exitCode = 1;
  }
}
const [endLoad] = loadavg();
console.log(`\nLoad average ${endLoad?.toFixed(2)} at the end (other work on the machine shows here).`);
