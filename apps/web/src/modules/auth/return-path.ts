/** The query parameter that carries where sign-in leads back to. */
export const RETURN_TO_PARAM = "returnTo";

const LOGIN_PATH = "/login";
const RETURN_PATH_MAX = 2000;
// Any origin will do: it only tells a path of this app from an address elsewhere.
const PROBE_ORIGIN = "https://inkundla.invalid";

/**
 * A path of this app to go to after signing in, or null. Only a relative path is accepted: "//evil.example"
 * and "https://evil.example" are other sites, and browsers read a backslash as a slash and drop tabs and
 * line breaks, so "/\evil.example" and "/\t/evil.example" are refused too.
 */
export function toSafeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a successful sign-in leads: the page asked for before it, or home. */
export function readReturnPath(searchParams: URLSearchParams): string {
  return toSafeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? "/";
}

/** The sign-in screen, leading back to `location` (path, query and fragment) afterwards. */
export function buildSignInPath(location: { pathname: string; search: string; hash: string }): string {
  const returnPath = toSafeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  if (!returnPath || returnPath === "/") return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnPath })}`;
}
