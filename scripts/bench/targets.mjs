// The endpoints `npm run bench` drives. Later modules add theirs here. `account` picks who signs in:
// the demo firm's owner, or the owner of the large firm that `npm run seed:large` creates (5,000
// clients, 20,000 matters, 200,000 time entries; 20,000 closed matters with outcomes; 20 trust
// accounts, 500,000 trust postings; 100,000 invoices). A target with `measure` drives itself (e.g. issuing, where each request needs its own draft).
// `resolve` fills in a path or body that needs seeded ids, through the API, before the run.
import { measureMixed } from "./mixed.mjs";
import { measurePdfBates } from "./pdf-bates.mjs";
import { measureSpreadsheetInBrowser } from "./spreadsheet-browser.mjs";

export const DEMO_OWNER = { email: "thandi.ndlovu@demo.inkundla.example", password: "Demo-Owner-2026" };
export const LARGE_OWNER = { email: "owner@large.inkundla.example", password: "Large-Owner-2026" };

export const BENCH_TARGETS = [
  { name: "auth-user", method: "GET", path: "/api/auth/user", account: "demo" },
  { name: "healthz", method: "GET", path: "/healthz" },
  { name: "clients-search", method: "GET", path: "/api/clients?search=naidoo", account: "large" },
  { name: "clients-deep", method: "GET", path: "/api/clients?offset=4900&limit=50", account: "large" },
  { name: "matters-search", method: "GET", path: "/api/matters?search=transfer", account: "large" },
  { name: "matters-deep", method: "GET", path: "/api/matters?offset=19900&limit=50", account: "large" },
  { name: "time-search", method: "GET", path: "/api/time-entries?search=research", account: "large" },
  { name: "time-deep", method: "GET", path: "/api/time-entries?offset=199900&limit=50", account: "large" },
  { name: "practice-stats", method: "GET", path: "/api/practice/stats", account: "large" },
  {
    // 20 connections' receipts all land on one trust account, so each waits for the account's row lock:
    // the throughput of one account's cash book.
    name: "trust-post",
    method: "POST",
    account: "large",
    label: "/api/trust-accounting/transactions (receipt, one account)",
    resolve: async (readJson) => {
      const [client] = await readJson("/api/clients?limit=1");
      const accounts = await readJson("/api/trust-accounting/accounts");
      const account = accounts.find((candidate) => candidate.name === "Trust Account 01");
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
      return {
        path: "/api/trust-accounting/transactions",
        body: {
          type: "receipt",
          accountId: account.id,
          clientId: client.id,
          amountCents: 100,
          date: today,
          description: "Benchmark deposit",
        },
      };
    },
  },
  {
    name: "trust-balance-listing",
    method: "GET",
    account: "large",
    path: "/api/trust-accounting/reports/balance-listing",
    resolve: async () => ({
      path: `/api/trust-accounting/reports/balance-listing?date=${new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date())}`,
    }),
  },
  {
    name: "trust-reconciliation",
    method: "GET",
    account: "large",
    label: "/api/trust-accounting/reconciliations (Trust Account 01, last month)",
    resolve: async (readJson) => {
      const accounts = await readJson("/api/trust-accounting/accounts");
      const account = accounts.find((candidate) => candidate.name === "Trust Account 01");
      const first = new Date();
      first.setUTCDate(1);
      first.setUTCMonth(first.getUTCMonth() - 1);
      return {
        path: `/api/trust-accounting/reconciliations?accountId=${account.id}&month=${first.toISOString().slice(0, 7)}`,
      };
    },
  },
  {
    name: "invoices-by-status",
    method: "GET",
    account: "large",
    path: "/api/billing/invoices?status=paid&limit=50",
  },
  {
    name: "invoices-overdue",
    method: "GET",
    account: "large",
    path: "/api/billing/invoices?status=overdue&limit=50",
  },
  {
    // Legal research over the seeded corpus (20,000 judgments, 2,000 Acts): words, two courts and a
    // year range; each search is also recorded in the member's recent searches.
    name: "research-search",
    method: "POST",
    account: "demo",
    needsLargeCorpus: true,
    path: "/api/legal-research/search",
    label: "/api/legal-research/search (words, 2 courts, from 2000)",
    body: {
      query: "unfair dismissal reinstatement",
      filters: { courts: ["supreme", "high"], dateRange: { fromYear: 2000 } },
    },
  },
  {
    // Reading one judgment of the seeded corpus: its paragraphs, what it cites and what cites it.
    name: "research-document",
    method: "GET",
    account: "demo",
    needsLargeCorpus: true,
    path: "/api/legal-research/documents/:id",
    resolve: async (_readJson, postJson) => {
      const { results } = await postJson("/api/legal-research/search", {
        query: "appeal",
        filters: { courts: ["supreme"] },
        limit: 1,
      });
      return { path: `/api/legal-research/documents/${results[0].documentId}` };
    },
  },
  {
    // The word processor's My Documents over the large firm's 10,000 documents (run with --cache off
    // for fresh reads: issue 19's aim is p95 under 50 ms at 20 connections).
    name: "documents-list",
    method: "GET",
    account: "large",
    path: "/api/office/documents?limit=50",
  },
  {
    // Opening the large firm's 50-page document (one with 50 versions): its content and metadata.
    name: "document-open",
    method: "GET",
    account: "large",
    label: "/api/office/documents/{id} (50 pages, 50 versions)",
    resolve: async (readJson) => {
      const [document] = await readJson("/api/office/documents?search=(long)&limit=1");
      return { path: `/api/office/documents/${document.id}` };
    },
  },
  {
    // The same document written as a Word file.
    name: "document-export-docx",
    method: "GET",
    account: "large",
    label: "/api/office/documents/{id}/export.docx (50 pages)",
    resolve: async (readJson) => {
      const [document] = await readJson("/api/office/documents?search=(long)&limit=1");
      return { path: `/api/office/documents/${document.id}/export.docx` };
    },
  },
  {
    // The office suite's lists over the large firm's 2,000 spreadsheets, 2,000 decks and 2,000 PDF
    // sessions (issue 21's aim: p95 under 50 ms at 20 connections, fresh reads: --cache off).
    name: "spreadsheets-list",
    method: "GET",
    account: "large",
    path: "/api/office/spreadsheets?limit=50",
  },
  {
    name: "presentations-list",
    method: "GET",
    account: "large",
    path: "/api/office/presentations?limit=50",
  },
  {
    // The sessions with every edit listed (the spec's shape, the API's default).
    name: "pdf-sessions-list",
    method: "GET",
    account: "large",
    path: "/api/office/pdf-sessions?limit=50",
  },
  {
    // The same page as the PDF editor's cards read it: each session's edits counted, not listed.
    name: "pdf-sessions-cards",
    method: "GET",
    account: "large",
    path: "/api/office/pdf-sessions?limit=50&view=card",
  },
  {
    // A 10,000 × 10 sheet opened and recalculated in Chromium (issue 21: each under 1 s).
    name: "spreadsheet-browser",
    account: "demo",
    label: "spreadsheet in Chromium",
    measure: measureSpreadsheetInBrowser,
  },
  {
    // A 300-page bundle built, then exported with Bates numbers on every page (issue 21: under 10 s).
    name: "pdf-bates",
    account: "demo",
    label: "PDF bundle with Bates numbers",
    measure: measurePdfBates,
  },
  {
    // Many members at once (--members, default 50), each on its own lists, pages and searches, with one
    // write in ten: the response cache rarely helps here, since every write in the firm ends its answers.
    name: "mixed",
    account: "large",
    label: "mixed members (reads and writes)",
    measure: measureMixed,
  },
  {
    // Every issue takes the firm's next invoice number under the billing profile's row lock, so
    // concurrent issuers queue there; the run then checks the numbers it got are gapless and unique.
    name: "invoices-issue",
    account: "large",
    label: "POST /api/billing/invoices/{id}/issue (concurrent issuers, then gap check)",
    measure: measureIssuing,
  },
  // Advanced analytics on the large firm (enterprise plan): a year of its 200,000 time entries and
  // 100,000 invoices read per request (run with the response cache off to measure the queries).
  {
    name: "analytics-data",
    method: "GET",
    path: "/api/advanced-analytics/data?period=last12months",
    account: "large",
  },
  {
    name: "analytics-benchmarks",
    method: "GET",
    path: "/api/advanced-analytics/benchmarks?period=last30days",
    account: "large",
  },
  {
    // A custom year (to yesterday) and the year before it: the firm keeps them as windows from the first
    // read (made before the timed requests, in the warm-up), as it does the preset periods.
    name: "analytics-data-custom",
    method: "GET",
    account: "large",
    label: "/api/advanced-analytics/data?period=custom (a year to yesterday)",
    resolve: async () => {
      const day = (offset) =>
        new Date(Date.now() + offset * 86_400_000).toLocaleDateString("en-CA", {
          timeZone: "Africa/Johannesburg",
        });
      return { path: `/api/advanced-analytics/data?period=custom&from=${day(-365)}&to=${day(-1)}` };
    },
  },
  { name: "analytics-forecasts", method: "GET", path: "/api/advanced-analytics/forecasts", account: "large" },
  {
    // One case prediction from request to completed job, against the large firm's closed matters with
    // outcomes (comparables aggregated in PostgreSQL): the time a person waits for the result.
    name: "case-prediction-job",
    account: "large",
    label: "POST /api/case-predictions, polled until the job completes",
    measure: measureCasePredictionJobs,
  },
];

const ISSUE_DRAFTS = 1500;

/** Prepares drafts, issues them from `connections` workers at once, and checks the numbers it got. */
async function measureIssuing({ send, connections }) {
  const clients = await (await send("/api/clients?limit=50")).json();
  const drafts = [];
  let nextDraft = 0;
  const createOne = async () => {
    while (nextDraft < ISSUE_DRAFTS) {
      const index = nextDraft++;
      const response = await send("/api/billing/invoices", {
        method: "POST",
        body: JSON.stringify({
          clientId: clients[index % clients.length].id,
          description: `Benchmark fee note ${index}`,
          amount: 1000 + (index % 500),
        }),
      });
      if (response.status !== 201)
        throw new Error(`creating a draft failed: ${response.status} ${await response.text()}`);
      drafts.push((await response.json()).id);
    }
  };
  await Promise.all(Array.from({ length: connections }, createOne));

  const latencies = [];
  const sequences = [];
  let errors = 0;
  let nextIssue = 0;
  const started = performance.now();
  const issueOne = async () => {
    while (nextIssue < drafts.length) {
      const id = drafts[nextIssue++];
      const begun = performance.now();
      const response = await send(`/api/billing/invoices/${id}/issue`, {
        method: "POST",
        body: JSON.stringify({ sendEmail: false }),
      });
      latencies.push(performance.now() - begun);
      if (response.status !== 200) {
        errors += 1;
        continue;
      }
      const { number } = await response.json();
      sequences.push(Number(number.replace(/^.*-/, "")));
    }
  };
  await Promise.all(Array.from({ length: connections }, issueOne));
  const seconds = (performance.now() - started) / 1000;

  sequences.sort((a, b) => a - b);
  const duplicates = sequences.filter((value, index) => index > 0 && value === sequences[index - 1]).length;
  const gaps = sequences.length === 0 ? 0 : sequences.at(-1) - sequences[0] + 1 - sequences.length;
  console.log(
    `  issued ${sequences.length} invoices, numbers ${sequences[0]}…${sequences.at(-1)}: ${gaps} gaps, ${duplicates} duplicates`,
  );
  if (gaps !== 0 || duplicates !== 0) errors += 1;
  latencies.sort((a, b) => a - b);
  const at = (fraction) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))];
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requests: latencies.length,
    errors,
  };
}

const CASE_PREDICTION_RUNS = 20;
const CASE_PREDICTION_POLL_MS = 50;
const CASE_PREDICTION_TIMEOUT_MS = 60_000;

/**
 * Asks for CASE_PREDICTION_RUNS predictions one after another (varying the court, so no answer is a
 * cached repeat) and times each from the POST until GET /api/case-predictions/{id} says completed.
 */
async function measureCasePredictionJobs({ send }) {
  const courts = ["High Court - Gauteng", "High Court - Western Cape", "Magistrates Court", null];
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  for (let run = 0; run < CASE_PREDICTION_RUNS; run += 1) {
    const begun = performance.now();
    const response = await send("/api/case-predictions", {
      method: "POST",
      body: JSON.stringify({
        caseTitle: `Benchmark claim ${run}`,
        caseType: "Civil Litigation",
        court: courts[run % courts.length],
        caseDescription:
          "The defendant failed to pay for services rendered under a written agreement and disputes the quality of the work.",
        evidenceStrength: "strong",
      }),
    });
    if (response.status !== 202) {
      errors += 1;
      console.log(`  prediction request failed: ${response.status} ${await response.text()}`);
      continue;
    }
    const { id } = await response.json();
    let status = "queued";
    while (status === "queued" || status === "running") {
      if (performance.now() - begun > CASE_PREDICTION_TIMEOUT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, CASE_PREDICTION_POLL_MS));
      status = (await (await send(`/api/case-predictions/${id}`)).json()).status;
    }
    if (status !== "completed") {
      errors += 1;
      continue;
    }
    latencies.push(performance.now() - begun);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (fraction) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))];
  console.log(`  ${latencies.length} predictions completed, slowest ${Math.round(latencies.at(-1) ?? 0)} ms`);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requests: latencies.length,
    errors,
  };
}
