import type { operations } from './generated/schema.js';

/** What every resource method and helper result carries besides its data. */
export interface ResponseInfo {
  /** The service's `X-Request-Id` (quote it to support), or null when absent. */
  readonly requestId: string | null;
  /** The raw HTTP response (its body already read). */
  readonly response: Response;
}

/**
 * A result with its response: `lastResponse` is a non-enumerable property, so it stays out of
 * `JSON.stringify`, spreads and `toEqual`.
 */
export type WithLastResponse<T> = T & { readonly lastResponse: ResponseInfo };

type OperationId = keyof operations;
type Content<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The query parameters of an operation. */
export type Query<Op extends OperationId> = operations[Op]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : never;

/** The request body of an operation (used where the spec names no schema). */
export type Body<Op extends OperationId> = Content<NonNullable<operations[Op]['requestBody']>>;

/** The successful result of an operation (used where the spec names no schema). */
export type Result<Op extends OperationId> = WithLastResponse<
  Content<operations[Op]['responses'] extends { 200: infer R } ? R : never>
>;
