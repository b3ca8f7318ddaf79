import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "./db.ts";
import type { JobQueue } from "./jobs/index.ts";
import { RESPONSE_CACHE_HEADER } from "./response-cache.ts";

/** Request durations are counted into these buckets (seconds), as Prometheus histograms do. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

type RouteKey = string;
type Histogram = { buckets: number[]; sum: number; count: number };

/** Escapes a label value for the text exposition format. */
function label(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");
}

/**
 * The figures this process keeps between scrapes: requests per route and status, their durations per
 * route, and the response cache's hits and misses. Routes are named by their pattern (`/api/matters/:id`),
 * never the address asked for, so the series stay few.
 */
export class RequestMetrics {
  readonly #requests = new Map<string, number>();
  readonly #durations = new Map<RouteKey, Histogram>();
  readonly #cache = { hit: 0, miss: 0 };

  record(request: {
    method: string;
    route: string;
    status: number;
    seconds: number;
    cache?: "hit" | "miss";
  }) {
    const countKey = JSON.stringify([request.method, request.route, String(request.status)]);
    this.#requests.set(countKey, (this.#requests.get(countKey) ?? 0) + 1);
    const durationKey = JSON.stringify([request.method, request.route]);
    let histogram = this.#durations.get(durationKey);
    if (!histogram) {
      histogram = { buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.#durations.set(durationKey, histogram);
    }
    DURATION_BUCKETS.forEach((bound, index) => {
      if (request.seconds <= bound) histogram.buckets[index]! += 1;
    });
    histogram.sum += request.seconds;
    histogram.count += 1;
    if (request.cache) this.#cache[request.cache] += 1;
  }

  /** The request figures in Prometheus's text format. */
  render(): string[] {
    const lines = [
      "# HELP inkundla_http_requests_total HTTP requests answered, by method, route pattern and status.",
      "# TYPE inkundla_http_requests_total counter",
    ];
    for (const [key, count] of this.#requests) {
      const [method, route, status] = JSON.parse(key) as [string, string, string];
      lines.push(
        `inkundla_http_requests_total{method="${label(method)}",route="${label(route)}",status="${status}"} ${count}`,
      );
    }
    lines.push(
      "# HELP inkundla_http_request_duration_seconds Time to answer, by method and route pattern.",
      "# TYPE inkundla_http_request_duration_seconds histogram",
    );
    for (const [key, histogram] of this.#durations) {
      const [method, route] = JSON.parse(key) as [string, string];
      const labels = `method="${label(method)}",route="${label(route)}"`;
      DURATION_BUCKETS.forEach((bound, index) => {
        lines.push(
          `inkundla_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${histogram.buckets[index]}`,
        );
      });
      lines.push(
        `inkundla_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${histogram.count}`,
        `inkundla_http_request_duration_seconds_sum{${labels}} ${histogram.sum}`,
        `inkundla_http_request_duration_seconds_count{${labels}} ${histogram.count}`,
      );
    }
    lines.push(
      "# HELP inkundla_response_cache_requests_total Cacheable list reads answered from the response cache (hit) or afresh (miss).",
      "# TYPE inkundla_response_cache_requests_total counter",
      `inkundla_response_cache_requests_total{result="hit"} ${this.#cache.hit}`,
      `inkundla_response_cache_requests_total{result="miss"} ${this.#cache.miss}`,
    );
    return lines;
  }
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = Buffer.from(header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics, in Prometheus's text format: requests and their durations per route, the response
 * cache's hit rate, the database pool and the job queue's depth. Off (404) without METRICS_TOKEN; with
 * it, only a request that sends the token as a bearer token is answered.
 */
export function installMetrics(
  app: FastifyInstance,
  deps: {
    token: string | undefined;
    database: Pick<Database, "poolStats">;
    jobs: Pick<JobQueue, "countOpenJobs">;
  },
): RequestMetrics {
  const metrics = new RequestMetrics();
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    const isCacheable = request.method === "GET" && request.routeOptions.config?.isCachedPerFirm === true;
    metrics.record({
      method: request.method,
      route,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      ...(isCacheable ? { cache: reply.getHeader(RESPONSE_CACHE_HEADER) === "hit" ? "hit" : "miss" } : {}),
    });
  });
  app.get("/metrics", { config: { isPublic: true }, schema: { hide: true } }, async (request, reply) => {
    if (deps.token === undefined) {
      return reply
        .status(404)
        .send({ code: "not_found", message: "Metrics are off: set METRICS_TOKEN to turn them on." });
    }
    if (!hasToken(request, deps.token)) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ code: "unauthenticated", message: "Send the metrics token as a bearer token." });
    }
    const pool = deps.database.poolStats();
    const lines = [
      ...metrics.render(),
      "# HELP inkundla_db_pool_connections Database connections of this process, by state.",
      "# TYPE inkundla_db_pool_connections gauge",
      `inkundla_db_pool_connections{state="open"} ${pool.total}`,
      `inkundla_db_pool_connections{state="idle"} ${pool.idle}`,
      `inkundla_db_pool_connections{state="waiting_requests"} ${pool.waiting}`,
      "# HELP inkundla_job_queue_jobs Background jobs waiting (created, retry) or running (active), by queue; shared by every instance.",
      "# TYPE inkundla_job_queue_jobs gauge",
      ...(await deps.jobs.countOpenJobs()).map(
        (row) => `inkundla_job_queue_jobs{queue="${label(row.queue)}",state="${row.state}"} ${row.count}`,
      ),
    ];
    return reply
      .header("content-type", "text/plain; version=0.0.4; charset=utf-8")
      .send(`${lines.join("\n")}\n`);
  });
  return metrics;
}
