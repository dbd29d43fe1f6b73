import { i18n } from '#i18n';
import { uiLanguage } from '../../ui/page-language.js';

/** `02:02 PM` today, `Nov 12, 02:02 PM` before (`14:02`, `12. Nov., 14:02` in German): when a job started, in the popup's language. */
export function startedText(createdAt: number, now: number): string {
  const started = new Date(createdAt);
  const language = uiLanguage();
  const sameDay = new Date(now).toDateString() === started.toDateString();
  return started.toLocaleString(language, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** `45 s`, `3 min 05 s`, `1 h 02 min`: how long a job has been going. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return i18n.t('time.hours', [String(h), String(m).padStart(2, '0')]);
  if (m > 0) return i18n.t('time.minutes', [String(m), String(s).padStart(2, '0')]);
  return i18n.t('time.seconds', [String(s)]);
}

/** `Transcribing · 42% · 1 min 05 s elapsed`: a running job's line (percent when known). */
export function progressText(
  job: { label: string; progress: number | null; createdAt: number },
  now: number,
): string {
  const percent = job.progress === null ? '' : ` · ${Math.round(job.progress * 100)}%`;
  return `${job.label}${percent} · ${i18n.t('time.elapsed', [elapsedText(now - job.createdAt)])}`;
}
