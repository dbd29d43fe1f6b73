import { describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import type { TrackedJob } from '../../src/background/job-store.js';
import { createNotifier, notificationIdFor } from '../../src/background/notifications.js';

function ended(id: string, phase: 'done' | 'failed' | 'cancelled'): TrackedJob {
  return { id, title: `Job ${id}`, phase, label: phase, error: 'boom' } as TrackedJob;
}

function notifier(opened: string[] = []) {
  fakeBrowser.reset();
  return createNotifier({
    notifications: fakeBrowser.notifications,
    iconUrl: 'icon.png',
    getJob: async () => undefined,
    openTranscript: () => undefined,
    openOptions: () => undefined,
    openList: () => {
      opened.push('list');
    },
  });
}

describe('job notifications', () => {
  test('one per job end, with the job id, replacing that job’s earlier one', async () => {
    const notes = notifier();
    await notes.jobsFinished([ended('a', 'failed')]);
    await notes.jobsFinished([ended('a', 'done'), ended('b', 'done'), ended('c', 'cancelled')]);
    const all = (await fakeBrowser.notifications.getAll()) as Record<string, { title: string }>;
    expect(Object.keys(all).sort()).toEqual([notificationIdFor('a'), notificationIdFor('b')]);
    expect(all[notificationIdFor('a')]?.title).toBe('Transcript ready');
  });

  test('more than three ending in the same round make one summary, which opens the list', async () => {
    const opened: string[] = [];
    const notes = notifier(opened);
    await notes.jobsFinished([ended('x', 'done')]);
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ended(id, i < 3 ? 'done' : 'failed'));
    await notes.jobsFinished(jobs);
    const all = (await fakeBrowser.notifications.getAll()) as Record<
      string,
      { title: string; message: string }
    >;
    const summaries = Object.entries(all).filter(([id]) => !id.startsWith('scribekit-job:'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.[1]).toMatchObject({
      title: '5 jobs finished',
      message: '3 transcripts ready, 2 failed. Open Scribekit to see them.',
    });
    // The earlier job's own notification stays; none for the five.
    expect(Object.keys(all)).toContain(notificationIdFor('x'));
    expect(Object.keys(all)).not.toContain(notificationIdFor('a'));
    await notes.clicked(summaries[0]?.[0] ?? '');
    expect(opened).toEqual(['list']);
  });
});
