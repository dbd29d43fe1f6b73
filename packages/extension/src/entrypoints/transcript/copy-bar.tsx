import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ChapterView, SpeakerView, TranscriptView } from '../../messages/transcript-page.js';
import { markdownText, plainText } from './copy-text.js';

/** "Copy transcript" (text with timestamps) and "Copy as Markdown". */
export function CopyBar({
  transcript,
  speakers,
  chapters,
}: {
  transcript: TranscriptView;
  speakers: ReadonlyMap<string, SpeakerView>;
  chapters: readonly ChapterView[];
}) {
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const unknown = i18n.t('transcript.unknownSpeaker');

  async function copy(kind: 'text' | 'markdown') {
    const text =
      kind === 'text'
        ? plainText(transcript, speakers, unknown)
        : markdownText(transcript, speakers, chapters, unknown);
    try {
      await navigator.clipboard.writeText(text);
      setSaid({
        ok: true,
        text: kind === 'text' ? i18n.t('copy.doneText') : i18n.t('copy.doneMarkdown'),
      });
    } catch (error) {
      setSaid({
        ok: false,
        text: i18n.t('copy.failed', [error instanceof Error ? error.message : String(error)]),
      });
    }
  }

  return (
    <div class="stack">
      <div class="row">
        <button type="button" onClick={() => void copy('text')}>
          {i18n.t('copy.text')}
        </button>
        <button type="button" onClick={() => void copy('markdown')}>
          {i18n.t('copy.markdown')}
        </button>
      </div>
      <p
        aria-live="polite"
        class={said ? `message ${said.ok ? 'ok' : 'error'}` : 'sr-only'}
        data-testid="copy-status"
      >
        {said?.text ?? ''}
      </p>
    </div>
  );
}
