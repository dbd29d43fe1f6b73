// `@scribekit/sandbox/spec`: the sandbox's own reading of the bundled spec — load it, find the
// operation of a request, validate requests and responses with Ajv — for tools that check a
// real service against the same contract (`scribekit verify`, `scribekit proxy`).
export { getByPointer, resolveRef } from './json-pointer.js';
export { defaultSpecPath, loadSpec, type OpenApiDocument } from './load-spec.js';
export {
  API_PREFIX,
  type OperationInfo,
  type ParameterInfo,
  type RequestBodyInfo,
  readOperations,
} from './operations.js';
export { type RouteMatch, Router } from './router.js';
export { type ResponseIssue, SpecValidator } from './validator.js';
