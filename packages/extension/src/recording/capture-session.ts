import { RecordingFileWriter } from './file-writer.js';
import { type RecorderEvent, recordingFileName } from './protocol.js';

/** How often the recorder hands over a chunk (and the chunk reaches the disk), in ms. */
const CHUNK_MS = 1000;
/** Opus at 64 kbit/s: clear speech and music, about 29 MB an hour. */
const AUDIO_BITS_PER_SECOND = 64_000;

/**
 * One capture of a tab's audio in the offscreen document: the stream from the background's
 * stream id, played on to the user (a captured tab is muted otherwise), recorded as WebM/Opus
 * and appended to a file on disk chunk by chunk.
 */
export class CaptureSession {
  private readonly startedAt = performance.now();
  private readonly ticker: ReturnType<typeof setInterval>;
  private writes: Promise<void> = Promise.resolve();
  private writeError: unknown = null;

  private constructor(
    private readonly id: string,
    private readonly stream: MediaStream,
    private readonly playback: AudioContext,
    private readonly recorder: MediaRecorder,
    private readonly writer: RecordingFileWriter,
    private readonly report: (event: RecorderEvent) => unknown,
  ) {
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      this.writes = this.writes
        .then(() => writer.append(event.data))
        .catch((error: unknown) => {
          this.writeError = error;
        });
    };
    this.ticker = setInterval(() => this.tick(), 1000);
    // The tab closed (or the capture was taken away): stop, and the background uploads.
    for (const track of stream.getAudioTracks()) {
      track.addEventListener('ended', () => report({ scope: 'recorder', type: 'ended', id }));
    }
  }

  /** Starts capturing the tab behind `streamId` into the recording `id`'s file. */
  static async start(
    id: string,
    streamId: string,
    report: (event: RecorderEvent) => unknown,
  ): Promise<CaptureSession> {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { mandatory: { chromeMediaSource: 'tab', chromeMediaSourceId: streamId } },
      video: false,
    } as MediaStreamConstraints);
    const playback = new AudioContext();
    playback.createMediaStreamSource(stream).connect(playback.destination);
    const writer = await RecordingFileWriter.open(recordingFileName(id));
    const recorder = new MediaRecorder(stream, {
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    const session = new CaptureSession(id, stream, playback, recorder, writer, report);
    recorder.start(CHUNK_MS);
    return session;
  }

  private elapsedMs(): number {
    return Math.round(performance.now() - this.startedAt);
  }

  private tick(): void {
    this.report({
      scope: 'recorder',
      type: 'tick',
      id: this.id,
      elapsedMs: this.elapsedMs(),
      bytes: this.writer.bytes,
    });
  }

  /** Stops: the last chunk is written and the file closed before this resolves. */
  async stop(): Promise<{ elapsedMs: number; bytes: number }> {
    clearInterval(this.ticker);
    const elapsedMs = this.elapsedMs();
    if (this.recorder.state !== 'inactive') {
      const stopped = new Promise((resolve) => {
        this.recorder.addEventListener('stop', resolve, { once: true });
      });
      this.recorder.stop();
      await stopped;
    }
    for (const track of this.stream.getTracks()) track.stop();
    await this.playback.close().catch(() => undefined);
    await this.writes;
    await this.writer.close();
    if (this.writeError) throw this.writeError;
    return { elapsedMs, bytes: this.writer.bytes };
  }
}
