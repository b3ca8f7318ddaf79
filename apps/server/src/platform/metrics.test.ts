import { describe, expect, it } from "vitest";
import { RequestMetrics } from "./metrics.ts";

describe("request metrics", () => {
  it("count requests per route pattern and status, and put each duration in every bucket it fits", () => {
    const metrics = new RequestMetrics();
    metrics.record({ method: "GET", route: "/api/matters/:id", status: 200, seconds: 0.02 });
    metrics.record({ method: "GET", route: "/api/matters/:id", status: 404, seconds: 0.3 });
    const text = metrics.render().join("\n");
    expect(text).toContain(
      'inkundla_http_requests_total{method="GET",route="/api/matters/:id",status="200"} 1',
    );
    expect(text).toContain(
      'inkundla_http_requests_total{method="GET",route="/api/matters/:id",status="404"} 1',
    );
    const labels = 'method="GET",route="/api/matters/:id"';
    expect(text).toContain(`inkundla_http_request_duration_seconds_bucket{${labels},le="0.01"} 0`);
    expect(text).toContain(`inkundla_http_request_duration_seconds_bucket{${labels},le="0.025"} 1`);
    expect(text).toContain(`inkundla_http_request_duration_seconds_bucket{${labels},le="0.5"} 2`);
    expect(text).toContain(`inkundla_http_request_duration_seconds_bucket{${labels},le="+Inf"} 2`);
    expect(text).toContain(`inkundla_http_request_duration_seconds_count{${labels}} 2`);
  });

  it("count the response cache's hits and misses, and escape quotes in labels", () => {
    const metrics = new RequestMetrics();
    metrics.record({ method: "GET", route: "/api/clients", status: 200, seconds: 0.001, cache: "miss" });
    metrics.record({ method: "GET", route: "/api/clients", status: 200, seconds: 0.001, cache: "hit" });
    metrics.record({ method: "GET", route: 'odd"route', status: 200, seconds: 0.001 });
    const text = metrics.render().join("\n");
    expect(text).toContain('inkundla_response_cache_requests_total{result="hit"} 1');
    expect(text).toContain('inkundla_response_cache_requests_total{result="miss"} 1');
    expect(text).toContain('route="odd\\"route"');
  });
});
