import { pointerOf, resolveRef } from './json-pointer.js';
import type { OpenApiDocument } from './load-spec.js';

/** Every path of the API starts with this prefix. */
export const API_PREFIX = '/api/v1';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface ParameterInfo {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** JSON pointer of the parameter's schema inside the spec. */
  schemaPointer: string | null;
  isArray: boolean;
}

export interface RequestBodyInfo {
  required: boolean;
  /** Media type → JSON pointer of its schema. */
  contents: Record<string, string | null>;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  /** The path as the spec writes it, e.g. `/transcripts/{id}`. */
  specPath: string;
  /** The path with the API prefix, e.g. `/api/v1/transcripts/{id}`. */
  fullPath: string;
  /** JSON pointer of the operation object. */
  pointer: string;
  /** Alternatives of required scopes; an empty list means the operation needs no key. */
  security: string[][];
  parameters: ParameterInfo[];
  requestBody: RequestBodyInfo | null;
  /** Statuses the operation documents, e.g. `200`, `4XX`, `default`. */
  responseCodes: string[];
  /** Extensions of the operation (`x-*`), for sandbox-specific hints such as rate limits. */
  extensions: Record<string, unknown>;
}

function schemaIsArray(doc: OpenApiDocument, pointer: string | null): boolean {
  if (!pointer) return false;
  const { value } = resolveRef(doc, pointer);
  const type = (value as { type?: unknown } | undefined)?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

function readParameters(doc: OpenApiDocument, pointers: string[]): ParameterInfo[] {
  const byKey = new Map<string, ParameterInfo>();
  for (const p of pointers) {
    const { value, pointer } = resolveRef(doc, p);
    const param = value as { name?: string; in?: string; required?: boolean; schema?: unknown };
    if (!param || typeof param.name !== 'string' || typeof param.in !== 'string') continue;
    const schemaPointer = param.schema === undefined ? null : `${pointer}/schema`;
    const info: ParameterInfo = {
      name: param.name,
      in: param.in as ParameterInfo['in'],
      required: param.in === 'path' ? true : Boolean(param.required),
      schemaPointer,
      isArray: schemaIsArray(doc, schemaPointer),
    };
    // Operation-level parameters override path-level ones with the same name and location.
    byKey.set(`${info.in}:${info.name.toLowerCase()}`, info);
  }
  return [...byKey.values()];
}

function readRequestBody(doc: OpenApiDocument, pointer: string): RequestBodyInfo | null {
  const { value, pointer: resolved } = resolveRef(doc, pointer);
  if (!value || typeof value !== 'object') return null;
  const body = value as { required?: boolean; content?: Record<string, { schema?: unknown }> };
  const contents: Record<string, string | null> = {};
  for (const [mediaType, media] of Object.entries(body.content ?? {})) {
    contents[mediaType] =
      media && media.schema !== undefined
        ? `${resolved}/${pointerOf(['content', mediaType, 'schema']).slice(2)}`
        : null;
  }
  return { required: Boolean(body.required), contents };
}

/** Lists every operation of the spec with what routing, auth and validation need. */
export function readOperations(doc: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  const rootSecurity = (doc.security as Record<string, string[]>[] | undefined) ?? [];
  for (const specPath of Object.keys(doc.paths ?? {})) {
    const pathPointer = pointerOf(['paths', specPath]);
    const { value: item, pointer: itemPointer } = resolveRef(doc, pathPointer);
    if (!item || typeof item !== 'object') continue;
    const pathParams = ((item as { parameters?: unknown[] }).parameters ?? []).map(
      (_, i) => `${itemPointer}/parameters/${i}`,
    );
    for (const method of METHODS) {
      const op = (item as Record<string, unknown>)[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const opPointer = `${itemPointer}/${method}`;
      if (typeof op.operationId !== 'string') {
        throw new Error(`Operation ${method.toUpperCase()} ${specPath} has no operationId`);
      }
      const opParams = ((op.parameters as unknown[] | undefined) ?? []).map(
        (_, i) => `${opPointer}/parameters/${i}`,
      );
      const security = (
        (op.security as Record<string, string[]>[] | undefined) ?? rootSecurity
      ).map((requirement) => Object.values(requirement).flat());
      const extensions: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(op)) if (k.startsWith('x-')) extensions[k] = v;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        specPath,
        fullPath: specPath.startsWith(API_PREFIX) ? specPath : `${API_PREFIX}${specPath}`,
        pointer: opPointer,
        security,
        parameters: readParameters(doc, [...pathParams, ...opParams]),
        requestBody: op.requestBody ? readRequestBody(doc, `${opPointer}/requestBody`) : null,
        responseCodes: Object.keys((op.responses as Record<string, unknown> | undefined) ?? {}),
        extensions,
      });
    }
  }
  return operations;
}
