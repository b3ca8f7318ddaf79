// A benchmark row from timings taken by hand (a browser's opens, a PDF export) rather than by autocannon:
// percentiles of the samples in ms, and no request rate.

/** The row for `samples` (ms) under `name`, in the shape the bench table prints. */
export function timedSamplesRow(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  return {
    name,
    requestsPerSecond: Number.NaN,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: 0,
    requests: sorted.length,
  };
}
