import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { CAPTION_CHOICES, type CaptionChoice } from '../../messages/captions.js';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import { saveBlob } from './download.js';
import { type ExportRun, pageError } from './export-run.js';
import { FormatButton } from './format-button.js';

/** What the export bar shows for a download in progress, done or failed. */
export type CaptionStatus =
  | { state: 'working'; format: 'srt' | 'vtt'; building: boolean }
  | { state: 'done'; format: 'srt' | 'vtt'; filename: string }
  | { state: 'error'; format: 'srt' | 'vtt'; error: ErrorInfo };

const LABELS: Record<CaptionChoice, () => string> = {
  netflix: () => i18n.t('captions.netflix'),
  broadcast: () => i18n.t('captions.broadcast'),
  social: () => i18n.t('captions.social'),
  loose: () => i18n.t('captions.loose'),
  service: () => i18n.t('captions.service'),
};

/**
 * The SRT and VTT buttons with how they make the file: built here from the words to a preset of
 * the caption engine (the choice is remembered), or `service`: the service's own export, which
 * the export bar's `exporter` downloads as the other formats are.
 */
export function CaptionExport({
  transcriptId,
  exporter,
  onStatus,
}: {
  transcriptId: string;
  /** The export bar's: its state disables these buttons, its `run` makes the service's file. */
  exporter: ExportRun;
  onStatus: (status: CaptionStatus) => void;
}) {
  const disabled = exporter.working;
  const [choice, setChoice] = useState<CaptionChoice>('netflix');

  useEffect(() => {
    void sendMessage('getCaptionChoice', null).then((result) => {
      if (result.ok) setChoice(result.value);
    });
  }, []);

  function choose(value: string) {
    const next = CAPTION_CHOICES.find((known) => known === value) ?? 'netflix';
    setChoice(next);
    void sendMessage('setCaptionChoice', { choice: next });
  }

  async function download(format: 'srt' | 'vtt') {
    if (choice === 'service') return exporter.run(format);
    onStatus({ state: 'working', format, building: true });
    const source = await sendMessage('getCaptionSource', { id: transcriptId });
    if (!source.ok) return onStatus({ state: 'error', format, error: source.error });
    try {
      // The engine loads with the first download, not with the page.
      const { buildCaptions, toSrt, toVtt } = await import('@scribekit/shared/captions');
      const { segments, speakers, filenames } = source.value;
      const cues = buildCaptions(segments, { preset: choice, speakers });
      if (cues.length === 0) {
        return onStatus({
          state: 'error',
          format,
          error: {
            ...pageError(null),
            kind: 'invalid',
            title: i18n.t('captions.noWords'),
            detail: i18n.t('captions.noWordsDetail'),
          },
        });
      }
      const text = format === 'srt' ? toSrt(cues) : toVtt(cues);
      const type = format === 'srt' ? 'application/x-subrip' : 'text/vtt';
      saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), filenames[format]);
      onStatus({ state: 'done', format, filename: filenames[format] });
    } catch (error) {
      onStatus({ state: 'error', format, error: pageError(error) });
    }
  }

  return (
    <span class="caption-export row">
      <label class="small">
        {i18n.t('captions.choice')}{' '}
        <select
          data-testid="caption-choice"
          value={choice}
          disabled={disabled}
          onChange={(event) => choose((event.currentTarget as HTMLSelectElement).value)}
        >
          {CAPTION_CHOICES.map((value) => (
            <option key={value} value={value}>
              {LABELS[value]()}
            </option>
          ))}
        </select>
      </label>
      {(['srt', 'vtt'] as const).map((format) => (
        <FormatButton
          key={format}
          format={format}
          exporter={exporter}
          onClick={() => void download(format)}
        />
      ))}
    </span>
  );
}
