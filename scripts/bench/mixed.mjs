// `npm run bench -- --only mixed`: many members of the large firm at once, each browsing its own lists,
// pages and searches, with one write in ten (time entries, clients, trust receipts). Every member
// waits a think time after each answer before its next request (random, exponentially distributed
// around `--think` ms, default 1000: a person clicking about once a second, faster than anyone reads a
// page), over one keep-alive connection of its own, as a browser tab would. `--think 0` sends the next
// request as soon as the last one answers: the server's capacity under the mix, not a firm's day. Reads and writes are timed apart; any answer that is
// not 2xx, and any failed connection, is an error, and a run with errors is not a result.
import http from "node:http";
import pg from "pg";

const MEMBER_EMAIL_DOMAIN = "large.inkundla.example";

/** Added members' roles in turn: a third of them capture trust postings (TRUST_CAPTURE_ROLES). */
const ADDED_MEMBER_ROLES = ["partner", "senior_associate", "associate", "office_manager", "paralegal"];
const TRUST_CAPTURE_ROLES = new Set(["managing_partner", "partner", "legal_director", "office_manager"]);

const CLIENT_SEARCHES = ["naidoo", "dlamini", "van der", "khumalo", "thabo", "ayesha", "ubuntu", "holdings"];
const CLIENT_SEARCHES_RARE = ["pillay 41", "protea trading", "smit 2", "client12@"];
const MATTER_SEARCHES = ["transfer", "estate", "divorce", "labour", "shareholder", "mat-2025-01"];
const TIME_SEARCHES = ["research", "drafting", "travel", "consultation", "court", "perusal 1"];
const INVOICE_STATUSES = ["all", "sent", "paid", "overdue", "open", "partially_paid", "draft"];

/** Deterministic per member, so two runs ask the same questions in the same order. */
function randomSource(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  return {
    next,
    below: (count) => Math.floor(next() * count),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

function pickWeighted(random, choices) {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let point = random.next() * total;
  for (const [weight, choice] of choices) {
    point -= weight;
    if (point < 0) return choice;
  }
  return choices.at(-1)[1];
}

function todayInSouthAfrica() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
}

/**
 * The large firm's members able to sign in with the owner's password: the seeded members get the
 * owner's password hash (argon2 hashes carry their salt, so the hash verifies the same password), and
 * members are added until there are `count`. Only the benchmark's own throwaway database is changed.
 */
async function prepareMembers(databaseUrl, owner, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query(
      `select u.id as user_id, m.firm_id, a.password
         from "user" u
         join firm_member m on m.user_id = u.id
         join account a on a.user_id = u.id and a.provider_id = 'credential'
        where u.email = $1`,
      [owner.email],
    );
    const [{ firm_id: firmId, password } = {}] = found.rows;
    if (!firmId) throw new Error("the large firm is not seeded (npm run seed:large)");
    await client.query("begin");
    await client.query(
      `update account a set password = $2
         from firm_member m
        where m.firm_id = $1 and a.user_id = m.user_id and a.provider_id = 'credential'`,
      [firmId, password],
    );
    const { rows: existing } = await client.query(
      `select count(*)::int as total from firm_member where firm_id = $1`,
      [firmId],
    );
    for (let index = existing[0].total; index < count; index += 1) {
      const userId = crypto.randomUUID();
      const number = index + 1;
      await client.query(
        `insert into "user" (id, name, first_name, last_name, email, email_verified, role)
         values ($1, $2, 'Bench', $3, $4, true, 'user')`,
        [userId, `Bench Member ${number}`, `Member ${number}`, `bench${number}@${MEMBER_EMAIL_DOMAIN}`],
      );
      await client.query(
        `insert into account (id, account_id, provider_id, user_id, password)
         values ($1, $2, 'credential', $2, $3)`,
        [crypto.randomUUID(), userId, password],
      );
      await client.query(`insert into firm_member (firm_id, user_id, role) values ($1, $2, $3)`, [
        firmId,
        userId,
        ADDED_MEMBER_ROLES[index % ADDED_MEMBER_ROLES.length],
      ]);
    }
    await client.query("commit");
    const { rows } = await client.query(
      `select u.email, m.role, m.is_owner from firm_member m join "user" u on u.id = m.user_id
        where m.firm_id = $1 order by m.is_owner desc, u.email limit $2`,
      [firmId, count],
    );
    return rows.map((row) => ({
      email: row.email,
      canCaptureTrust: row.is_owner || TRUST_CAPTURE_ROLES.has(row.role),
    }));
  } finally {
    await client.end();
  }
}

/** One HTTP request over the member's own keep-alive connection; the whole body is read. */
function request(agent, url, { method = "GET", cookie, origin, body } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: "application/json" };
    if (cookie) headers.cookie = cookie;
    if (method !== "GET") headers.origin = origin;
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(payload);
    }
    const outgoing = http.request(url, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", (error) => resolve({ status: 0, error }));
    });
    outgoing.on("error", (error) => resolve({ status: 0, error }));
    outgoing.end(payload);
  });
}

async function signIn(appUrl, appOrigin, email, password) {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appOrigin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`signing in ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** Ids the requests pick from: clients, matters and trust accounts of the large firm. */
async function readFirmSample(appUrl, cookie) {
  const readJson = async (apiPath) => {
    const response = await fetch(`${appUrl}${apiPath}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`benchmark set-up ${apiPath} failed: ${response.status}`);
    return response.json();
  };
  const clientIds = [];
  const matterIds = [];
  for (const offset of [0, 1000, 2000, 3000, 4000]) {
    const clients = await readJson(`/api/clients?limit=100&offset=${offset}`);
    clientIds.push(...clients.map((client) => client.id));
  }
  for (const offset of [0, 5000, 10_000, 15_000]) {
    const matters = await readJson(`/api/matters?limit=100&offset=${offset}&status=active`);
    matterIds.push(...matters.map((matter) => matter.id));
  }
  const accounts = await readJson("/api/trust-accounting/accounts");
  const accountIds = accounts.filter((account) => account.status === "active").map((account) => account.id);
  if (clientIds.length === 0 || matterIds.length === 0 || accountIds.length === 0) {
    throw new Error("the large firm has no clients, matters or trust accounts to work with");
  }
  return { clientIds, matterIds, accountIds };
}

/** The next read a member makes: a list page, a search or one record, each kind `[weight, build]`. */
function readChoices(sample, random) {
  const page = (pages) => 50 * random.below(pages);
  return [
    [10, () => ["clients page", `/api/clients?limit=50&offset=${page(100)}`]],
    [4, () => ["clients by last contact", `/api/clients?sort=lastContact&limit=50&offset=${page(100)}`]],
    [8, () => ["clients search", `/api/clients?search=${encodeURIComponent(random.pick(CLIENT_SEARCHES))}`]],
    [
      3,
      () => [
        "clients search",
        `/api/clients?search=${encodeURIComponent(random.pick(CLIENT_SEARCHES_RARE))}`,
      ],
    ],
    [6, () => ["client", `/api/clients/${random.pick(sample.clientIds)}`]],
    [10, () => ["matters page", `/api/matters?limit=50&offset=${page(400)}`]],
    [4, () => ["matters active", `/api/matters?status=active&limit=50&offset=${page(200)}`]],
    [7, () => ["matters search", `/api/matters?search=${encodeURIComponent(random.pick(MATTER_SEARCHES))}`]],
    [6, () => ["matter", `/api/matters/${random.pick(sample.matterIds)}`]],
    [8, () => ["time page", `/api/time-entries?limit=50&offset=${page(4000)}`]],
    [6, () => ["time search", `/api/time-entries?search=${encodeURIComponent(random.pick(TIME_SEARCHES))}`]],
    [5, () => ["time of a matter", `/api/time-entries?matterId=${random.pick(sample.matterIds)}`]],
    [
      7,
      () => [
        "invoices",
        `/api/billing/invoices?status=${random.pick(INVOICE_STATUSES)}&limit=50&offset=${page(10)}`,
      ],
    ],
    [3, () => ["practice stats", "/api/practice/stats"]],
    [3, () => ["trust accounts", "/api/trust-accounting/accounts"]],
    [4, () => ["trust ledgers", `/api/trust-accounting/ledgers?limit=50&offset=${page(20)}`]],
    [3, () => ["trust ledger", `/api/trust-accounting/ledgers/${random.pick(sample.clientIds)}`]],
    [
      3,
      () => [
        "trust transactions",
        `/api/trust-accounting/transactions?limit=50&offset=${page(20)}&accountId=${random.pick(sample.accountIds)}`,
      ],
    ],
  ];
}

/** The next write: mostly time recorded, then clients captured or edited, then money received. */
function writeChoices(sample, random, member) {
  const choices = [
    [
      6,
      (sequence) => [
        "time entry",
        "POST",
        "/api/time-entries",
        {
          matterId: random.pick(sample.matterIds),
          date: todayInSouthAfrica(),
          description: `Benchmark attendance ${sequence}`,
          hours: (1 + random.below(30)) / 10,
        },
      ],
    ],
    [
      1,
      (sequence) => [
        "client created",
        "POST",
        "/api/clients",
        { type: "individual", name: `Benchmark Client ${member.index}-${sequence}` },
      ],
    ],
    [
      1,
      () => [
        "client edited",
        "PATCH",
        `/api/clients/${random.pick(sample.clientIds)}`,
        { phone: `+27 11 ${String(100_0000 + random.below(900_0000))}` },
      ],
    ],
  ];
  if (member.canCaptureTrust) {
    choices.push([
      3,
      () => [
        "trust receipt",
        "POST",
        "/api/trust-accounting/transactions",
        {
          type: "receipt",
          accountId: random.pick(sample.accountIds),
          clientId: random.pick(sample.clientIds),
          amountCents: 100 + random.below(100_000),
          date: todayInSouthAfrica(),
          description: "Benchmark deposit",
        },
      ],
    ]);
  }
  return choices;
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function summarize(latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    requests: sorted.length,
  };
}

/**
 * Runs `members` members of the firm `owner` (email, password) owns for `warmup` + `seconds` seconds against the app; only what starts after the
 * warm-up is counted. Returns the reads' and the writes' rows for the benchmark's table.
 */
export async function measureMixed({
  appUrl,
  appOrigin,
  databaseUrl,
  owner,
  members,
  seconds,
  warmup,
  thinkMs = 1000,
  writeShare = 0.1,
}) {
  const accounts = await prepareMembers(databaseUrl, owner, members);
  if (accounts.length < members) throw new Error(`only ${accounts.length} members could be prepared`);
  const cookies = [];
  for (const account of accounts)
    cookies.push(await signIn(appUrl, appOrigin, account.email, owner.password));
  const sample = await readFirmSample(appUrl, cookies[0]);

  const byKind = new Map();
  const failures = new Map();
  const samples = { read: [], write: [] };
  const startedAt = performance.now();
  const countFrom = startedAt + warmup * 1000;
  const stopAt = countFrom + seconds * 1000;

  const runMember = async (index) => {
    const member = { index, canCaptureTrust: accounts[index].canCaptureTrust };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const random = randomSource(0x9e3779b1 * (index + 1));
    const reads = readChoices(sample, random);
    const writes = writeChoices(sample, random, member);
    let sequence = 0;
    while (performance.now() < stopAt) {
      sequence += 1;
      const isWrite = random.next() < writeShare;
      let kind;
      let apiPath;
      let body;
      let requestMethod = "GET";
      if (isWrite) [kind, requestMethod, apiPath, body] = pickWeighted(random, writes)(sequence);
      else [kind, apiPath] = pickWeighted(random, reads)();
      const begun = performance.now();
      const response = await request(agent, `${appUrl}${apiPath}`, {
        method: requestMethod,
        cookie: cookies[index],
        origin: appOrigin,
        body,
      });
      const elapsed = performance.now() - begun;
      if (thinkMs > 0) {
        // Exponential think times: most pauses short, a few long, as people's are.
        const pause = -Math.log(1 - random.next()) * thinkMs;
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, stopAt - performance.now())));
      }
      if (begun < countFrom) continue;
      const isOk = response.status >= 200 && response.status < 300;
      if (!isOk) {
        const reason = response.status === 0 ? `connection error (${response.error?.code})` : response.status;
        const key = `${requestMethod} ${kind}: ${reason}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      const side = isWrite ? "write" : "read";
      samples[side].push(elapsed);
      const entry = byKind.get(kind) ?? { side, latencies: [], errors: 0 };
      entry.latencies.push(elapsed);
      if (!isOk) entry.errors += 1;
      byKind.set(kind, entry);
    }
    agent.destroy();
  };
  await Promise.all(accounts.map((_account, index) => runMember(index)));
  const measured = Math.min(seconds, (performance.now() - countFrom) / 1000);

  const errorCount = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const reads = summarize(samples.read, measured);
  const writes = summarize(samples.write, measured);
  const total = samples.read.length + samples.write.length;
  const format = (value) => (Number.isFinite(value) ? value.toFixed(1) : "-");
  console.log(
    `\nmixed: ${members} members, think time ${thinkMs} ms, ${seconds} s (+${warmup} s warm-up), ${total} requests, ` +
      `${(total / measured).toFixed(0)} req/s, ${samples.write.length} writes (${((100 * samples.write.length) / Math.max(total, 1)).toFixed(1)}%), ${errorCount} errors`,
  );
  console.log(
    `  reads   p50 ${format(reads.p50)}  p95 ${format(reads.p95)}  p99 ${format(reads.p99)} ms  (${reads.requestsPerSecond.toFixed(0)} req/s)`,
  );
  console.log(
    `  writes  p50 ${format(writes.p50)}  p95 ${format(writes.p95)}  p99 ${format(writes.p99)} ms  (${writes.requestsPerSecond.toFixed(0)} req/s)`,
  );
  const kinds = [...byKind].sort(
    ([, a], [, b]) => a.side.localeCompare(b.side) || b.latencies.length - a.latencies.length,
  );
  for (const [kind, entry] of kinds) {
    const figures = summarize(entry.latencies, measured);
    console.log(
      `    ${entry.side.padEnd(5)} ${kind.padEnd(24)} ${String(figures.requests).padStart(6)}  p50 ${format(figures.p50).padStart(7)}  p95 ${format(figures.p95).padStart(7)}  p99 ${format(figures.p99).padStart(7)} ms${entry.errors ? `  ${entry.errors} errors` : ""}`,
    );
  }
  for (const [key, count] of failures) console.error(`  ${count}× ${key}`);

  const readErrors = [...byKind.values()]
    .filter((entry) => entry.side === "read")
    .reduce((sum, entry) => sum + entry.errors, 0);
  return [
    { name: `mixed: reads (${members} members, think ${thinkMs} ms)`, ...reads, errors: readErrors },
    {
      name: `mixed: writes (1 in ${Math.round(1 / writeShare)})`,
      ...writes,
      errors: errorCount - readErrors,
    },
  ];
}
