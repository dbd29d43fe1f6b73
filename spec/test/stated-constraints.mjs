import { readFileSync } from 'node:fs';

// The constraints, nullability and value sets that the service's reference states, by JSON
// pointer into the bundled spec and keyword. Every other one must sit under `x-inferred: true`.
const schemas = '/components/schemas';
const nullable = (pointers) => pointers.map((pointer) => [pointer, 'type:null']);
// Every notification's X-Signature header (one per event of the spec's `webhooks` section).
const bundled = JSON.parse(readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8'));
const signatureHeaders = Object.keys(bundled.webhooks).map((event) => [
  `/webhooks/${event.replaceAll('/', '~1')}/post/parameters/0/schema`,
  'pattern',
]);

export const statedConstraints = new Set(
  [
    // 2.2: progress 0.0 to 1.0; status response progress_percent 0 to 100.
    [`${schemas}/Progress`, 'minimum'],
    [`${schemas}/Progress`, 'maximum'],
    [`${schemas}/TranscriptStatusResponse/properties/progress_percent`, 'minimum'],
    [`${schemas}/TranscriptStatusResponse/properties/progress_percent`, 'maximum'],
    // 4.2 and 8: page sizes.
    ['/paths/~1transcripts~1/get/parameters/1/schema', 'maximum'],
    ['/paths/~1transcripts~1{id}~1segments/get/parameters/2/schema', 'maximum'],
    // 8: Idempotency-Key up to 128 characters.
    ['/components/parameters/IdempotencyKey/schema', 'maxLength'],
    // 5.7: X-Signature is `sha256=<hex>` of an HMAC-SHA-256 (64 hex digits).
    ...signatureHeaders,
    // 6 and 2.6: the eight events and the eight formats; 2.9: render modes.
    [`${schemas}/EventName`, 'enum'],
    [`${schemas}/ExportFormat`, 'enum'],
    [`${schemas}/RenderMode/anyOf/0`, 'enum'],
    // Fields the reference gives as "or null" (or null in its example).
    ...nullable([
      `${schemas}/NullableTimestamp`,
      `${schemas}/TranscriptMeta/properties/organization_id`,
      `${schemas}/TranscriptMeta/properties/detected_language`,
      `${schemas}/TranscriptMeta/properties/error`,
      `${schemas}/TranscriptMeta/properties/error_code`,
      `${schemas}/TranscriptMeta/properties/error_hint`,
      `${schemas}/TranscriptMeta/properties/share_role`,
      `${schemas}/TranscriptMeta/properties/owner_name`,
      `${schemas}/Word/properties/confidence`,
      `${schemas}/Export/properties/size_bytes`,
      `${schemas}/Export/properties/error`,
      `${schemas}/SourceImport/properties/transcript_id`,
      `${schemas}/SourceImportPreview/properties/title`,
      `${schemas}/SourceImportPreview/properties/thumbnail`,
      `${schemas}/SourceImportPreview/properties/duration_s`,
      `${schemas}/RecordingJob/properties/transcript_id`,
      `${schemas}/RecordingPlatform/properties/message`,
      `${schemas}/SmartReport/properties/template_id`,
      `${schemas}/SmartReport/properties/content_md`,
      `${schemas}/SmartReport/properties/error`,
      `${schemas}/SmartReportIntent/properties/instructions`,
      `${schemas}/SmartReportIntent/properties/model`,
      `${schemas}/KnowledgeBase/properties/scope_user_id`,
      `${schemas}/KnowledgeBase/properties/scope_organization_id`,
      `${schemas}/Webhook/properties/last_status_code`,
    ]),
  ].map(([pointer, keyword]) => `${pointer} ${keyword}`),
);
