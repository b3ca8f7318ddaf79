import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers for `options`, worked out once by running its middleware on a stand-in response
 * that records them. None of the app's policies depends on the request (no nonces), so every response
 * gets the same headers; setting them from this list cost less than running helmet's dozen
 * middlewares on each request. Helmet's one removal (X-Powered-By) has nothing to remove: Node's
 * server never sets that header.
 */
export function securityHeadersFor(options: Readonly<HelmetOptions>): readonly [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  let isDone = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    isDone = true;
  });
  // Helmet 8 runs its middlewares synchronously; a version that did not would leave the list short.
  if (!isDone) throw new Error("helmet did not set its headers synchronously");
  return headers;
}
