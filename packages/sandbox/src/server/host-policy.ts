import { isIP } from 'node:net';

/** The host name of a `Host` header value (`name:port`, `[v6]:port`), lower-cased, or null. */
function hostnameOf(header: string): string | null {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1]) return isIP(bracketed[1]) === 6 ? bracketed[1] : null;
  const named = /^([a-z0-9._-]+?)\.?(?::\d{1,5})?$/.exec(value);
  return named?.[1] ?? null;
}

/**
 * Which `Host` names the sandbox answers, against DNS rebinding: a page on a name its owner
 * re-points at 127.0.0.1 is same-origin with the sandbox as far as the browser knows, but its
 * requests still name that host. IP literals (a rebinding page needs a name), `localhost` and
 * its subdomains, the listening host and the names allowed with `--allow-host` pass (`.example.com`
 * allows the name and its subdomains; `*` allows any, reopening the hole).
 */
export class HostPolicy {
  private readonly exact = new Set<string>(['localhost']);
  private readonly suffixes: string[] = ['.localhost'];
  private readonly any: boolean;

  constructor(listeningHost: string, allowed: readonly string[] = []) {
    const own = hostnameOf(listeningHost.includes(':') ? `[${listeningHost}]` : listeningHost);
    if (own) this.exact.add(own);
    this.any = allowed.includes('*');
    for (const entry of allowed) {
      const name = entry.trim().toLowerCase().replace(/\.$/, '');
      if (name.startsWith('.')) {
        this.suffixes.push(name);
        this.exact.add(name.slice(1));
      } else if (name) this.exact.add(name);
    }
  }

  /** True when a request naming this `Host` header value may be answered. */
  allows(hostHeader: string): boolean {
    if (this.any) return true;
    const name = hostnameOf(hostHeader);
    if (name === null) return false;
    if (isIP(name) !== 0 || this.exact.has(name)) return true;
    return this.suffixes.some((suffix) => name.endsWith(suffix));
  }
}
