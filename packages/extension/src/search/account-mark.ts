/** Which account stored data is of: a hash of the address and the key, never the key itself. */
export async function accountOf(baseUrl: string, apiKey: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${baseUrl}\n${apiKey}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
