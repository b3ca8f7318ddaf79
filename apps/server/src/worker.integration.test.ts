import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./platform/db.ts";
import { type SmtpCatcher, startSmtpCatcher } from "./testing/smtp-catcher.ts";
import {
  FIXTURE_PASSWORD,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "./testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

// `npm run worker` as its own process (what the root script runs), beside a web server that only
// enqueues: the shape of a deployment that scales its workers apart.

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const workerArgs = ["--import", "tsx", "src/worker.ts"];

let catcher: SmtpCatcher;
let testApp: TestApp;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url }, { runJobWorkers: false });
});
afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill("SIGKILL");
  await testApp?.close();
  await catcher?.close();
});

function workerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // An empty value counts as unset, and a value already set wins over the project's .env.
  return { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...extra };
}

describe("npm run worker", () => {
  it("refuses the embedded database with a message that says why", () => {
    const result = spawnSync(process.execPath, workerArgs, {
      cwd: serverDir,
      env: workerEnv({}),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("npm run worker needs DATABASE_URL");
    expect(result.stderr).toContain("only one process may open the data folder");
  });

  it("sends the invitation a web server enqueued before it stopped, then stops cleanly", async () => {
    const owner = await registerFirmOwner(testApp, "worker-owner");
    await putFirmOnPlan(testApp, owner.firmId, "professional");
    const email = uniqueAddress("worker-invitee");
    const invited = await testApp.app.inject({
      method: "POST",
      url: "/api/staff/invite",
      headers: { cookie: owner.cookie },
      payload: { email, role: "associate" },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    // This web server works no jobs: the invitation waits in the queue, and waits on when it stops.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(catcher.messages.filter((message) => message.to.includes(email))).toEqual([]);
    await testApp.jobs.stop();
    const [queued] = await queryRows<{ state: string }>(
      testApp.database.db,
      sql`select state::text from pgboss.job where name = 'staff-invitation-email' and data->>'to' = ${email}`,
    );
    expect(queued).toEqual({ state: "created" });

    worker = spawn(process.execPath, workerArgs, {
      cwd: serverDir,
      env: workerEnv({
        DATABASE_URL: testApp.databaseUrl,
        SMTP_URL: catcher.url,
        PUBLIC_URL: "http://localhost:5000",
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    worker.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    worker.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });

    const mail = await catcher
      .waitForMail(email, { subject: /invited/, timeoutMs: 45_000 })
      .catch((error) => {
        throw new Error(`${(error as Error).message}; the worker said: ${output}`);
      });
    expect(output).toContain("Inkundla worker is running");
    const link = new URL(mail.links[0] ?? "");
    expect(link.origin + link.pathname).toBe("http://localhost:5000/accept-invite");
    const accepted = await testApp.app.inject({
      method: "POST",
      url: "/api/staff/accept",
      payload: {
        token: link.searchParams.get("token"),
        firstName: "Zanele",
        lastName: "Khumalo",
        password: FIXTURE_PASSWORD,
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const exited = new Promise<number | null>((resolve) => worker?.once("exit", (code) => resolve(code)));
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 90_000);
});
