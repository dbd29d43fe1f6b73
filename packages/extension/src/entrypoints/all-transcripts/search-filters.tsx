import { i18n } from '#i18n';

/** The times a search can be narrowed to (values as `scribekit search --since` reads them). */
export const SINCE_CHOICES = ['', 'today', '7d', '30d', '1y'] as const;

/** One of `SINCE_CHOICES` ('' for any time). */
export type SinceChoice = (typeof SINCE_CHOICES)[number];

function sinceLabel(since: SinceChoice): string {
  switch (since) {
    case '':
      return i18n.t('all.since.any');
    case 'today':
      return i18n.t('all.since.today');
    case '7d':
      return i18n.t('all.since.week');
    case '30d':
      return i18n.t('all.since.month');
    case '1y':
      return i18n.t('all.since.year');
  }
}

/**
 * "Said by" and "When": who said the lines, and since when the transcripts were made. They
 * narrow both what was said and the list of transcripts; the speakers already seen in hits are
 * offered as the name is typed.
 */
export function SearchFilters(props: {
  speaker: string;
  since: SinceChoice;
  speakersSeen: readonly string[];
  onSpeaker: (speaker: string) => void;
  onSince: (since: SinceChoice) => void;
}) {
  return (
    <>
      <div class="field speaker-field">
        <label for="speaker">{i18n.t('all.speakerLabel')}</label>
        <input
          id="speaker"
          type="search"
          list="speakers-seen"
          autocomplete="off"
          placeholder={i18n.t('all.speakerPlaceholder')}
          value={props.speaker}
          onInput={(event) => props.onSpeaker(event.currentTarget.value)}
        />
        <datalist id="speakers-seen">
          {props.speakersSeen.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div class="field">
        <label for="since">{i18n.t('all.sinceLabel')}</label>
        <select
          id="since"
          value={props.since}
          onChange={(event) => props.onSince(event.currentTarget.value as SinceChoice)}
        >
          {SINCE_CHOICES.map((since) => (
            <option key={since} value={since}>
              {sinceLabel(since)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
