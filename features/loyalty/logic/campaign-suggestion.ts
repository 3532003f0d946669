/**
 * The campaign suggestion banner's rules (discovery spec: 'SAFRA yy/yy'; loyalty spec §2: the
 * banner may add `simulator={suggestion link}` to `/campanhas?utm_source=sugestao`).
 */

/** A season as the programme writes it: '2026/27', '2026/2027' or '26/27'. */
const SEASON = /^\s*(\d{2}|\d{4})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * The two-digit years of a season ('2026/27' -> '26/27', '2026/2027' -> '26/27'); the banner writes
 * them after 'SAFRA'. Null when the text is not a season, or its second year does not follow the
 * first: the banner then shows nothing rather than a wrong season.
 */
export function seasonYears(crop: string): string | null {
  const match = SEASON.exec(crop);
  if (!match) return null;
  const [first, second] = [match[1]!.slice(-2), match[2]!.slice(-2)];
  if ((Number(first) + 1) % 100 !== Number(second)) return null;
  return `${first}/${second}`;
}

/** Where the suggestion leads, within the locale: the campaign centre, the programme's simulator link as a query parameter. */
export function suggestionTarget(suggestionLink: string): { pathname: string; query: Record<string, string> } {
  return { pathname: '/campanhas', query: { utm_source: 'sugestao', simulator: suggestionLink } };
}
