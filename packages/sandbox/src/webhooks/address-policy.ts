import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Host names that cloud providers answer with instance metadata (credentials, tokens). */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Loopback and "any address" (which connects to this machine). */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addAddress('::', 'ipv6');

function normalHost(host: string): string {
  return host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** `/__sandbox` and below, also percent-encoded or with a different case. */
function isOperatorPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {}
  return /^\/+__sandbox(?:\/|$)/i.test(path);
}

/**
 * `::ffff:169.254.169.254` (which URLs write `::ffff:a9fe:a9fe`) is an IPv4 address in IPv6
 * clothing; check it as IPv4.
 */
function unmapped(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return address;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function addCidr(list: BlockList, cidr: string): void {
  const [address = '', bits] = cidr.trim().split('/');
  const family = isIP(address);
  if (family === 0) throw new Error(`not an IP address or CIDR range: ${cidr}`);
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}

/**
 * Where webhook notifications may go. Link-local addresses (which hold cloud metadata services),
 * known metadata addresses and names, "this network", multicast and broadcast are refused;
 * loopback and private networks are allowed, since the sandbox is a local tool. `allow` widens
 * the policy with addresses or CIDR ranges (`--allow-webhook-address`); `refuse` narrows it.
 */
export class WebhookAddressPolicy {
  private readonly refused = new BlockList();
  private readonly allowed = new BlockList();
  /** The sandbox's own ports and the host it listens on, once it listens. */
  private own: { host: string; ports: Set<number> } = { host: '', ports: new Set() };

  constructor(allow: readonly string[] = [], refuse: readonly string[] = []) {
    for (const cidr of [
      '169.254.0.0/16', // IPv4 link-local: AWS, GCP, Azure and OpenStack metadata at .169.254
      '100.100.100.200', // Alibaba Cloud metadata
      '0.0.0.0/8',
      '224.0.0.0/4',
      '255.255.255.255',
      'fe80::/10', // IPv6 link-local
      'fd00:ec2::254', // AWS metadata over IPv6
      'ff00::/8',
      '::',
      ...refuse,
    ]) {
      addCidr(this.refused, cidr);
    }
    for (const cidr of allow) addCidr(this.allowed, cidr);
  }

  /** Why notifications may not go to this IP address, or null when they may. */
  refusalForAddress(address: string): string | null {
    const ip = unmapped(address);
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (this.allowed.check(ip, type) || !this.refused.check(ip, type)) return null;
    return `${ip} is a link-local, cloud-metadata or otherwise unroutable address`;
  }

  /**
   * Notes the sandbox's own origins: notifications may never go to them (a webhook pointed at
   * `/__sandbox/reset` would let any `webhooks:write` key wipe the sandbox), whatever `allow` says.
   */
  refuseOwnOrigins(host: string, ports: readonly number[]): void {
    this.own = { host: normalHost(host), ports: new Set(ports) };
  }

  /**
   * Why this address is the sandbox itself (its operator endpoints, or a port of its own on a
   * local address), or null. Checked at subscription and, with each resolved address, at delivery.
   */
  selfTargetRefusal(url: URL, resolvedAddress?: string): string | null {
    if (isOperatorPath(url.pathname)) {
      return "the sandbox's operator endpoints (/__sandbox/) never receive notifications";
    }
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (!this.own.ports.has(port)) return null;
    const host = normalHost(resolvedAddress ?? url.hostname);
    return this.isLocal(host)
      ? `${url.host} is one of the sandbox's own origins, which never receive notifications`
      : null;
  }

  private isLocal(host: string): boolean {
    if (host === 'localhost' || host.endsWith('.localhost') || host === this.own.host) return true;
    const ip = unmapped(host);
    const family = isIP(ip);
    if (family === 0) return false;
    if (LOCAL.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return true;
    // Bound to every interface, the sandbox is reachable on each of this machine's addresses.
    return Object.values(networkInterfaces())
      .flat()
      .some((entry) => entry && normalHost(entry.address) === ip);
  }

  /** Why notifications may not go to this host (a name or an IP literal), or null. */
  refusalForHost(hostname: string): string | null {
    const host = hostname
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
      .toLowerCase();
    if (isIP(host) !== 0) return this.refusalForAddress(host);
    return METADATA_HOSTS.has(host) ? `${host} is a cloud-metadata host name` : null;
  }
}
