import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 300 });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

describe('transcript state machine', () => {
  test('pending (progress 0) → processing (progress rising) → completed (progress 1, completed_at)', async () => {
    // On a manual clock, read after each 100 ms step: a busy machine cannot skip the steps.
    const slow = await startTestSandbox({ processingMs: 1000, clock: 'manual' });
    const { fileId } = await uploadBytes(slow, makeWav(30), { filename: 'standup.wav' });
    const created = await slow.api('POST', '/transcripts/', { body: { file_id: fileId } });
    expect(created.body).toMatchObject({
      file_id: fileId,
      title: 'standup',
      status: 'pending',
      progress: 0,
    });
    const id = created.body.id;
    const seen: { status: string; progress: number }[] = [];
    let final = (await slow.api('GET', `/transcripts/${id}/meta`)).body;
    for (let step = 0; step < 100 && final.status !== 'completed'; step++) {
      seen.push({ status: final.status, progress: final.progress });
      await slow.clock.advance(100);
      final = (await slow.api('GET', `/transcripts/${id}/meta`)).body;
    }
    seen.push({ status: final.status, progress: final.progress });
    expect(final.status).toBe('completed');
    const processing = seen.filter((s) => s.status === 'processing');
    expect(processing.length).toBeGreaterThan(1);
    for (const s of processing) expect(s.progress).toBeGreaterThan(0);
    for (const s of processing) expect(s.progress).toBeLessThan(1);
    const progresses = seen.map((s) => s.progress);
    expect([...progresses].sort((a, b) => a - b)).toEqual(progresses);
    expect(final.progress).toBe(1);
    expect(Date.parse(final.completed_at)).toBeGreaterThanOrEqual(Date.parse(final.created_at));
    const status = (await slow.api('GET', `/transcripts/${id}/status`)).body;
    expect(status).toMatchObject({ id, status: 'completed', progress_percent: 100 });
    expect(slow.problems).toEqual([]);
    await slow.close();
  });

  test('the duration of a WAV comes from its header', async () => {
    const id = await completedTranscript(sbx, makeWav(42));
    const meta = (await sbx.api('GET', `/transcripts/${id}/meta`)).body;
    expect(meta.duration_s).toBe(42);
    expect(meta.word_count).toBeGreaterThan(20);
    expect(meta.speaker_count).toBeGreaterThanOrEqual(2);
    expect(meta.file).toMatchObject({ name: 'recording.wav', mime: 'audio/wav' });
    const stream = await fetch(meta.file.public_url, { headers: { range: 'bytes=0-3' } });
    expect(Buffer.from(await stream.arrayBuffer()).toString('ascii')).toBe('RIFF');
  });

  test('content is deterministic for the same bytes', async () => {
    const bytes = makeWav(25);
    const a = await completedTranscript(sbx, bytes);
    const b = await completedTranscript(sbx, bytes);
    const textOf = async (id: string) =>
      (await sbx.api('GET', `/transcripts/${id}/segments?limit=2000`)).body.items.map(
        (s: { text: string }) => s.text,
      );
    expect(await textOf(a)).toEqual(await textOf(b));
    const other = await completedTranscript(sbx, makeWav(26));
    expect(await textOf(other)).not.toEqual(await textOf(a));
  });

  test('an empty file ends failed with error, error_code and error_hint', async () => {
    const { fileId } = await uploadBytes(sbx, new Uint8Array(0), { filename: 'empty.wav' });
    const { id } = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body;
    const meta = await waitFor(
      async () => (await sbx.api('GET', `/transcripts/${id}/meta`)).body,
      (m) => m.status === 'failed',
    );
    expect(meta.error_code).toBe('empty_file');
    expect(meta.error).toEqual(expect.any(String));
    expect(meta.error_hint).toEqual(expect.any(String));
    const status = (await sbx.api('GET', `/transcripts/${id}/status`)).body;
    expect(status.error_code).toBe('empty_file');
  });

  test('a file that is not audio or video ends failed', async () => {
    const { fileId } = await uploadBytes(sbx, Buffer.from('%PDF-1.4 not a recording'), {
      filename: 'notes.pdf',
      mime_type: 'application/pdf',
    });
    const { id } = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body;
    const meta = await waitFor(
      async () => (await sbx.api('GET', `/transcripts/${id}/meta`)).body,
      (m) => m.status === 'failed',
    );
    expect(meta.error_code).toBe('unsupported_media');
  });

  test('a file still uploading cannot be transcribed; an unknown one is 404', async () => {
    const init = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'x.wav', size_bytes: 10 },
    });
    expectError(
      await sbx.api('POST', '/transcripts/', { body: { file_id: init.body.file_id } }),
      409,
      'file_not_ready',
    );
    expectError(
      await sbx.api('POST', '/transcripts/', {
        body: { file_id: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
      'not_found',
    );
  });
});

describe('transcript options', () => {
  test('diarize=false gives one speaker', async () => {
    const id = await completedTranscript(sbx, makeWav(30), { diarize: false });
    const speakers = (await sbx.api('GET', `/transcripts/${id}/speakers`)).body;
    expect(speakers).toHaveLength(1);
    const segments = (await sbx.api('GET', `/transcripts/${id}/segments`)).body.items;
    expect(new Set(segments.map((s: { speaker_id: string }) => s.speaker_id))).toEqual(
      new Set([speakers[0].id]),
    );
  });

  test('clip_start_s/clip_end_s limit the transcribed window', async () => {
    const id = await completedTranscript(sbx, makeWav(60), {
      clip_start_s: 10,
      clip_end_s: 30,
      title: 'Clip',
    });
    const full = (await sbx.api('GET', `/transcripts/${id}`)).body;
    expect(full.title).toBe('Clip');
    expect(full.duration_s).toBe(20);
    for (const s of full.segments) {
      expect(s.start_s).toBeGreaterThanOrEqual(10);
      expect(s.end_s).toBeLessThanOrEqual(30);
      expect(s.words).toBeUndefined();
    }
    const config = (await sbx.api('GET', `/transcripts/${id}/scope-config`)).body;
    expect(config).toMatchObject({
      transcript_id: id,
      diarize: true,
      clip_start_s: 10,
      clip_end_s: 30,
      auto_smart_report: false,
    });
  });

  test('clip_end_s not after clip_start_s is a 422', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(5));
    const res = await sbx.api('POST', '/transcripts/', {
      body: { file_id: fileId, clip_start_s: 4, clip_end_s: 2 },
    });
    expectError(res, 422, 'validation_error');
    expect(res.body.detail[0].loc).toEqual(['body', 'clip_end_s']);
  });

  test('a language given is kept; auto-detection fills detected_language', async () => {
    const de = await completedTranscript(sbx, makeWav(12), { language: 'de' });
    expect((await sbx.api('GET', `/transcripts/${de}/meta`)).body).toMatchObject({
      language: 'de',
      detected_language: null,
    });
    const auto = await completedTranscript(sbx, makeWav(13));
    expect((await sbx.api('GET', `/transcripts/${auto}/meta`)).body).toMatchObject({
      language: '',
      detected_language: 'en',
    });
  });

  test('auto_smart_report queues a summary report when the transcript completes', async () => {
    const id = await completedTranscript(sbx, makeWav(20), { auto_smart_report: true });
    const reports = await waitFor(
      async () => (await sbx.api('GET', `/smart-reports/by-transcript/${id}`)).body,
      (page) => page.items.length === 1 && page.items[0].status === 'completed',
    );
    expect(reports.items[0]).toMatchObject({ type: 'summary', transcript_id: id });
    expect(reports.items[0].content_md).toContain('#');
    expect((await sbx.api('GET', `/transcripts/${id}/meta`)).body.smart_reports_count).toBe(1);
  });
});

describe('segments', () => {
  test('offset/limit page through segments; include_words adds timed words', async () => {
    const id = await completedTranscript(sbx, makeWav(90));
    const all = (await sbx.api('GET', `/transcripts/${id}/segments?limit=2000`)).body;
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(5);
    const page = (
      await sbx.api('GET', `/transcripts/${id}/segments?offset=2&limit=3&include_words=true`)
    ).body;
    expect(page).toMatchObject({ offset: 2, limit: 3, total: all.total });
    expect(page.items.map((s: { seq: number }) => s.seq)).toEqual([2, 3, 4]);
    for (const s of page.items) {
      expect(s.words.length).toBeGreaterThan(0);
      expect(s.words.map((w: { text: string }) => w.text).join(' ')).toBe(s.text);
    }
    expect(all.items[0].words).toBeUndefined();
    expectError(
      await sbx.api('GET', `/transcripts/${id}/segments?limit=2001`),
      400,
      'invalid_input_data',
    );
  });

  test('segments of an unfinished transcript are an empty page', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(10));
    const { id } = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body;
    const page = (await sbx.api('GET', `/transcripts/${id}/segments`)).body;
    expect(page).toMatchObject({ items: [], total: 0, offset: 0, limit: 500 });
  });
});

describe('derived material and write actions', () => {
  test('reads return content derived from the transcript', async () => {
    const id = await completedTranscript(sbx, makeWav(240));
    const segments = (await sbx.api('GET', `/transcripts/${id}/segments?limit=2000`)).body.items;
    const segmentIds = new Set(segments.map((s: { id: string }) => s.id));
    const chapters = (await sbx.api('GET', `/transcripts/${id}/chapters`)).body;
    expect(chapters.length).toBeGreaterThan(0);
    expect(chapters[0].start_s).toBeLessThanOrEqual(segments[0].start_s);
    const annotations = (await sbx.api('GET', `/transcripts/${id}/annotations`)).body;
    for (const a of annotations) expect(segmentIds.has(a.segment_id)).toBe(true);
    const events = (await sbx.api('GET', `/transcripts/${id}/content-events`)).body;
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(segmentIds.has(e.segment_id)).toBe(true);
    const items = (await sbx.api('GET', `/transcripts/${id}/action-items`)).body;
    for (const item of items) expect(item.transcript_id).toBe(id);
    const suggestions = (await sbx.api('GET', `/transcripts/${id}/suggestions`)).body;
    expect(Array.isArray(suggestions)).toBe(true);
  });

  test('write actions derive again and answer with the result', async () => {
    const id = await completedTranscript(sbx, makeWav(240));
    const before = (await sbx.api('GET', `/transcripts/${id}/speakers`)).body;
    expect(before.every((s: { name: string; label: string }) => s.name === s.label)).toBe(true);
    const detected = await sbx.api('POST', `/transcripts/${id}/detect-speakers`);
    expect(detected.body.map((s: { id: string }) => s.id).sort()).toEqual(
      before.map((s: { id: string }) => s.id).sort(),
    );
    const named = (await sbx.api('POST', `/transcripts/${id}/speakers/auto-name`)).body;
    expect(named.every((s: { name: string; label: string }) => s.name !== s.label)).toBe(true);
    expect((await sbx.api('GET', `/transcripts/${id}/speakers`)).body).toEqual(named);
    const chapters = (await sbx.api('POST', `/transcripts/${id}/generate-chapters`)).body;
    expect(chapters).toEqual((await sbx.api('GET', `/transcripts/${id}/chapters`)).body);
    expect((await sbx.api('POST', `/transcripts/${id}/chapters/regenerate`)).body).toEqual(
      chapters,
    );
    const items = (await sbx.api('POST', `/transcripts/${id}/action-items/extract`)).body;
    expect(items).toEqual((await sbx.api('GET', `/transcripts/${id}/action-items`)).body);
  });

  test('write actions before completion are 409 transcript_not_ready', async () => {
    // Its own sandbox with slow jobs, so the transcript cannot finish under a loaded machine.
    const slow = await startTestSandbox({ processingMs: 60_000 });
    try {
      await writeActionsRefused(slow);
    } finally {
      await slow.close();
    }
  });

  async function writeActionsRefused(sbx: TestSandbox) {
    const { fileId } = await uploadBytes(sbx, makeWav(10));
    const { id } = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body;
    for (const path of [
      'detect-speakers',
      'generate-chapters',
      'speakers/auto-name',
      'chapters/regenerate',
      'action-items/extract',
    ]) {
      expectError(await sbx.api('POST', `/transcripts/${id}/${path}`), 409, 'transcript_not_ready');
    }
    expect((await sbx.api('GET', `/transcripts/${id}/chapters`)).body).toEqual([]);
  }
});

describe('listing transcripts', () => {
  test('filters, sorts and pages', async () => {
    const local = await startTestSandbox({ processingMs: 50 });
    try {
      const alpha = await completedTranscript(local, makeWav(30), { title: 'Alpha planning' });
      const beta = await completedTranscript(local, makeWav(60), {
        title: 'Beta review',
        language: 'de',
      });
      const { fileId } = await uploadBytes(local, new Uint8Array(0));
      const failed = (
        await local.api('POST', '/transcripts/', { body: { file_id: fileId, title: 'Gamma' } })
      ).body.id;
      await waitFor(
        async () => (await local.api('GET', `/transcripts/${failed}/status`)).body.status,
        (s) => s === 'failed',
      );

      const ids = async (query: string) =>
        (await local.api('GET', `/transcripts/?${query}`)).body.items.map(
          (t: { id: string }) => t.id,
        );
      expect(await ids('')).toEqual([failed, beta, alpha]);
      expect(await ids('sort=created_at_asc')).toEqual([alpha, beta, failed]);
      expect(await ids('sort=title_asc')).toEqual([alpha, beta, failed]);
      expect(await ids('sort=duration_desc')).toEqual([beta, alpha, failed]);
      expect(await ids('status=failed')).toEqual([failed]);
      expect(await ids('q=review')).toEqual([beta]);
      expect(await ids('language=de')).toEqual([beta]);
      expect(await ids('language=en')).toEqual([alpha]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await ids(`date_from=${today}&date_to=${today}`)).toHaveLength(3);
      expect(await ids('date_to=2000-01-01')).toEqual([]);
      expect(await ids('smart=true')).toEqual([]);
      const speakerName = (await local.api('GET', `/transcripts/${alpha}/speakers`)).body[0].label;
      expect(await ids(`speaker=${encodeURIComponent(speakerName)}`)).toEqual(
        expect.arrayContaining([alpha]),
      );
      const page = (await local.api('GET', '/transcripts/?skip=1&limit=1')).body;
      expect(page.meta).toEqual({ total: 3, skip: 1, limit: 1 });
      expect(page.items.map((t: { id: string }) => t.id)).toEqual([beta]);
      expectError(await local.api('GET', '/transcripts/?limit=201'), 400, 'invalid_input_data');
      expectError(
        await local.api('GET', '/transcripts/?date_from=yesterday'),
        400,
        'invalid_input_data',
      );
      expectError(await local.api('GET', '/transcripts/?sort=random'), 400, 'invalid_input_data');
      expect(local.problems).toEqual([]);
    } finally {
      await local.close();
    }
  });
});
