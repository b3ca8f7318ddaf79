const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can be a row id at all: anything else answers 404 without asking the database. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
