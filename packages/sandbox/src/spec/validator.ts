import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorDetail } from '../errors/api-error.js';
import { escapePointerSegment, getByPointer, pointerOf, resolveRef } from '../spec/json-pointer.js';
import type { OpenApiDocument } from '../spec/load-spec.js';
import type { OperationInfo, ParameterInfo } from '../spec/operations.js';

/** The id under which the whole spec is registered with Ajv; schemas are `$ref`ed into it. */
const SPEC_ID = 'https://scribekit.local/openapi.json';

// OpenAPI keywords that are annotations for a JSON Schema validator.
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

function createAjv(doc: OpenApiDocument, options: { coerce: boolean; defaults: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.defaults,
    validateFormats: true,
  });
  addFormats.default(ajv);
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  ajv.addSchema(doc, SPEC_ID);
  return ajv;
}

function refTo(pointer: string): { $ref: string } {
  return { $ref: `${SPEC_ID}${pointer}` };
}

function pathToLoc(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** Turns Ajv errors into envelope items with `loc` rooted at `root` (`body`, `query`, ...). */
function ajvErrorsToDetails(
  errors: ErrorObject[] | null | undefined,
  root: string[],
  key: string,
): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const error of errors ?? []) {
    const loc: (string | number)[] = [...root, ...pathToLoc(error.instancePath)];
    let text: string;
    if (error.keyword === 'required') {
      loc.push(String((error.params as { missingProperty: string }).missingProperty));
      text = 'Field required';
    } else if (error.keyword === 'additionalProperties') {
      loc.push(String((error.params as { additionalProperty: string }).additionalProperty));
      text = 'Unknown field';
    } else {
      text = error.message ?? 'is invalid';
    }
    const where = loc.join('.');
    if (seen.has(where)) continue;
    seen.add(where);
    details.push({ key, text: `${where}: ${text}`, loc });
    if (details.length >= 20) break;
  }
  return details;
}

export type ParamLocation = ParameterInfo['in'];

/** One way a response breaks the spec. */
export interface ResponseIssue {
  /** `status`, `content-type`, `body`, or a JSON pointer into the body (`/items/0/title`). */
  where: string;
  /** What is wrong there, in a few words. */
  message: string;
  /** The whole problem in one line, as `validateResponse` reports it. */
  text: string;
}

/** Request and response validation with Ajv (JSON Schema 2020-12) over the bundled spec. */
export class SpecValidator {
  private readonly paramAjv: Ajv2020;
  private readonly bodyAjv: Ajv2020;
  private readonly responseAjv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    this.paramAjv = createAjv(doc, { coerce: true, defaults: true });
    this.bodyAjv = createAjv(doc, { coerce: false, defaults: true });
    this.responseAjv = createAjv(doc, { coerce: false, defaults: false });
  }

  private compiled(kind: string, ajv: Ajv2020, schema: object): ValidateFunction {
    const cacheKey = `${kind}:${JSON.stringify(schema)}`;
    let fn = this.cache.get(cacheKey);
    if (!fn) {
      fn = ajv.compile(schema);
      this.cache.set(cacheKey, fn);
    }
    return fn;
  }

  /**
   * Validates and coerces (strings to numbers/booleans, defaults filled) the parameters of one
   * location. `values` is changed in place.
   */
  validateParameters(
    operation: OperationInfo,
    location: ParamLocation,
    values: Record<string, unknown>,
  ): ErrorDetail[] {
    const params = operation.parameters.filter((p) => p.in === location);
    if (params.length === 0) return [];
    const properties: Record<string, object> = {};
    const required: string[] = [];
    for (const p of params) {
      const name = location === 'header' ? p.name.toLowerCase() : p.name;
      // Ajv ignores `default` behind a $ref, so the parameter's default is repeated beside it.
      const target = p.schemaPointer
        ? (resolveRef(this.doc, p.schemaPointer).value as { default?: unknown })
        : undefined;
      properties[name] = p.schemaPointer
        ? {
            ...refTo(p.schemaPointer),
            ...(target && 'default' in target ? { default: target.default } : {}),
          }
        : {};
      if (p.required) required.push(name);
    }
    const schema = { type: 'object', properties, required };
    const validate = this.compiled(
      `param:${operation.operationId}:${location}`,
      this.paramAjv,
      schema,
    );
    if (validate(values)) return [];
    const key = location === 'header' ? 'validation_error' : 'invalid_input_data';
    return ajvErrorsToDetails(validate.errors, [location], key).map((d) =>
      location === 'header' ? d : { ...d, key },
    );
  }

  /** Validates a request body of `mediaType`; fills defaults in place. */
  validateBody(operation: OperationInfo, mediaType: string, body: unknown): ErrorDetail[] {
    const pointer = operation.requestBody?.contents[mediaType];
    if (!pointer) return [];
    const validate = this.compiled('body', this.bodyAjv, refTo(pointer));
    if (validate(body)) return [];
    return ajvErrorsToDetails(validate.errors, ['body'], 'validation_error');
  }

  /** Problems of a response against the operation's documented responses; empty when it fits. */
  validateResponse(
    operation: OperationInfo,
    status: number,
    contentType: string | null,
    body: unknown,
  ): string[] {
    return this.responseIssues(operation, status, contentType, body).map((issue) => issue.text);
  }

  /**
   * The same check as `validateResponse`, each problem with where it is: `status`,
   * `content-type`, or a JSON pointer into the body (`/items/0/title`).
   */
  responseIssues(
    operation: OperationInfo,
    status: number,
    contentType: string | null,
    body: unknown,
  ): ResponseIssue[] {
    const chosen = this.documentedResponse(operation, status);
    if (!chosen) {
      const text = `status ${status} is not documented for ${operation.operationId}`;
      return [{ where: 'status', message: `${status} is not documented`, text }];
    }
    const { value, pointer } = resolveRef(this.doc, chosen);
    const content = (value as { content?: Record<string, { schema?: unknown }> }).content;
    if (!content || Object.keys(content).length === 0) {
      if (body === undefined) return [];
      const text = `status ${status} of ${operation.operationId} has no body`;
      return [{ where: 'body', message: 'a body where the spec documents none', text }];
    }
    const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(mediaType in content)) {
      const text = `content type ${mediaType || '(none)'} is not documented for status ${status}`;
      return [
        { where: 'content-type', message: `${mediaType || '(none)'} is not documented`, text },
      ];
    }
    if (content[mediaType]?.schema === undefined) return [];
    return this.pointerIssues(
      `${pointer}/${pointerOf(['content', mediaType, 'schema']).slice(2)}`,
      body,
    );
  }

  /**
   * The pointer of the response object the spec documents for `status` (the exact code, then
   * `4XX`, then `default`); null when none is.
   */
  documentedResponse(operation: OperationInfo, status: number): string | null {
    const responses = getByPointer(this.doc, `${operation.pointer}/responses`) as
      | Record<string, unknown>
      | undefined;
    const code = String(status);
    const chosen = [code, `${code[0]}XX`, 'default'].find((c) => responses && c in responses);
    return chosen ? `${operation.pointer}/responses/${pointerOf([chosen]).slice(2)}` : null;
  }

  /** Validates any value against the schema at a spec pointer (e.g. `#/components/schemas/Error`). */
  validatePointer(pointer: string, value: unknown): string[] {
    return this.pointerIssues(pointer, value).map((issue) => issue.text);
  }

  /** `validatePointer` with where each problem is. */
  pointerIssues(pointer: string, value: unknown): ResponseIssue[] {
    const validate = this.compiled('response', this.responseAjv, refTo(pointer));
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 20).map((e) => {
      const text = `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`;
      if (e.keyword === 'required') {
        const field = String((e.params as { missingProperty: string }).missingProperty);
        return {
          where: `${e.instancePath}/${escapePointerSegment(field)}`,
          message: 'missing (required)',
          text,
        };
      }
      return { where: e.instancePath || '/', message: e.message ?? 'is invalid', text };
    });
  }

  /** Compiles every request and response schema once, so a broken spec fails at start-up. */
  compileAll(operations: OperationInfo[]): void {
    for (const op of operations) {
      for (const location of ['path', 'query', 'header'] as const) {
        this.validateParameters(op, location, {});
      }
      for (const pointer of Object.values(op.requestBody?.contents ?? {})) {
        if (pointer) this.compiled('body', this.bodyAjv, refTo(pointer));
      }
    }
  }
}
