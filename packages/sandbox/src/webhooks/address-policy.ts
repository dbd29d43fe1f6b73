import { BlockList, isIP } from 'node:net';

/** Host names that cloud providers answer with instance metadata (credentials, tokens). */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

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
