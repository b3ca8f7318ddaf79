/** Leaves the single-page app and loads `path` afresh, so every cache starts from the new session. */
export function redirectWithFullReload(path: string): void {
  window.location.href = path;
}
