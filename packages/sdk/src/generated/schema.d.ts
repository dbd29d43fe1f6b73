/**
 * Generated from the bundled spec (spec/dist/openapi.json) by openapi-typescript. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */
export interface paths {
    "/files/upload-init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a multipart upload
         * @description Step 1 of an upload: declares the file and returns one pre-signed address per part. Send each part with HTTP PUT to its `url` (part `n` holds bytes `[(n-1)*chunk_size, n*chunk_size)`), keep each response's `ETag` header, then call upload-complete. Part addresses live 3600 seconds; re-sign an expired one with the presign operation. Rate limited to 10 requests per hour (the reference does not say whether per key or per account; the sandbox counts per key). The maximum file size and number of parts are not published.
         */
        post: operations["initUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/upload-init/{file_id}/parts/{part_no}/presign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-sign one upload part
         * @description Returns a fresh pre-signed address for one part, for example after the first one expired. The body of the response is **inferred** (the reference does not show it).
         */
        post: operations["presignUploadPart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/upload-complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a multipart upload
         * @description Step 3 of an upload: give every part's ETag. The service checks that every part is there and its ETag matches, checks the SHA-256 given at upload-init (if any), and moves the file to `ready`. Then create a transcript from `file_id`.
         */
        post: operations["completeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get file metadata
         * @description The file's name, type, size and upload status. The body is **inferred** (the reference does not show it).
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/download-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a download link for a file
         * @description A pre-signed address on `{media_url}` (valid 3600 seconds, supports `Range`). The body is **inferred**; `409 file_not_ready` while the upload is not complete.
         */
        get: operations["getFileDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/upload-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * See which parts still need bytes
         * @description Lists the parts the service holds (with ETags) and the parts still missing, so an interrupted upload can be resumed without sending finished parts again. The body is **inferred**.
         */
        get: operations["getFileUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transcripts
         * @description Pages through the account's transcripts, newest first by default. The values of `status`, `sort`, `date_from` and `date_to` are not shown by the reference; the ones below are **inferred**.
         */
        get: operations["listTranscripts"];
        put?: never;
        /**
         * Transcribe an uploaded file
         * @description Starts transcription of a `ready` file. The transcript starts `pending` with progress 0 and ends `completed` (progress 1, `completed_at` set) or `failed`. Poll the status operation or subscribe to `transcript.completed`. `409 file_not_ready` when the upload is not complete.
         */
        post: operations["createTranscript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transcript with segments and speakers
         * @description The full object; `segments` and `speakers` are empty until the transcript is completed. Words are not included; page the segments operation with `include_words=true` for them.
         */
        get: operations["getTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get transcript metadata
         * @description All transcript fields and the file object, without segments.
         */
        get: operations["getTranscriptMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a transcript's status
         * @description A small answer for polling.
         */
        get: operations["getTranscriptStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through segments
         * @description Segments in order; the page is empty until the transcript is completed. `include_words=true` adds each segment's words with their timings and confidences.
         */
        get: operations["listTranscriptSegments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List speakers
         * @description A bare array of the transcript's speakers.
         */
        get: operations["listTranscriptSpeakers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chapters
         * @description The transcript's chapters. The body is **inferred** (a bare array, like speakers).
         */
        get: operations["listTranscriptChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/action-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List action items
         * @description The transcript's action items. The body is **inferred** (a bare array).
         */
        get: operations["listTranscriptActionItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/annotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List annotations
         * @description Notes and highlights on the transcript. The body is **inferred** (a bare array).
         */
        get: operations["listTranscriptAnnotations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/content-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List content events
         * @description Notable moments (questions, decisions, topic changes). The body is **inferred** (a bare array).
         */
        get: operations["listTranscriptContentEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/scope-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the transcript's configuration
         * @description The settings the transcript was made with. The body is **inferred**.
         */
        get: operations["getTranscriptScopeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List suggestions
         * @description What the service proposes to do with the transcript (name speakers, title chapters, make a report). The body is **inferred** (a bare array).
         */
        get: operations["listTranscriptSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/detect-speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Detect speakers
         * @description Runs speaker detection again and returns the speakers. Works on a completed transcript (`409 transcript_not_ready` before). **Inferred:** runs synchronously and answers with the result (the reference does not show the body).
         */
        post: operations["detectTranscriptSpeakers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/generate-chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate chapters
         * @description Splits the transcript into chapters and returns them. Works on a completed transcript (`409 transcript_not_ready` before). **Inferred:** runs synchronously and answers with the result (the reference does not show the body).
         */
        post: operations["generateTranscriptChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/speakers/auto-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Name speakers automatically
         * @description Gives the speakers names found in the conversation and returns them. Works on a completed transcript (`409 transcript_not_ready` before). **Inferred:** runs synchronously and answers with the result (the reference does not show the body).
         */
        post: operations["autoNameTranscriptSpeakers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/chapters/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebuild chapters
         * @description Replaces the chapters with freshly generated ones and returns them. Works on a completed transcript (`409 transcript_not_ready` before). **Inferred:** runs synchronously and answers with the result (the reference does not show the body).
         */
        post: operations["regenerateTranscriptChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/action-items/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract action items
         * @description Finds action items in the transcript, stores them and returns them; each new one emits `action_item.created`. Works on a completed transcript (`409 transcript_not_ready` before). **Inferred:** runs synchronously and answers with the result (the reference does not show the body).
         */
        post: operations["extractTranscriptActionItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exports
         * @description The account's exports, newest first, optionally of one transcript. The envelope and paging are **inferred**.
         */
        get: operations["listExports"];
        put?: never;
        /**
         * Export a transcript to a file
         * @description Starts rendering a completed transcript in one of the eight formats. The export starts `pending` with `size_bytes` null and ends `ready` with `size_bytes` set (then download it), or `failed`. `409 transcript_not_ready` when the transcript is not completed. Emits `export.completed`.
         */
        post: operations["createExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll an export
         * @description The export with its status.
         */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the download link of an export
         * @description A pre-signed address on `{media_url}`, valid `expires_in` seconds (3600). `409 export_not_ready` before the export is `ready` (**inferred**).
         */
        get: operations["getExportDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/{id}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a transcript's exports (nested form)
         * @description The exports of one transcript. The envelope and paging are **inferred**.
         */
        get: operations["listTranscriptExports"];
        put?: never;
        /**
         * Export a transcript (nested form)
         * @description The same as creating an export with `transcript_id` from the path.
         */
        post: operations["createTranscriptExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/source-imports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List imports
         * @description The account's imports, newest first. The envelope and paging are **inferred**.
         */
        get: operations["listSourceImports"];
        put?: never;
        /**
         * Import a recording from a link
         * @description Fetches the recording behind a public link (a video page or a direct link to a media file) and transcribes it. The import starts `queued` with `transcript_id` null and ends `completed` with `transcript_id` set, or `failed` (for example an unsupported link). Rate limited to 30 requests per hour per key.
         */
        post: operations["createSourceImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/source-imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a link
         * @description Title, thumbnail, duration and provider of a link, and whether it can be imported. Nothing is imported. The scope is **inferred** as `imports:write` (the reference gives one scope per method for the group).
         */
        post: operations["previewSourceImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/source-imports/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed import
         * @description Starts a failed import again from `queued`. **Inferred:** no body; answers with the import; `409 invalid_state` when the import has not failed.
         */
        post: operations["retrySourceImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/source-imports/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supported sources
         * @description The providers links can be imported from; `direct_url` stands for a direct link to a media file.
         */
        get: operations["listSourceImportProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/source-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll an import
         * @description The import with its status; carries `transcript_id` when completed.
         */
        get: operations["getSourceImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smart-reports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Smart Reports
         * @description The account's reports, newest first.
         */
        get: operations["listSmartReports"];
        put?: never;
        /**
         * Create a Smart Report
         * @description Starts an AI report over one transcript (`transcript_id`) or several (`transcript_ids`), optionally grounded in knowledge bases and steered by `instructions`. The report starts `pending` with `content_md` null and ends `completed` with `content_md` set, or `failed`. At most 3 LLM jobs run at once per user; a fourth gets `429 too_many_concurrent_jobs` with `Retry-After`. `409 transcript_not_ready` when a transcript is not completed. Emits `smart_report.generated`.
         */
        post: operations["createSmartReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smart-reports/by-transcript/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reports of one transcript
         * @description Reports whose `transcript_ids` include the transcript. The envelope is **inferred** to be the same as the list.
         */
        get: operations["listSmartReportsByTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/smart-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a Smart Report
         * @description The report with its status, `content_md` and `content_blocks`.
         */
        get: operations["getSmartReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledge-bases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge bases
         * @description The bases of the space named by `personal=true` or `organization_id`. The envelope and paging are **inferred**.
         */
        get: operations["listKnowledgeBases"];
        put?: never;
        /**
         * Create a knowledge base
         * @description A new, empty base in the space named by `personal=true` or `organization_id`.
         */
        post: operations["createKnowledgeBase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledge-bases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a knowledge base
         * @description One base of the named space; `404` when it belongs to another space.
         */
        get: operations["getKnowledgeBase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a knowledge base
         * @description Renames the base or changes its description. The body is **inferred**.
         */
        patch: operations["updateKnowledgeBase"];
        trace?: never;
    };
    "/knowledge-bases/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List entries
         * @description The base's entries (chunks) in order. The envelope and paging are **inferred**.
         */
        get: operations["listKnowledgeBaseEntries"];
        put?: never;
        /**
         * Add text to a knowledge base
         * @description Splits the text into chunks and stores one entry per chunk, with `tokens_count` and `chunk_index`.
         */
        post: operations["createKnowledgeBaseEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledge-bases/{id}/entries/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a PDF or DOCX document to a knowledge base
         * @description Extracts the document's text, splits it into chunks and stores one entry per chunk. A file that is neither PDF nor DOCX, or cannot be read, gets `422`. The form fields are **inferred**.
         */
        post: operations["uploadKnowledgeBaseEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-processing/knowledge-bases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge bases (ai-processing prefix)
         * @description The bases of the space named by `personal=true` or `organization_id`. The envelope and paging are **inferred**.
         */
        get: operations["listKnowledgeBasesAiProcessing"];
        put?: never;
        /**
         * Create a knowledge base (ai-processing prefix)
         * @description A new, empty base in the space named by `personal=true` or `organization_id`.
         */
        post: operations["createKnowledgeBaseAiProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-processing/knowledge-bases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a knowledge base (ai-processing prefix)
         * @description One base of the named space; `404` when it belongs to another space.
         */
        get: operations["getKnowledgeBaseAiProcessing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a knowledge base (ai-processing prefix)
         * @description Renames the base or changes its description. The body is **inferred**.
         */
        patch: operations["updateKnowledgeBaseAiProcessing"];
        trace?: never;
    };
    "/ai-processing/knowledge-bases/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List entries (ai-processing prefix)
         * @description The base's entries (chunks) in order. The envelope and paging are **inferred**.
         */
        get: operations["listKnowledgeBaseEntriesAiProcessing"];
        put?: never;
        /**
         * Add text to a knowledge base (ai-processing prefix)
         * @description Splits the text into chunks and stores one entry per chunk, with `tokens_count` and `chunk_index`.
         */
        post: operations["createKnowledgeBaseEntriesAiProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-processing/knowledge-bases/{id}/entries/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a PDF or DOCX document to a knowledge base (ai-processing prefix)
         * @description Extracts the document's text, splits it into chunks and stores one entry per chunk. A file that is neither PDF nor DOCX, or cannot be read, gets `422`. The form fields are **inferred**.
         */
        post: operations["uploadKnowledgeBaseEntriesAiProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The account's webhooks (secrets masked). The envelope and paging are **inferred**.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a webhook
         * @description Registers an address that receives signed notifications (see the `webhooks` section and the `X-Signature` header). The answer carries `secret` this once; later reads show only `secret_hint`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change or disable a webhook
         * @description Changes the address or events, or disables the webhook with `is_active=false` (there is no deletion). The body is **inferred**.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/retest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test notification
         * @description Sends a signed `webhook.test` notification to the webhook's address now and answers with the delivery record. The test event and the answer are **inferred** (the reference does not show them).
         */
        post: operations["retestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/regenerate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a webhook's secret
         * @description The old secret stops working at once; the new one is returned this once.
         */
        post: operations["regenerateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery attempts
         * @description Delivery attempts of the webhook, newest first. The record and envelope are **inferred**.
         */
        get: operations["listWebhookLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recording-jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recording jobs
         * @description The account's recording jobs, newest first. The envelope and paging are **inferred**.
         */
        get: operations["listRecordingJobs"];
        put?: never;
        /**
         * Send a recording bot to a meeting
         * @description The bot joins the meeting, records it and transcribes the recording. The job starts `scheduled` with `transcript_id` null and ends `completed` with `transcript_id` set, `failed`, or `cancelled`. `400 invalid_input_data` when `platform` is unknown or `meet_url` is not a meeting of that platform (**inferred**).
         */
        post: operations["createRecordingJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recording-jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a recording job
         * @description Calls the bot back. **Inferred:** no body; answers with the job in state `cancelled`; `409 invalid_state` when the job already ended.
         */
        post: operations["cancelRecordingJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recording-jobs/platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supported meeting platforms
         * @description The platforms a bot can join, with their availability.
         */
        get: operations["listRecordingPlatforms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recording-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a recording job
         * @description The job with its status; carries `transcript_id` when completed.
         */
        get: operations["getRecordingJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "transcript.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transcript was created
         * @description Sent to every active webhook subscribed to `transcript.created`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onTranscriptCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transcript.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transcript is completed
         * @description Sent to every active webhook subscribed to `transcript.completed`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onTranscriptCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transcript.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transcript failed
         * @description Sent to every active webhook subscribed to `transcript.failed`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onTranscriptFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "smart_report.generated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Smart Report is completed
         * @description Sent to every active webhook subscribed to `smart_report.generated`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onSmartReportGenerated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "export.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An export is ready
         * @description Sent to every active webhook subscribed to `export.completed`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onExportCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "action_item.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An action item was created
         * @description Sent to every active webhook subscribed to `action_item.created`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onActionItemCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment succeeded
         * @description Sent to every active webhook subscribed to `payment.succeeded`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onPaymentSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment failed
         * @description Sent to every active webhook subscribed to `payment.failed`. Verify `X-Signature` against the raw body before parsing it. Deliveries of one event share the envelope `id`, so deduplicate by it (there is no timestamp in the signature, so this is also the replay protection). **Inferred** delivery policy (the reference does not show it): a 2xx answer within 10 seconds is success; otherwise up to 5 attempts with exponential backoff; no ordering guarantee.
         */
        post: operations["onPaymentFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @description A resource identifier (UUID string).
         * @example 3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10
         */
        Uuid: Uuid;
        /**
         * Format: date-time
         * @description An ISO 8601 timestamp in UTC.
         * @example 2026-01-15T09:30:00Z
         */
        Timestamp: Timestamp;
        /**
         * Format: date-time
         * @description An ISO 8601 timestamp in UTC, or null when the moment has not come yet.
         */
        NullableTimestamp: NullableTimestamp;
        /** @description An ISO 8601 date (`2026-01-15`) or date-time in UTC (`2026-01-15T09:30:00Z`). */
        DateOrDateTime: DateOrDateTime;
        /** @description Paging information of a list response. */
        ListMeta: ListMeta;
        /** @description The body of every error response. */
        Error: Error;
        /** @description One problem with the request. */
        ErrorDetail: ErrorDetail;
        /** @description A pre-signed address on the media origin and how long it stays valid. */
        DownloadLink: DownloadLink;
        /** @description **Inferred** set of values; treat unknown values as "not ready yet". `uploading` until upload-complete succeeds, then `ready`. */
        FileStatus: FileStatus;
        UploadInitRequest: UploadInitRequest;
        UploadPart: UploadPart;
        UploadInitResponse: UploadInitResponse;
        PartEtag: PartEtag;
        UploadCompleteRequest: UploadCompleteRequest;
        UploadCompleteResponse: UploadCompleteResponse;
        /** @description **Inferred** shape: one element of `parts` with a fresh address. */
        PresignedPart: PresignedPart;
        /** @description **Inferred** shape: the `file` object of the transcript meta plus status, checksum and creation time. */
        File: File;
        CompletedPart: CompletedPart;
        /** @description **Inferred** shape: which parts still need bytes, and what a client needs to resume. */
        UploadStatus: UploadStatus;
        /** @description **Inferred** set of values (the reference shows `pending` and `completed`): `pending` → `processing` → `completed`, or `failed` with `error`, `error_code` and `error_hint`. Treat unknown values as "still working". */
        TranscriptStatus: TranscriptStatus;
        /** @description Progress from 0.0 to 1.0. */
        Progress: Progress;
        CreateTranscriptRequest: CreateTranscriptRequest;
        CreateTranscriptResponse: CreateTranscriptResponse;
        /** @description The subset of transcript fields returned per item by the list endpoint. */
        TranscriptListItem: TranscriptListItem;
        /** @description The recording a transcript was made from. */
        TranscriptFile: TranscriptFile;
        /** @description All transcript fields plus the file object. */
        TranscriptMeta: TranscriptMeta;
        /** @description The full transcript with its segments (without words) and speakers. */
        Transcript: Transcript;
        TranscriptList: TranscriptList;
        /**
         * @description An order of the transcript list (`sort=`), newest first when left out. **Inferred** values: the reference does not show them.
         * @default created_at_desc
         * @enum {string}
         */
        TranscriptSort: TranscriptSort;
        TranscriptStatusResponse: TranscriptStatusResponse;
        Word: Word;
        Segment: Segment;
        SegmentPage: SegmentPage;
        Speaker: Speaker;
        SpeakerList: SpeakerList;
        /** @description **Inferred** shape (the reference does not show it). */
        Chapter: Chapter;
        /** @description **Inferred:** a bare array, like the speakers endpoint. */
        ChapterList: ChapterList;
        /** @description **Inferred** open set: `open` or `done`; treat unknown values as open. */
        ActionItemStatus: ActionItemStatus;
        /** @description **Inferred** shape (the reference does not show it). */
        ActionItem: ActionItem;
        /** @description **Inferred:** a bare array. */
        ActionItemList: ActionItemList;
        /** @description **Inferred** shape (the reference does not show it). */
        Annotation: Annotation;
        /** @description **Inferred:** a bare array. */
        AnnotationList: AnnotationList;
        /** @description **Inferred** shape: a notable moment in the recording. */
        ContentEvent: ContentEvent;
        /** @description **Inferred:** a bare array. */
        ContentEventList: ContentEventList;
        /** @description **Inferred** shape: the settings the transcript was made with. */
        ScopeConfig: ScopeConfig;
        /** @description **Inferred** shape: something the service proposes to do with the transcript. */
        Suggestion: Suggestion;
        /** @description **Inferred:** a bare array. */
        SuggestionList: SuggestionList;
        /**
         * @description The eight export formats.
         * @enum {string}
         */
        ExportFormat: ExportFormat;
        /** @description **Inferred** set of values (the reference shows `pending` and `ready`): `pending` → `processing` → `ready`, or `failed` with `error`. Treat unknown values as "still working". */
        ExportStatus: ExportStatus;
        CreateExportRequest: CreateExportRequest;
        /** @description The transcript comes from the path. */
        CreateTranscriptExportRequest: CreateTranscriptExportRequest;
        Export: Export;
        /** @description **Inferred** envelope, the same as the transcript list. */
        ExportList: ExportList;
        /** @description **Inferred** set of values (the reference shows `queued`): `queued` → `downloading` → `processing` → `completed` (with `transcript_id`), or `failed`. Treat unknown values as "still working". */
        SourceImportStatus: SourceImportStatus;
        CreateSourceImportRequest: CreateSourceImportRequest;
        PreviewSourceImportRequest: PreviewSourceImportRequest;
        SourceImport: SourceImport;
        /** @description **Inferred** envelope, the same as the transcript list. */
        SourceImportList: SourceImportList;
        SourceImportPreview: SourceImportPreview;
        /** @description **Inferred** set of values (the reference shows `available`). */
        AvailabilityStatus: AvailabilityStatus;
        SourceImportProvider: SourceImportProvider;
        SourceImportProviders: SourceImportProviders;
        /** @description **Inferred** set of values (the reference shows `scheduled`): `scheduled` → `joining` → `recording` → `processing` → `completed` (with `transcript_id`), or `failed`, or `cancelled` after POST …/cancel. Treat unknown values as "still working". */
        RecordingJobStatus: RecordingJobStatus;
        CreateRecordingJobRequest: CreateRecordingJobRequest;
        RecordingJob: RecordingJob;
        /** @description **Inferred** envelope, the same as the transcript list. */
        RecordingJobList: RecordingJobList;
        RecordingPlatform: RecordingPlatform;
        RecordingPlatforms: RecordingPlatforms;
        /** @description **Inferred** set of values (the reference shows `pending` and `completed`): `pending` → `processing` → `completed` (with `content_md`), or `failed` with `error`. */
        SmartReportStatus: SmartReportStatus;
        /** @description `auto` lets the service choose; a fresh report shows `constructor`, a completed one `text`. */
        RenderMode: RenderMode;
        /** @description Give `transcript_id` (a report on one transcript) or `transcript_ids` (a report over several), not both. */
        CreateSmartReportRequest: CreateSmartReportRequest;
        /** @description A report on one transcript. */
        CreateSmartReportForTranscript: CreateSmartReportForTranscript;
        /** @description A report over several transcripts. */
        CreateSmartReportForTranscripts: CreateSmartReportForTranscripts;
        /** @description What every Smart Report request may set besides its transcripts. */
        SmartReportOptions: SmartReportOptions;
        SmartReportIntent: SmartReportIntent;
        SmartReport: SmartReport;
        SmartReportList: SmartReportList;
        KnowledgeBase: KnowledgeBase;
        /** @description **Inferred** envelope, the same as the transcript list. */
        KnowledgeBaseList: KnowledgeBaseList;
        CreateKnowledgeBaseRequest: CreateKnowledgeBaseRequest;
        /** @description **Inferred** body: the fields set on create, all optional. */
        UpdateKnowledgeBaseRequest: UpdateKnowledgeBaseRequest;
        /** @description **Inferred** open set: `text`, `pdf`, `docx`. */
        SourceKind: SourceKind;
        CreateEntriesRequest: CreateEntriesRequest;
        UploadEntriesRequest: UploadEntriesRequest;
        KnowledgeBaseEntry: KnowledgeBaseEntry;
        /** @description The entries made from one text or document, one per chunk. */
        KnowledgeBaseEntries: KnowledgeBaseEntries;
        /** @description **Inferred** envelope, the same as the transcript list. */
        KnowledgeBaseEntryList: KnowledgeBaseEntryList;
        /**
         * @description The eight event names of the service.
         * @enum {string}
         */
        EventName: EventName;
        CreateWebhookRequest: CreateWebhookRequest;
        /** @description **Inferred** body: any of the fields below; `is_active: false` disables the webhook (there is no deletion). */
        UpdateWebhookRequest: UpdateWebhookRequest;
        Webhook: Webhook;
        /** @description A webhook as returned by create and regenerate-secret, the only times the secret is shown. */
        WebhookWithSecret: WebhookWithSecret;
        /** @description **Inferred** envelope, the same as the transcript list. */
        WebhookList: WebhookList;
        /** @description **Inferred** shape of a delivery-log record (the reference does not show it): one attempt to deliver one notification. */
        WebhookDelivery: WebhookDelivery;
        /** @description **Inferred** envelope, the same as the transcript list. */
        WebhookDeliveryList: WebhookDeliveryList;
        /** @description **Inferred** envelope of every notification (the reference does not show the payload): the event's unique `id` (deduplicate by it: redeliveries carry the same id), its name, when it happened, and the resource in `data`. */
        EventEnvelope: EventEnvelope;
        /** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
        TranscriptEvent: TranscriptEvent;
        /** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
        SmartReportGeneratedEvent: SmartReportGeneratedEvent;
        /** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
        ExportCompletedEvent: ExportCompletedEvent;
        /** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
        ActionItemCreatedEvent: ActionItemCreatedEvent;
        /** @description **Inferred** shape of a payment (the reference does not show it). */
        Payment: Payment;
        /** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
        PaymentEvent: PaymentEvent;
        /** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
        WebhookTestEvent: WebhookTestEvent;
    };
    responses: {
        /** @description `invalid_input_data`: a path or query parameter is invalid or missing (for example a knowledge-base request without `personal=true` or `organization_id`), or the request makes no sense in another way. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "invalid_input_data",
                 *           "text": "Give personal=true or organization_id.",
                 *           "loc": [
                 *             "query",
                 *             "personal"
                 *           ]
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_authenticated` (**inferred** key): the Authorization header is missing, malformed, or carries an unknown or revoked key. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "not_authenticated",
                 *           "text": "Missing or invalid API key. Send Authorization: Bearer <API_KEY>."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_enough_access_rights`, in two cases: the key lacks the scope the operation needs (the text names the scope), or the operation is not available to keys at all and needs a signed-in web session. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_found` (**inferred** key): no such resource for this account. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "not_found",
                 *           "text": "Transcript 3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10 was not found."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description **Inferred:** the resource is not in a state that allows the operation (`transcript_not_ready`, `export_not_ready`, `file_not_ready`, `invalid_state`), upload-complete found a part missing, an ETag or part size that does not match, or bytes that do not match the given SHA-256 (`upload_incomplete`, `etag_mismatch`, `part_size_mismatch`, `checksum_mismatch`), or an `Idempotency-Key` was reused with another body (`idempotency_key_reused`). */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "transcript_not_ready",
                 *           "text": "The transcript is still processing."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body failed validation: malformed JSON, a wrong type, a missing required field or a value out of bounds. The reference gives no key; we use `validation_error` (**inferred**) with `loc`. */
        UnprocessableEntity: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "validation_error",
                 *           "text": "body.file_id must be a UUID.",
                 *           "loc": [
                 *             "body",
                 *             "file_id"
                 *           ]
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A rate limit was exceeded, or (Smart Reports) the user already runs 3 LLM jobs. The reference does not show the body; we use the `Error` envelope with `rate_limited` or `too_many_concurrent_jobs` (**inferred**). Wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "rate_limited",
                 *           "text": "Rate limit of 10 requests per hour exceeded; retry in 120 seconds."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation's rate limit was exceeded (upload-init: 10 per hour, imports: 30 per hour). The reference does not show the body; we use the `Error` envelope with `rate_limited` (**inferred**). Wait `Retry-After` seconds. `RateLimit-Policy` and `RateLimit` (**inferred**, optional) state the limit and what is left of it. */
        QuotaExceeded: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "rate_limited",
                 *           "text": "Rate limit of 10 requests per hour exceeded; retry in 120 seconds."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description **Inferred:** the reference names no rate limit for this operation, but says 429 is the answer to exceeding rate limits, so every operation may answer it. Same body as `TooManyRequests`: the `Error` envelope with `rate_limited`. Wait `Retry-After` seconds. */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "rate_limited",
                 *           "text": "Too many requests; retry in 30 seconds."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `internal_error` (**inferred** key): the service failed; safe requests may be retried. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "key": "internal_error",
                 *           "text": "Something went wrong on our side."
                 *         }
                 *       ],
                 *       "request_id": "7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
        Skip: number;
        /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
        Limit: number;
        /** @description Transcript id. */
        TranscriptId: string;
        /** @description File id. */
        FileId: string;
        /** @description Id of the resource. */
        ResourceId: string;
        /** @description A unique value (at most 128 characters) chosen by the client. Repeating a request with the same key within 60 seconds returns the earlier result instead of starting a new run; the same key with a different body gets `409 idempotency_key_reused` (**inferred**). */
        IdempotencyKey: string;
        /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
        KbPersonal: boolean;
        /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
        KbOrganizationId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifier of the request (a UUID); every response carries it, and error bodies repeat it as `request_id`. **Inferred:** the reference names no response header; it states the id (a UUID) in every error body, and the service sends it as this header on every response. */
        XRequestId: string;
        /** @description **Inferred:** seconds to wait before trying again. The reference does not show the 429 response beyond its status; a `Retry-After` header in seconds is what HTTP defines for it. */
        RetryAfter: number;
        /** @description **Inferred:** the operation's rate limit as the service states it, in the form of the IETF draft `draft-ietf-httpapi-ratelimit-headers`: a quoted policy name, `q` the requests allowed and `w` the window in seconds, e.g. `"upload-init";q=10;w=3600`. The reference shows no such header, only the limits in its text; the sandbox sends it on every answer of upload-init and of import creation (429 included), with its own, possibly shortened, window. Clients should also accept the draft's older form `10;w=3600`, and take the limit stated here over the documented one. */
        RateLimitPolicy: string;
        /** @description **Inferred:** what is left of the quota named in `RateLimit-Policy` (IETF draft `draft-ietf-httpapi-ratelimit-headers`): `r` the requests still allowed in the window and `t` the seconds until the oldest counted request leaves it, e.g. `"upload-init";r=7;t=1800`. The reference shows no such header; the sandbox sends it with `RateLimit-Policy`. */
        RateLimit: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    initUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value (at most 128 characters) chosen by the client. Repeating a request with the same key within 60 seconds returns the earlier result instead of starting a new run; the same key with a different body gets `409 idempotency_key_reused` (**inferred**). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadInitRequest"];
            };
        };
        responses: {
            /** @description The upload is open; send the parts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadInitResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
        };
    };
    presignUploadPart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File id from upload-init. */
                file_id: string;
                /** @description The part's number. **Inferred:** 1-based, like the parts of upload-init. */
                part_no: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh address for the part. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresignedPart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    completeUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadCompleteRequest"];
            };
        };
        responses: {
            /** @description The file is assembled and ready. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadCompleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File id. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getFileDownloadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File id. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getFileUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File id. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload's progress. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscripts: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size, at most 200 (stated). **Inferred:** at least 1, and 50 when omitted. */
                limit?: number;
                /** @description Only transcripts in this state (`pending`, `processing`, `completed`, `failed`). */
                status?: string;
                /** @description Words to find in the title. */
                q?: string;
                /** @description Only transcripts in this language (requested or detected). */
                language?: string;
                /** @description Created at or after this moment (inclusive). **Inferred** format: an ISO 8601 date (`2026-01-15`) or date-time (`2026-01-15T09:30:00Z`). */
                date_from?: components["schemas"]["DateOrDateTime"];
                /** @description Created at or before this moment (inclusive; a bare date means the whole day). **Inferred** format: an ISO 8601 date or date-time. */
                date_to?: components["schemas"]["DateOrDateTime"];
                /** @description Only transcripts with a speaker of this name or label. */
                speaker?: string;
                /** @description Only transcripts with this tag. */
                tag?: string;
                /** @description **Inferred:** `true` for only transcripts that have Smart Reports. */
                smart?: boolean;
                /** @description Order of the list. **Inferred** values: the reference does not show them. */
                sort?: components["schemas"]["TranscriptSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transcripts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTranscriptRequest"];
            };
        };
        responses: {
            /** @description The transcript was created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTranscriptResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transcript"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getTranscriptMeta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptMeta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getTranscriptStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptSegments: {
        parameters: {
            query?: {
                /** @description How many segments to skip. **Inferred:** not negative, 0 when omitted. */
                offset?: number;
                /** @description Page size, at most 2000 (stated). **Inferred:** at least 1, and 500 when omitted. */
                limit?: number;
                /** @description Include the words of each segment. */
                include_words?: boolean;
            };
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of segments. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptSpeakers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The speakers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeakerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chapters. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptActionItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action items. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionItemList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptAnnotations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The annotations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnotationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptContentEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content events. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentEventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getTranscriptScopeConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScopeConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    detectTranscriptSpeakers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The speakers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeakerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    generateTranscriptChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chapters. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    autoNameTranscriptSpeakers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The speakers, named. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeakerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    regenerateTranscriptChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new chapters. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    extractTranscriptActionItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action items. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionItemList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listExports: {
        parameters: {
            query?: {
                /** @description Only exports of this transcript. */
                transcript_id?: string;
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of exports. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExportRequest"];
            };
        };
        responses: {
            /** @description The export was started. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getExportDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listTranscriptExports: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of exports. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createTranscriptExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTranscriptExportRequest"];
            };
        };
        responses: {
            /** @description The export was started. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listSourceImports: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of imports. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceImportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createSourceImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSourceImportRequest"];
            };
        };
        responses: {
            /** @description The import was queued. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
        };
    };
    previewSourceImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewSourceImportRequest"];
            };
        };
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceImportPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    retrySourceImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import, queued again. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listSourceImportProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceImportProviders"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getSourceImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listSmartReports: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reports. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartReportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createSmartReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value (at most 128 characters) chosen by the client. Repeating a request with the same key within 60 seconds returns the earlier result instead of starting a new run; the same key with a different body gets `409 idempotency_key_reused` (**inferred**). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSmartReportRequest"];
            };
        };
        responses: {
            /** @description The report was started. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listSmartReportsByTranscript: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Transcript id. */
                id: components["parameters"]["TranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reports. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartReportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getSmartReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listKnowledgeBases: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of knowledge bases. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createKnowledgeBase: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKnowledgeBaseRequest"];
            };
        };
        responses: {
            /** @description The knowledge base. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getKnowledgeBase: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The knowledge base. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateKnowledgeBase: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateKnowledgeBaseRequest"];
            };
        };
        responses: {
            /** @description The knowledge base as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listKnowledgeBaseEntries: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createKnowledgeBaseEntries: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEntriesRequest"];
            };
        };
        responses: {
            /** @description The new entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadKnowledgeBaseEntries: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadEntriesRequest"];
            };
        };
        responses: {
            /** @description The new entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listKnowledgeBasesAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of knowledge bases. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createKnowledgeBaseAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKnowledgeBaseRequest"];
            };
        };
        responses: {
            /** @description The knowledge base. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getKnowledgeBaseAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The knowledge base. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateKnowledgeBaseAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateKnowledgeBaseRequest"];
            };
        };
        responses: {
            /** @description The knowledge base as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listKnowledgeBaseEntriesAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createKnowledgeBaseEntriesAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEntriesRequest"];
            };
        };
        responses: {
            /** @description The new entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadKnowledgeBaseEntriesAiProcessing: {
        parameters: {
            query?: {
                /** @description `true` for the personal space. Every knowledge-base request needs `personal=true` or `organization_id`; without either the answer is `400 invalid_input_data`. */
                personal?: components["parameters"]["KbPersonal"];
                /** @description The organization whose space is meant. Every knowledge-base request needs `personal=true` or `organization_id`. */
                organization_id?: components["parameters"]["KbOrganizationId"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadEntriesRequest"];
            };
        };
        responses: {
            /** @description The new entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBaseEntries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of webhooks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook, with its secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    retestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result of the test delivery. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    regenerateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook, with its new secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookLogs: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of delivery attempts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listRecordingJobs: {
        parameters: {
            query?: {
                /** @description How many items to skip. **Inferred:** not negative, 0 when omitted (the reference names the parameter only). */
                skip?: components["parameters"]["Skip"];
                /** @description **Inferred** default and bound (the reference gives them for transcripts only): page size, at least 1, 50 when omitted; no maximum is assumed. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of recording jobs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createRecordingJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRecordingJobRequest"];
            };
        };
        responses: {
            /** @description The job was scheduled. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelRecordingJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, cancelled. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listRecordingPlatforms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platforms. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingPlatforms"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getRecordingJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    onTranscriptCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranscriptEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTranscriptCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranscriptEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTranscriptFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranscriptEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSmartReportGenerated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartReportGeneratedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onExportCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onActionItemCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionItemCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPaymentSucceeded: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPaymentFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`, where `<hex>` is the hex HMAC-SHA-256 of the raw body bytes (before any JSON parsing) under the webhook's secret. Compare it with a constant-time comparison and reject values without the `sha256=` prefix. */
                "X-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
/**
 * Format: uuid
 * @description A resource identifier (UUID string).
 * @example 3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10
 */
export type Uuid = string;
/**
 * Format: date-time
 * @description An ISO 8601 timestamp in UTC.
 * @example 2026-01-15T09:30:00Z
 */
export type Timestamp = string;
/**
 * Format: date-time
 * @description An ISO 8601 timestamp in UTC, or null when the moment has not come yet.
 */
export type NullableTimestamp = string | null;
/** @description An ISO 8601 date (`2026-01-15`) or date-time in UTC (`2026-01-15T09:30:00Z`). */
export type DateOrDateTime = string;
/** @description Paging information of a list response. */
export type ListMeta = {
    /** @description How many items match, over all pages. */
    total: number;
    /** @description How many items were skipped before this page. */
    skip: number;
    /** @description The page size that was applied. */
    limit: number;
};
/** @description The body of every error response. */
export type Error = {
    detail: components["schemas"]["ErrorDetail"][];
    /**
     * Format: uuid
     * @description Identifier of the request, equal to the `X-Request-Id` response header. Quote it when asking for support.
     * @example 7f3a9c2e-1b4d-4e8f-a6c5-0d9e8b7a6f54
     */
    request_id: string;
};
/** @description One problem with the request. */
export type ErrorDetail = {
    /**
     * @description Machine-readable key, e.g. `invalid_input_data`, `not_enough_access_rights`. **Inferred** keys (the reference does not show them): `not_authenticated` (401), `not_found` (404), `conflict`, `transcript_not_ready`, `export_not_ready`, `file_not_ready`, `invalid_state`, `idempotency_key_reused`, and on upload-complete `upload_incomplete`, `etag_mismatch`, `part_size_mismatch`, `checksum_mismatch` (409), `method_not_allowed` (405), `validation_error` (422), `rate_limited`, `too_many_concurrent_jobs` (429), `internal_error` (500). Treat unknown keys as opaque.
     * @example not_enough_access_rights
     */
    key: string;
    /**
     * @description Human-readable explanation.
     * @example This API key lacks the scope exports:write.
     */
    text: string;
    /** @description **Inferred:** where the offending value is, e.g. `["body", "file_id"]` or `["query", "limit"]`; present only when one field is at fault. */
    loc?: (string | number)[];
};
/** @description A pre-signed address on the media origin and how long it stays valid. */
export type DownloadLink = {
    /**
     * Format: uri
     * @description Pre-signed address on `{media_url}`; no Authorization header is needed to fetch it.
     */
    url: string;
    /** @description Seconds until the address stops working (3600 when issued). */
    expires_in: number;
};
/** @description **Inferred** set of values; treat unknown values as "not ready yet". `uploading` until upload-complete succeeds, then `ready`. */
export type FileStatus = string | ("uploading" | "ready" | "failed");
/** The `UploadInitRequest` schema of the API. */
export type UploadInitRequest = {
    /** @description Original file name, used as the default transcript title. **Inferred:** 1 to 1,024 characters (the reference gives no bound; an empty name is surely refused, and a bound keeps one request from holding the service, since the name becomes titles and download names). */
    filename: string;
    /** @description Exact size of the file in bytes; it decides how many parts there are. **Inferred:** not negative (the reference gives no bound; the maximum file size is not published). */
    size_bytes: number;
    /** @description MIME type, e.g. `audio/wav`. Guessed from the file name when omitted. **Inferred:** at most 255 characters (the length RFC 6838 allows a type and subtype together). */
    mime_type?: string;
    /** @description SHA-256 of the whole file; upload-complete rejects the upload when the bytes do not match. **Inferred:** written as 64 hex digits (the reference says only "string"). */
    sha256?: string;
};
/** The `UploadPart` schema of the API. */
export type UploadPart = {
    /** @description 1-based part number. */
    part_no: number;
    /**
     * Format: uri
     * @description Pre-signed address on `{upload_url}`; send the part's bytes with HTTP PUT and keep the `ETag` response header.
     */
    url: string;
    expires_at: components["schemas"]["Timestamp"];
};
/** The `UploadInitResponse` schema of the API. */
export type UploadInitResponse = {
    file_id: components["schemas"]["Uuid"];
    /** @description Identifier of the multipart upload. */
    upload_id: string;
    /** @description Storage key of the file. */
    s3_key: string;
    /**
     * @description How the parts are sent; `multipart_s3` in the reference. Treat unknown values as multipart.
     * @example multipart_s3
     */
    upload_kind: string;
    /** @description Size in bytes of every part but the last. Part `n` holds bytes `[(n-1)*chunk_size, n*chunk_size)`. */
    chunk_size: number;
    parts: components["schemas"]["UploadPart"][];
    expires_at: components["schemas"]["Timestamp"];
    /** @description **Inferred:** a single-PUT address, equal to part 1's address when the file has exactly one part, otherwise null. */
    presigned_put_url?: string | null;
};
/** The `PartEtag` schema of the API. */
export type PartEtag = {
    /** @description **Inferred:** 1-based, like the parts of upload-init. */
    part_no: number;
    /** @description The `ETag` response header of the part's PUT, quotes included or not. **Inferred:** not empty (every PUT answers an ETag). */
    etag: string;
};
/** The `UploadCompleteRequest` schema of the API. */
export type UploadCompleteRequest = {
    file_id: components["schemas"]["Uuid"];
    /** @description Every part's ETag. **Inferred:** at least one (the reference says "all part ETags given"; the maximum number of parts is not published). */
    parts: components["schemas"]["PartEtag"][];
};
/** The `UploadCompleteResponse` schema of the API. */
export type UploadCompleteResponse = {
    file_id: components["schemas"]["Uuid"];
    s3_key: string;
    /** @description Size of the assembled file in bytes. */
    size: number;
    status: components["schemas"]["FileStatus"];
};
/** @description **Inferred** shape: one element of `parts` with a fresh address. */
export type PresignedPart = {
    part_no: number;
    /** Format: uri */
    url: string;
    expires_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** shape: the `file` object of the transcript meta plus status, checksum and creation time. */
export type File = {
    id: components["schemas"]["Uuid"];
    name: string;
    mime: string;
    /** @description Size in bytes (the declared size until the upload completes). */
    size: number;
    status: components["schemas"]["FileStatus"];
    /** @description **Inferred** field: the SHA-256 given at upload-init, or null. */
    sha256?: string | null;
    created_at: components["schemas"]["Timestamp"];
};
/** The `CompletedPart` schema of the API. */
export type CompletedPart = {
    part_no: number;
    etag: string;
    size: number;
};
/** @description **Inferred** shape: which parts still need bytes, and what a client needs to resume. */
export type UploadStatus = {
    file_id: components["schemas"]["Uuid"];
    upload_id: string;
    status: components["schemas"]["FileStatus"];
    size_bytes: number;
    chunk_size: number;
    parts_total: number;
    /** @description Parts the service holds, with the ETag to send to upload-complete. */
    completed_parts: components["schemas"]["CompletedPart"][];
    /** @description Part numbers that still need a PUT. */
    missing_parts: number[];
};
/** @description **Inferred** set of values (the reference shows `pending` and `completed`): `pending` → `processing` → `completed`, or `failed` with `error`, `error_code` and `error_hint`. Treat unknown values as "still working". */
export type TranscriptStatus = string | ("pending" | "processing" | "completed" | "failed");
/** @description Progress from 0.0 to 1.0. */
export type Progress = number;
/** The `CreateTranscriptRequest` schema of the API. */
export type CreateTranscriptRequest = {
    file_id: components["schemas"]["Uuid"];
    /** @description Title; the file name when omitted. **Inferred:** at most 10,000 characters (the reference gives no bound; a bound keeps one request from holding the service, since every export renders the title). */
    title?: string;
    /** @description Language code such as `en` or `de`; omit for automatic detection. **Inferred:** at most 64 characters (language tags are short; the bound keeps stored records small). */
    language?: string;
    /**
     * @description Separate speakers (diarization).
     * @default true
     */
    diarize?: boolean;
    /**
     * @description Queue a `summary` Smart Report automatically when the transcript completes.
     * @default false
     */
    auto_smart_report?: boolean;
    /** @description Transcribe from this second on. **Inferred:** not negative. */
    clip_start_s?: number;
    /** @description Transcribe up to this second. **Inferred:** positive and greater than `clip_start_s`. */
    clip_end_s?: number;
};
/** The `CreateTranscriptResponse` schema of the API. */
export type CreateTranscriptResponse = {
    id: components["schemas"]["Uuid"];
    file_id: components["schemas"]["Uuid"];
    title: string;
    status: components["schemas"]["TranscriptStatus"];
    progress: components["schemas"]["Progress"];
    created_at: components["schemas"]["Timestamp"];
};
/** @description The subset of transcript fields returned per item by the list endpoint. */
export type TranscriptListItem = {
    id: components["schemas"]["Uuid"];
    file_id: components["schemas"]["Uuid"];
    title: string;
    status: components["schemas"]["TranscriptStatus"];
    progress: components["schemas"]["Progress"];
    /** @description Duration in seconds (0 until known). */
    duration_s: number;
    word_count: number;
    speaker_count: number;
    smart_reports_count: number;
    created_at: components["schemas"]["Timestamp"];
    completed_at: components["schemas"]["NullableTimestamp"];
    shared: boolean;
};
/** @description The recording a transcript was made from. */
export type TranscriptFile = {
    id: components["schemas"]["Uuid"];
    name: string;
    mime: string;
    /** @description Size in bytes. */
    size: number;
    /**
     * Format: uri
     * @description Pre-signed streaming address on `{media_url}`.
     */
    public_url: string;
};
/** @description All transcript fields plus the file object. */
export type TranscriptMeta = {
    id: components["schemas"]["Uuid"];
    /** Format: uuid */
    organization_id: string | null;
    file_id: components["schemas"]["Uuid"];
    title: string;
    /** @description Requested language; empty when detected automatically. */
    language: string;
    detected_language: string | null;
    status: components["schemas"]["TranscriptStatus"];
    progress: components["schemas"]["Progress"];
    /** @description Human-readable reason of a failure. */
    error: string | null;
    /** @description Machine-readable reason of a failure, e.g. `unsupported_media` or `empty_file` (**inferred** values). */
    error_code: string | null;
    /** @description What the user can do about a failure. */
    error_hint: string | null;
    duration_s: number;
    word_count: number;
    speaker_count: number;
    smart_reports_count: number;
    credits_charged: number;
    created_at: components["schemas"]["Timestamp"];
    completed_at: components["schemas"]["NullableTimestamp"];
    shared: boolean;
    share_role: string | null;
    owner_name: string | null;
    file: components["schemas"]["TranscriptFile"];
};
/** @description The full transcript with its segments (without words) and speakers. */
export type Transcript = components["schemas"]["TranscriptMeta"] & {
    /** @description Every segment in order; empty until the transcript is completed. */
    segments: components["schemas"]["Segment"][];
    speakers: components["schemas"]["Speaker"][];
};
/** The `TranscriptList` schema of the API. */
export type TranscriptList = {
    items: components["schemas"]["TranscriptListItem"][];
    meta: components["schemas"]["ListMeta"];
};
/**
 * @description An order of the transcript list (`sort=`), newest first when left out. **Inferred** values: the reference does not show them.
 * @default created_at_desc
 * @enum {string}
 */
export type TranscriptSort = "created_at_desc" | "created_at_asc" | "title_asc" | "title_desc" | "duration_desc" | "duration_asc";
/** The `TranscriptStatusResponse` schema of the API. */
export type TranscriptStatusResponse = {
    id: components["schemas"]["Uuid"];
    status: components["schemas"]["TranscriptStatus"];
    progress_percent: number;
    /** @description **Inferred:** present on `failed`, so a poller can report why without a second call. */
    error?: string | null;
    /** @description **Inferred:** as `error`. */
    error_code?: string | null;
};
/** The `Word` schema of the API. */
export type Word = {
    start_s: number;
    end_s: number;
    text: string;
    confidence: number | null;
};
/** The `Segment` schema of the API. */
export type Segment = {
    id: components["schemas"]["Uuid"];
    /** @description Order number. */
    seq: number;
    start_s: number;
    end_s: number;
    speaker_id: components["schemas"]["Uuid"];
    text: string;
    confidence: number;
    edited: boolean;
    /** @description Present when `include_words=true`. */
    words?: components["schemas"]["Word"][];
    language: string;
};
/** The `SegmentPage` schema of the API. */
export type SegmentPage = {
    items: components["schemas"]["Segment"][];
    total: number;
    offset: number;
    limit: number;
};
/** The `Speaker` schema of the API. */
export type Speaker = {
    id: components["schemas"]["Uuid"];
    /** @example Speaker 1 */
    label: string;
    name: string;
    /** @example #4F46E5 */
    avatar_color: string;
    speaking_seconds: number;
};
/** The `SpeakerList` schema of the API. */
export type SpeakerList = components["schemas"]["Speaker"][];
/** @description **Inferred** shape (the reference does not show it). */
export type Chapter = {
    id: components["schemas"]["Uuid"];
    seq: number;
    title: string;
    /** @description A short summary of the chapter, when the service gives one. */
    summary?: string | null;
    start_s: number;
    end_s: number;
};
/** @description **Inferred:** a bare array, like the speakers endpoint. */
export type ChapterList = components["schemas"]["Chapter"][];
/** @description **Inferred** open set: `open` or `done`; treat unknown values as open. */
export type ActionItemStatus = string | ("open" | "done");
/** @description **Inferred** shape (the reference does not show it). */
export type ActionItem = {
    id: components["schemas"]["Uuid"];
    transcript_id: components["schemas"]["Uuid"];
    text: string;
    /** @description Name of the person the item falls to, when one is named. */
    assignee?: string | null;
    /** Format: uuid */
    speaker_id?: string | null;
    /** Format: uuid */
    segment_id?: string | null;
    start_s?: number | null;
    status: components["schemas"]["ActionItemStatus"];
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred:** a bare array. */
export type ActionItemList = components["schemas"]["ActionItem"][];
/** @description **Inferred** shape (the reference does not show it). */
export type Annotation = {
    id: components["schemas"]["Uuid"];
    /** Format: uuid */
    segment_id?: string | null;
    /** @description Open set, e.g. `note`, `highlight`. */
    kind: string;
    text: string;
    start_s?: number | null;
    end_s?: number | null;
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred:** a bare array. */
export type AnnotationList = components["schemas"]["Annotation"][];
/** @description **Inferred** shape: a notable moment in the recording. */
export type ContentEvent = {
    id: components["schemas"]["Uuid"];
    /** @description Open set, e.g. `question`, `decision`, `topic_change`, `action_item`. */
    type: string;
    label: string;
    start_s: number;
    end_s?: number | null;
    /** Format: uuid */
    segment_id?: string | null;
};
/** @description **Inferred:** a bare array. */
export type ContentEventList = components["schemas"]["ContentEvent"][];
/** @description **Inferred** shape: the settings the transcript was made with. */
export type ScopeConfig = {
    transcript_id: components["schemas"]["Uuid"];
    language?: string | null;
    diarize: boolean;
    clip_start_s?: number | null;
    clip_end_s?: number | null;
    auto_smart_report?: boolean;
};
/** @description **Inferred** shape: something the service proposes to do with the transcript. */
export type Suggestion = {
    id: components["schemas"]["Uuid"];
    /** @description Open set, e.g. `speaker_name`, `chapter_title`, `smart_report`. */
    kind: string;
    text: string;
    /**
     * Format: uuid
     * @description The speaker, chapter or segment the suggestion is about.
     */
    target_id?: string | null;
};
/** @description **Inferred:** a bare array. */
export type SuggestionList = components["schemas"]["Suggestion"][];
/**
 * @description The eight export formats.
 * @enum {string}
 */
export type ExportFormat = "docx" | "pdf" | "srt" | "vtt" | "txt" | "json" | "md" | "xlsx";
/** @description **Inferred** set of values (the reference shows `pending` and `ready`): `pending` → `processing` → `ready`, or `failed` with `error`. Treat unknown values as "still working". */
export type ExportStatus = string | ("pending" | "processing" | "ready" | "failed");
/** The `CreateExportRequest` schema of the API. */
export type CreateExportRequest = {
    transcript_id: components["schemas"]["Uuid"];
    format: components["schemas"]["ExportFormat"];
};
/** @description The transcript comes from the path. */
export type CreateTranscriptExportRequest = {
    format: components["schemas"]["ExportFormat"];
};
/** The `Export` schema of the API. */
export type Export = {
    id: components["schemas"]["Uuid"];
    transcript_id: components["schemas"]["Uuid"];
    /** @description One of the eight formats (a string, so that a new format does not break clients). */
    format: components["schemas"]["ExportFormat"] | string;
    status: components["schemas"]["ExportStatus"];
    /** @description Size of the file; null until `ready`. */
    size_bytes: number | null;
    error: string | null;
    /**
     * Format: date-time
     * @description When the download stops working. **Inferred:** null until the export is `ready` (the reference lists the field without a value before then).
     */
    expires_at: string | null;
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type ExportList = {
    items: components["schemas"]["Export"][];
    meta: components["schemas"]["ListMeta"];
};
/** @description **Inferred** set of values (the reference shows `queued`): `queued` → `downloading` → `processing` → `completed` (with `transcript_id`), or `failed`. Treat unknown values as "still working". */
export type SourceImportStatus = string | ("queued" | "downloading" | "processing" | "completed" | "failed");
/** The `CreateSourceImportRequest` schema of the API. */
export type CreateSourceImportRequest = {
    /** @description Public address of the recording (a video page or a direct link to a media file). **Inferred:** 1 to 8,192 characters (the reference gives no bound; links are parsed and stored, and 8 KiB is what common web servers accept in a request line). */
    url: string;
    /** @description **Inferred** open set: `video` or `audio`; the service decides when omitted. */
    kind?: string;
    /** @description **Inferred:** at most 10,000 characters, like a transcript's title (it becomes one). */
    title?: string;
    /** @description Language code; omit for automatic detection. **Inferred:** at most 64 characters. */
    language?: string;
    /** @description Import from this second on. **Inferred:** not negative. */
    clip_start_s?: number;
    /** @description Import up to this second. **Inferred:** positive and greater than `clip_start_s`. */
    clip_end_s?: number;
};
/** The `PreviewSourceImportRequest` schema of the API. */
export type PreviewSourceImportRequest = {
    /** @description The link to preview. **Inferred:** 1 to 8,192 characters (the reference gives no bound; 8 KiB is what common web servers accept in a request line). */
    url: string;
};
/** The `SourceImport` schema of the API. */
export type SourceImport = {
    id: components["schemas"]["Uuid"];
    url: string;
    /** @description Provider code, e.g. `youtube` or `direct_url` (see the providers endpoint). */
    provider: string;
    status: components["schemas"]["SourceImportStatus"];
    /**
     * Format: uuid
     * @description Set when the import is completed.
     */
    transcript_id: string | null;
    /** @description **Inferred:** why a failed import failed. */
    error?: string | null;
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type SourceImportList = {
    items: components["schemas"]["SourceImport"][];
    meta: components["schemas"]["ListMeta"];
};
/** The `SourceImportPreview` schema of the API. */
export type SourceImportPreview = {
    title: string | null;
    /** @description Address of a thumbnail image. */
    thumbnail: string | null;
    duration_s: number | null;
    provider: string;
    supported: boolean;
    /** @description **Inferred:** why the link is not supported, when `supported` is false. */
    reason?: string | null;
};
/** @description **Inferred** set of values (the reference shows `available`). */
export type AvailabilityStatus = string | ("available" | "degraded" | "unavailable");
/** The `SourceImportProvider` schema of the API. */
export type SourceImportProvider = {
    code: string;
    label: string;
    status: components["schemas"]["AvailabilityStatus"];
};
/** The `SourceImportProviders` schema of the API. */
export type SourceImportProviders = {
    providers: components["schemas"]["SourceImportProvider"][];
};
/** @description **Inferred** set of values (the reference shows `scheduled`): `scheduled` → `joining` → `recording` → `processing` → `completed` (with `transcript_id`), or `failed`, or `cancelled` after POST …/cancel. Treat unknown values as "still working". */
export type RecordingJobStatus = string | ("scheduled" | "joining" | "recording" | "processing" | "completed" | "failed" | "cancelled");
/** The `CreateRecordingJobRequest` schema of the API. */
export type CreateRecordingJobRequest = {
    /** @description A code from the platforms list, e.g. `google_meet`. */
    platform: string;
    /** @description Address of the meeting; it must be a meeting of `platform`. **Inferred:** 1 to 8,192 characters (the reference gives no bound; 8 KiB is what common web servers accept in a request line). */
    meet_url: string;
};
/** The `RecordingJob` schema of the API. */
export type RecordingJob = {
    id: components["schemas"]["Uuid"];
    platform: string;
    meet_url: string;
    status: components["schemas"]["RecordingJobStatus"];
    /** Format: uuid */
    transcript_id: string | null;
    /** @description **Inferred:** why a failed job failed. */
    error?: string | null;
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type RecordingJobList = {
    items: components["schemas"]["RecordingJob"][];
    meta: components["schemas"]["ListMeta"];
};
/** The `RecordingPlatform` schema of the API. */
export type RecordingPlatform = {
    code: string;
    label: string;
    status: components["schemas"]["AvailabilityStatus"];
    message: string | null;
};
/** The `RecordingPlatforms` schema of the API. */
export type RecordingPlatforms = {
    platforms: components["schemas"]["RecordingPlatform"][];
};
/** @description **Inferred** set of values (the reference shows `pending` and `completed`): `pending` → `processing` → `completed` (with `content_md`), or `failed` with `error`. */
export type SmartReportStatus = string | ("pending" | "processing" | "completed" | "failed");
/** @description `auto` lets the service choose; a fresh report shows `constructor`, a completed one `text`. */
export type RenderMode = string | ("auto" | "text" | "constructor");
/** @description Give `transcript_id` (a report on one transcript) or `transcript_ids` (a report over several), not both. */
export type CreateSmartReportRequest = components["schemas"]["CreateSmartReportForTranscript"] | components["schemas"]["CreateSmartReportForTranscripts"];
/** @description A report on one transcript. */
export type CreateSmartReportForTranscript = {
    transcript_id: components["schemas"]["Uuid"];
} & components["schemas"]["SmartReportOptions"];
/** @description A report over several transcripts. */
export type CreateSmartReportForTranscripts = {
    /** @description The transcripts to report on. **Inferred:** at least one (the reference gives no bound). */
    transcript_ids: components["schemas"]["Uuid"][];
} & components["schemas"]["SmartReportOptions"];
/** @description What every Smart Report request may set besides its transcripts. */
export type SmartReportOptions = {
    /**
     * @description Report type, e.g. `summary` (open set). **Inferred:** not empty.
     * @example summary
     */
    type: string;
    model?: string;
    style_hint?: string;
    prompt_template_id?: components["schemas"]["Uuid"];
    /**
     * @description How the report is rendered; `auto` (the default) lets the service choose.
     * @default auto
     */
    render_mode?: components["schemas"]["RenderMode"];
    knowledge_base_ids?: components["schemas"]["Uuid"][];
    instructions?: string;
};
/** The `SmartReportIntent` schema of the API. */
export type SmartReportIntent = {
    requested_type: string;
    render_mode: string;
    /** @description **Inferred:** null when the request gave none (the reference allows null for `instructions` and `model` only). */
    style_hint: string | null;
    instructions: string | null;
    model: string | null;
    transcript_ids: components["schemas"]["Uuid"][];
};
/** The `SmartReport` schema of the API. */
export type SmartReport = {
    id: components["schemas"]["Uuid"];
    transcript_id: components["schemas"]["Uuid"];
    transcript_ids: components["schemas"]["Uuid"][];
    type: string;
    status: components["schemas"]["SmartReportStatus"];
    render_mode: components["schemas"]["RenderMode"];
    intent: components["schemas"]["SmartReportIntent"];
    /** @description Not shown by the reference (null in its example); kept open. */
    plan: unknown;
    /** Format: uuid */
    template_id: string | null;
    /** @description The report in Markdown; null until completed. */
    content_md: string | null;
    /** @description Structured content; its structure is not shown by the reference (null in its example), so it is kept open. */
    content_blocks: unknown;
    tokens_input: number;
    tokens_output: number;
    error: string | null;
    created_at: components["schemas"]["Timestamp"];
    completed_at: components["schemas"]["NullableTimestamp"];
};
/** The `SmartReportList` schema of the API. */
export type SmartReportList = {
    items: components["schemas"]["SmartReport"][];
    meta: components["schemas"]["ListMeta"];
};
/** The `KnowledgeBase` schema of the API. */
export type KnowledgeBase = {
    id: components["schemas"]["Uuid"];
    name: string;
    /** @description **Inferred:** null when the base was created without a description. */
    description: string | null;
    /**
     * Format: uuid
     * @description Set for a personal base; null for an organization's.
     */
    scope_user_id: string | null;
    /**
     * Format: uuid
     * @description Set for an organization's base; null for a personal one.
     */
    scope_organization_id: string | null;
    entries_count: number;
    created_at: components["schemas"]["Timestamp"];
    updated_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type KnowledgeBaseList = {
    items: components["schemas"]["KnowledgeBase"][];
    meta: components["schemas"]["ListMeta"];
};
/** The `CreateKnowledgeBaseRequest` schema of the API. */
export type CreateKnowledgeBaseRequest = {
    /** @description The base's name. **Inferred:** 1 to 1,000 characters (the reference gives no bound; a bound keeps stored records and lists small). */
    name: string;
    /** @description **Inferred:** at most 10,000 characters (the reference gives no bound). */
    description?: string;
};
/** @description **Inferred** body: the fields set on create, all optional. */
export type UpdateKnowledgeBaseRequest = {
    name?: string;
    description?: string | null;
};
/** @description **Inferred** open set: `text`, `pdf`, `docx`. */
export type SourceKind = string | ("text" | "pdf" | "docx");
/** The `CreateEntriesRequest` schema of the API. */
export type CreateEntriesRequest = {
    /**
     * @description Kind of source, e.g. `text` (see `SourceKind`).
     * @example text
     */
    source_kind: string;
    /** @description **Inferred:** at most 10,000 characters (the reference gives no bound). */
    title?: string;
    /** @description The text; long text is split into several entries (chunks). **Inferred:** not empty (the reference gives no bound). */
    content: string;
};
/** The `UploadEntriesRequest` schema of the API. */
export type UploadEntriesRequest = {
    /** @description A PDF or DOCX document. **Inferred:** at most 10 MiB holding at most 1,000,000 characters of text (the reference gives no bound; a larger document is `422 document_too_large`, one with more text `422 document_too_long`, since parsing one and storing its entries hold memory and time in proportion to its size). */
    file: string;
    /** @description Title of the entries; the file name when omitted. **Inferred:** at most 10,000 characters (the reference gives no bound). */
    title?: string;
};
/** The `KnowledgeBaseEntry` schema of the API. */
export type KnowledgeBaseEntry = {
    id: components["schemas"]["Uuid"];
    knowledge_base_id: components["schemas"]["Uuid"];
    source_kind: components["schemas"]["SourceKind"];
    source_doc_id: components["schemas"]["Uuid"];
    /** @description **Inferred:** null when the entry was created without a title. */
    title: string | null;
    content: string;
    tokens_count: number;
    chunk_index: number;
    created_at: components["schemas"]["Timestamp"];
};
/** @description The entries made from one text or document, one per chunk. */
export type KnowledgeBaseEntries = {
    entries: components["schemas"]["KnowledgeBaseEntry"][];
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type KnowledgeBaseEntryList = {
    items: components["schemas"]["KnowledgeBaseEntry"][];
    meta: components["schemas"]["ListMeta"];
};
/**
 * @description The eight event names of the service.
 * @enum {string}
 */
export type EventName = "transcript.created" | "transcript.completed" | "transcript.failed" | "smart_report.generated" | "export.completed" | "action_item.created" | "payment.succeeded" | "payment.failed";
/** The `CreateWebhookRequest` schema of the API. */
export type CreateWebhookRequest = {
    /**
     * Format: uri
     * @description Where notifications are POSTed (HTTPS in production). **Inferred:** at most 8,192 characters (the reference gives no bound; 8 KiB is what common web servers accept in a request line).
     */
    url: string;
    /** @description **Inferred:** events to subscribe to; all eight when omitted. */
    events?: components["schemas"]["EventName"][];
};
/** @description **Inferred** body: any of the fields below; `is_active: false` disables the webhook (there is no deletion). */
export type UpdateWebhookRequest = {
    /**
     * Format: uri
     * @description **Inferred:** at most 8,192 characters, as on create.
     */
    url?: string;
    events?: components["schemas"]["EventName"][];
    is_active?: boolean;
};
/** The `Webhook` schema of the API. */
export type Webhook = {
    id: components["schemas"]["Uuid"];
    url: string;
    events: string[];
    /** @description The secret, masked (e.g. `whsec_…a1b2`). */
    secret_hint: string;
    is_active: boolean;
    last_delivery_at: components["schemas"]["NullableTimestamp"];
    /** @description HTTP status of the last delivery attempt; null before the first, or when it got no answer. */
    last_status_code: number | null;
    created_at: components["schemas"]["Timestamp"];
};
/** @description A webhook as returned by create and regenerate-secret, the only times the secret is shown. */
export type WebhookWithSecret = components["schemas"]["Webhook"] & {
    /** @description The signing secret; store it, it is not shown again. */
    secret: string;
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type WebhookList = {
    items: components["schemas"]["Webhook"][];
    meta: components["schemas"]["ListMeta"];
};
/** @description **Inferred** shape of a delivery-log record (the reference does not show it): one attempt to deliver one notification. */
export type WebhookDelivery = {
    id: components["schemas"]["Uuid"];
    webhook_id: components["schemas"]["Uuid"];
    event: string;
    event_id: components["schemas"]["Uuid"];
    attempt: number;
    /** @description HTTP status the receiver answered; null when it did not answer. */
    status_code: number | null;
    success: boolean;
    duration_ms?: number | null;
    /** @description Why the attempt failed (time-out, refused connection, non-2xx answer). */
    error?: string | null;
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** envelope, the same as the transcript list. */
export type WebhookDeliveryList = {
    items: components["schemas"]["WebhookDelivery"][];
    meta: components["schemas"]["ListMeta"];
};
/** @description **Inferred** envelope of every notification (the reference does not show the payload): the event's unique `id` (deduplicate by it: redeliveries carry the same id), its name, when it happened, and the resource in `data`. */
export type EventEnvelope = {
    id: components["schemas"]["Uuid"];
    event: string;
    created_at: components["schemas"]["Timestamp"];
    /** @description The resource the event is about. */
    data: unknown;
};
/** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type TranscriptEvent = components["schemas"]["EventEnvelope"] & {
    /** @enum {string} */
    event?: "transcript.created" | "transcript.completed" | "transcript.failed";
    data?: components["schemas"]["TranscriptMeta"];
};
/** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type SmartReportGeneratedEvent = components["schemas"]["EventEnvelope"] & {
    /** @constant */
    event?: "smart_report.generated";
    data?: components["schemas"]["SmartReport"];
};
/** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type ExportCompletedEvent = components["schemas"]["EventEnvelope"] & {
    /** @constant */
    event?: "export.completed";
    data?: components["schemas"]["Export"];
};
/** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type ActionItemCreatedEvent = components["schemas"]["EventEnvelope"] & {
    /** @constant */
    event?: "action_item.created";
    data?: components["schemas"]["ActionItem"];
};
/** @description **Inferred** shape of a payment (the reference does not show it). */
export type Payment = {
    id: components["schemas"]["Uuid"];
    /** @description Amount in the currency's main unit. */
    amount: number;
    /** @description ISO 4217 code. */
    currency: string;
    status: string;
    created_at: components["schemas"]["Timestamp"];
};
/** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type PaymentEvent = components["schemas"]["EventEnvelope"] & {
    /** @enum {string} */
    event?: "payment.succeeded" | "payment.failed";
    data?: components["schemas"]["Payment"];
};
/** @description **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type WebhookTestEvent = components["schemas"]["EventEnvelope"] & {
    /** @constant */
    event?: "webhook.test";
    data?: {
        webhook_id: components["schemas"]["Uuid"];
        message: string;
    };
};
