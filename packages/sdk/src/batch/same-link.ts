/**
 * Whether the link an import lists (`listed`, as the service stored it) is the one we sent
 * (`sent`). The service keeps a canonical form — tracking parameters dropped, short links
 * expanded (`youtu.be/ID` → `youtube.com/watch?v=ID`) — so besides equality: the same host and
 * path with no query parameter we did not send, or every id-like part of the listed link (a path
 * segment or query value of 6+ characters with a digit or capital) found in ours.
 */
export function sameLink(listed: string, sent: string): boolean {
  if (listed === sent) return true;
  if (!URL.canParse(listed) || !URL.canParse(sent)) return false;
  const a = new URL(listed);
  const b = new URL(sent);
  if (
    hostBase(a.hostname) === hostBase(b.hostname) &&
    a.pathname.replace(/\/+$/, '') === b.pathname.replace(/\/+$/, '') &&
    [...a.searchParams].every(([key, value]) => b.searchParams.getAll(key).includes(value))
  ) {
    return true;
  }
  const ids = tokens(a).filter((token) => token.length >= 6 && /[0-9A-Z]/.test(token));
  const ours = new Set(tokens(b));
  return ids.length > 0 && ids.every((id) => ours.has(id));
}

function hostBase(host: string): string {
  return host.toLowerCase().replace(/^(www|m)\./, '');
}

function tokens(url: URL): string[] {
  return [
    ...url.pathname.split('/').map((segment) => decodeURIComponent(segment)),
    ...[...url.searchParams.values()],
  ].filter(Boolean);
}
