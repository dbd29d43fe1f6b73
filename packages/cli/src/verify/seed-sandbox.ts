/** Where the in-process sandbox is reached. */
interface SandboxLike {
  baseUrl: string;
  apiUrl: string;
  apiKey: string;
}

/**
 * Gives a fresh sandbox one of every resource a key can read — a completed transcript (and its
 * file), an export, an import, a report, a knowledge base with an entry, a webhook with a
 * delivery, a recording job — so every read of the spec has an id to read.
 */
export async function seedSandbox(sandbox: SandboxLike): Promise<void> {
  const call = async (
    method: string,
    url: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> => {
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${sandbox.apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`seeding the sandbox: ${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : {};
  };
  const api = (method: string, path: string, body?: unknown) =>
    call(method, `${sandbox.apiUrl}${path}`, body);
  const seeded = await call('POST', `${sandbox.baseUrl}/__sandbox/seed`, {
    count: 1,
    completed: true,
  });
  const transcriptId = (seeded.transcript_ids as string[])[0];
  await api('POST', '/exports/', { transcript_id: transcriptId, format: 'txt' });
  await api('POST', '/source-imports/', { url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw' });
  await api('POST', '/smart-reports/', { transcript_id: transcriptId, type: 'summary' });
  const kb = await api('POST', '/knowledge-bases?personal=true', { name: 'Verify' });
  await api('POST', `/knowledge-bases/${kb.id}/entries?personal=true`, {
    source_kind: 'text',
    title: 'Glossary',
    content: 'A glossary entry.',
  });
  const webhook = await api('POST', '/webhooks/', {
    url: 'http://127.0.0.1:9/scribekit-verify',
    events: ['transcript.completed'],
  });
  await api('POST', `/webhooks/${webhook.id}/retest`);
  await api('POST', '/recording-jobs/', {
    platform: 'google_meet',
    meet_url: 'https://meet.google.com/scr-ibek-itv',
  });
  await call('POST', `${sandbox.baseUrl}/__sandbox/jobs/finish`, {});
}
