/** `%`, `_` and `\` typed by a person are searched for as themselves in a LIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
