// The eight scope families of the reference.
const knownScope =
  /\b(transcripts|files|imports|exports|reports|kb|webhooks|recordings):(read|write)\b/i;
const anyScope = /\b([a-z][a-z_]*):(read|write)\b/i;
// "log in", "login", "logged in", "sign in", "signed-in", "session", "not available by key".
const webSession =
  /\bsession\b|\blog(?:ged)?[\s-]?in\b|\bsign(?:ed)?[\s-]?in\b|\bnot available (?:by|with|to|for) (?:an? |the )?(?:api[\s-]?)?keys?\b/i;

/**
 * The scope a 403 text names (`exports:write`), lower-cased, or null. The 16 known scopes win;
 * otherwise any `family:read|write` token counts, so a new family is still reported.
 */
export function findRequiredScope(texts: readonly string[]): string | null {
  // Neither pattern can match across the line break, so joining keeps the texts apart.
  const joined = texts.join('\n');
  return (knownScope.exec(joined) ?? anyScope.exec(joined))?.[0].toLowerCase() ?? null;
}

/** Whether a 403 text asks for a signed-in web session rather than a scope. */
export function asksForWebSession(texts: readonly string[]): boolean {
  return texts.some((text) => webSession.test(text));
}
