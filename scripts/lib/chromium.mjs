import { existsSync } from "node:fs";
import { MissingToolError } from "./postgres.mjs";

/** Debian's Chromium drives the browser tests; we never download a browser of our own. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new MissingToolError(
      "Chromium not found: install it with `apt-get install -y --no-install-recommends chromium` (or set CHROMIUM_PATH).",
    );
  }
  return found;
}
