import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operatorCall } from './support/operator.js';
import { apiCaller, type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ clock: 'manual', clockStart: '2030-01-01T00:00:00Z' });
});
afterAll(() => sbx.close());

describe('isolated accounts over HTTP', () => {
  test('each account has its own keys, data, faults, request log, snapshots and clock', async () => {
    const a = await operatorCall(sbx.baseUrl, 'POST', '/accounts');
    const b = await operatorCall(sbx.baseUrl, 'POST', '/accounts');
    expect(a.status, a.text).toBe(201);
    expect(a.body.api_key).not.toBe(b.body.api_key);
    expect(a.body.base_url).not.toBe(b.body.base_url);
    const apiA = apiCaller(a.body.api_url, a.body.api_key);
    const apiB = apiCaller(b.body.api_url, b.body.api_key);

    // Data: seeded in A, absent from B and from the parent.
    expect((await operatorCall(a.body.base_url, 'POST', '/seed', { count: 3 })).status).toBe(201);
    expect((await apiA('GET', '/transcripts/')).body.meta.total).toBe(3);
    expect((await apiB('GET', '/transcripts/')).body.meta.total).toBe(0);
    expect((await sbx.api('GET', '/transcripts/')).body.meta.total).toBe(0);
    // Keys: A's key means nothing to B.
    expect((await apiCaller(b.body.api_url, a.body.api_key)('GET', '/transcripts/')).status).toBe(
      401,
    );

    // Faults and the request log are the account's own.
    await operatorCall(a.body.base_url, 'POST', '/faults', {
      match: { path: '/api/v1/transcripts/' },
      effect: { status: 503 },
      times: 5,
    });
    expect((await apiB('GET', '/transcripts/')).status).toBe(200);
    expect((await apiA('GET', '/transcripts/')).status).toBe(503);
    const countIn = async (base: string) =>
      (await operatorCall(base, 'GET', '/requests/count?path=/api/v1/transcripts/')).body.count;
    // A: the list after seeding and the one the fault hit; B: its list, A's key refused, its list.
    expect(await countIn(a.body.base_url)).toBe(2);
    expect(await countIn(b.body.base_url)).toBe(3);

    // Snapshots and reset of one account leave the other alone.
    await operatorCall(b.body.base_url, 'POST', '/seed', { count: 2 });
    await operatorCall(b.body.base_url, 'POST', '/snapshots', { name: 'two' });
    await operatorCall(a.body.base_url, 'POST', '/reset');
    expect((await apiA('GET', '/transcripts/')).body.meta.total).toBe(0);
    expect((await apiB('GET', '/transcripts/')).body.meta.total).toBe(2);
    expect((await operatorCall(a.body.base_url, 'GET', '/snapshots')).body.items).toEqual([]);

    // Clocks: an account's manual clock starts at its parent's time and moves alone.
    await operatorCall(a.body.base_url, 'POST', '/clock/advance', { ms: 60_000 });
    expect((await operatorCall(a.body.base_url, 'GET', '/clock')).body.now).toBe(
      '2030-01-01T00:01:00.000Z',
    );
    expect((await operatorCall(b.body.base_url, 'GET', '/clock')).body.now).toBe(
      '2030-01-01T00:00:00.000Z',
    );

    const listed = await operatorCall(sbx.baseUrl, 'GET', '/accounts');
    expect(listed.body.items.map((x: Json) => x.id).sort()).toEqual([a.body.id, b.body.id].sort());
    expect((await operatorCall(sbx.baseUrl, 'DELETE', `/accounts/${a.body.id}`)).status).toBe(204);
    await expect(fetch(`${a.body.api_url}/transcripts/`)).rejects.toThrow();
    expect((await operatorCall(sbx.baseUrl, 'DELETE', `/accounts/${a.body.id}`)).status).toBe(404);
    expect((await operatorCall(sbx.baseUrl, 'GET', '/accounts')).body.items).toHaveLength(1);
  });
});

describe('isolated accounts in process', () => {
  test('createAccount gives a sandbox of its own; parallel work does not meet', async () => {
    const [one, two] = await Promise.all([sbx.createAccount(), sbx.createAccount()]);
    const seed = (base: string, count: number) =>
      operatorCall(base, 'POST', '/seed', { count, completed: false });
    await Promise.all([seed(one.baseUrl, 4), seed(two.baseUrl, 1)]);
    await one.clock.advance(3000);
    const list = (s: typeof one) => apiCaller(s.apiUrl, s.apiKey)('GET', '/transcripts/');
    expect((await list(one)).body.items.map((t: Json) => t.status)).toEqual(
      Array(4).fill('completed'),
    );
    expect((await list(two)).body.items.map((t: Json) => t.status)).toEqual(['pending']);
    expect(one.countRequests()).toBe(1);
    expect(two.countRequests()).toBe(1);
    await one.close();
    await two.close();
    expect((await operatorCall(sbx.baseUrl, 'GET', '/accounts')).body.items).toHaveLength(1);
  });
});
