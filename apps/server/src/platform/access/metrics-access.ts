import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/platform/http/errors';
import { sameToken } from './same-token';

/** Loopback and private networks (RFC 1918, IPv6 unique local): where a Prometheus server usually scrapes from. */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

export function isPrivateAddress(ip: string): boolean {
  // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d.
  const address = ip.toLowerCase().startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  try {
    return PRIVATE_NETWORKS.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  } catch {
    return false; // not an address at all
  }
}

export const METRICS_MESSAGES = {
  token: 'Token delle metriche mancante o non valido',
  network: 'Le metriche sono disponibili solo dalla rete interna (o con METRICS_TOKEN)',
} as const;

/**
 * The `'metrics'` access rule (docs/operations.md, "Prometheus metrics"): with METRICS_TOKEN set, the bearer
 * token, compared in constant time; without it, only loopback and private-network clients. `request.ip` is the
 * proxy's address behind a reverse proxy unless TRUST_PROXY is set.
 */
export function checkMetricsAccess(request: FastifyRequest, token: string | null): void {
  if (token) {
    const header = request.headers.authorization ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!sent || !sameToken(sent, token)) {
      throw new AppError(401, 'UNAUTHENTICATED', METRICS_MESSAGES.token, undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    return;
  }
  if (!isPrivateAddress(request.ip)) throw new AppError(403, 'FORBIDDEN', METRICS_MESSAGES.network);
}
