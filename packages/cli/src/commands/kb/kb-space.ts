// The space every knowledge-base request names (reference 4.7: `personal=true` or
// `organization_id`, else 400): the personal one unless `--org` says which organization's.
import type { ArgsDef } from 'citty';
import { UsageError } from '../../errors.js';

/** `--org`: an organization's knowledge bases instead of the personal ones. */
export const spaceArgs = {
  org: {
    type: 'string',
    description: 'The organization whose knowledge bases are meant (default: your personal space)',
    valueHint: 'id',
  },
} as const satisfies ArgsDef;

/** A space: the query parameter that names it, and words for messages. */
export interface KbSpace {
  query: { personal: true } | { organization_id: string };
  label: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The space `--org` names (checked to be an id), else the personal one. */
export function kbSpace(org: string | undefined): KbSpace {
  if (org === undefined) return { query: { personal: true }, label: 'your personal space' };
  if (!UUID.test(org))
    throw new UsageError(`--org must be an organization id (a UUID), got ${org}`);
  return { query: { organization_id: org }, label: `organization ${org}` };
}

/** A knowledge-base id as typed, checked before anything is sent. */
export function kbId(text: string): string {
  if (!UUID.test(text)) {
    throw new UsageError(`${text} is not a knowledge-base id (a UUID; see scribekit kb list)`);
  }
  return text;
}

interface ServiceError {
  status?: number;
  requestId?: string | null;
  details?: { key: string; text: string }[];
}

/**
 * Runs a request about one knowledge base; a 404 says which space was searched, since a base of
 * another space is not found in this one.
 */
export async function inSpace<T>(space: KbSpace, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const service = error as ServiceError;
    if (service?.status !== 404) throw error;
    const hint =
      'personal' in space.query
        ? 'pass --org ID for an organization’s knowledge base'
        : 'leave out --org for your personal space, or check the organization id';
    const text = service.details?.map((detail) => detail.text).join('; ') || 'not found';
    throw Object.assign(new Error(`${text} in ${space.label} (${hint})`), {
      status: 404,
      requestId: service.requestId ?? null,
    });
  }
}
