const millionsFormatter = new Intl.NumberFormat("en-ZA", {
  style: "currency",
  currency: "ZAR",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Spec 000 §3: trust funds in millions of rand with one decimal, e.g. 123_456_789 cents → "R 1,2M". */
export function formatRandMillions(cents: number): string {
  const amount = BigInt(Math.trunc(cents));
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  // Tenths of a million rand are 10 000 000 cents; round half up in whole numbers, never in floats.
  const tenths = (magnitude + 5_000_000n) / 10_000_000n;
  const text = millionsFormatter.format(Number(tenths) / 10);
  return `${negative ? "-" : ""}${text}M`;
}

const relativeFormatter = new Intl.RelativeTimeFormat("en-ZA", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** When something happened, as people say it: "just now", "5 minutes ago", "yesterday". */
export function formatTimeAgo(occurredAt: Date, now: Date = new Date()): string {
  const secondsAgo = Math.round((now.getTime() - occurredAt.getTime()) / 1000);
  if (secondsAgo < 60) return "just now";
  for (const [unit, seconds] of UNITS) {
    if (secondsAgo >= seconds) return relativeFormatter.format(-Math.floor(secondsAgo / seconds), unit);
  }
  return "just now";
}
