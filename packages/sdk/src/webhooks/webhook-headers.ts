/**
 * A request's headers as the common servers give them: Node's `IncomingHttpHeaders`
 * (`req.headers`), a Fetch `Headers` (`request.headers`), or any plain record, with values
 * `string | string[] | undefined`. Typed structurally, so no DOM lib is needed.
 */
export type WebhookHeaders =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The single value of a header, looked up case-insensitively; undefined when it is missing or
 * was sent more than once (an ambiguous signature is no signature).
 */
export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof headers.get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  if (typeof value === 'string') return value;
  return value?.length === 1 ? value[0] : undefined;
}
