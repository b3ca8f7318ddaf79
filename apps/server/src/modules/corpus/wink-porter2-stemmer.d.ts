// wink-porter2-stemmer 2.0.1 ships no types: one function, a lower-case English word to its stem.
declare module "wink-porter2-stemmer" {
  export default function stem(word: string): string;
}
