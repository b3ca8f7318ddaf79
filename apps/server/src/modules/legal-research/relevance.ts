/**
 * A hit's relevance as the screen shows it, 0–100: its score against the best hit of the same search,
 * so the best is 100 and every hit found shows at least 1 (a hit is never "0% relevant"). Scores are
 * only comparable within one search, never between searches.
 */
export function relevanceOf(score: number, bestScore: number): number {
  if (!(bestScore > 0) || !(score > 0)) return 0;
  return Math.min(100, Math.max(1, Math.round((100 * score) / bestScore)));
}
