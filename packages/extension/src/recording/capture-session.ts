import { RecordingFileWriter } from './file-writer.js';
import {
  CAPTURE_FAILED,
  CAPTURE_REFUSED,
  type MicrophoneState,
  type RecorderEvent,
  recordingFileName,
} from './protocol.js';

/** How often the recorder hands over a chunk (and the chunk reaches the disk), in ms. */
const CHUNK_MS = 1000;
/** Opus at 64 kbit/s: clear speech and music, about 29 MB an hour. */
const AUDIO_BITS_PER_SECOND = 64_000;

/** The tab's stream behind a stream id from `tabCapture`; Chrome's refusal as a code. */
async function tabStream(streamId: string): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { mandatory: { chromeMediaSource: 'tab', chromeMediaSourceId: streamId } },
      video: false,
    } as MediaStreamConstraints);
  } catch (error) {
    throw new Error(
      error instanceof DOMException && error.name === 'NotAllowedError'
        ? CAPTURE_REFUSED
        : CAPTURE_FAILED,
    );
  }
}

/**
 * The microphone, cleaned up for speech (echo of the tab's sound played on, noise, level), or
 * why not: the permission is asked once from an extension page, as this document cannot ask.
 */
async function microphoneStream(): Promise<MediaStream | Exclude<MicrophoneState, 'live'>> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: false,
    });
  } catch (error) {
    return error instanceof DOMException &&
      (error.name === 'NotAllowedError' || error.name === 'SecurityError')
      ? 'blocked'
      : 'missing';
  }
}

/**
 * One capture of a tab's audio in the offscreen document: the stream from the background's
 * stream id, played on to the user (a captured tab is muted otherwise), with the microphone mixed
 * in when asked (Web Audio: both into one track), recorded as WebM/Opus and appended to a file on
 * disk chunk by chunk.
 */
export class CaptureSession {
  private readonly startedAt = performance.now();
  private readonly ticker: ReturnType<typeof setInterval>;
  private writes: Promise<void> = Promise.resolve();
  private writeError: unknown = null;

  private constructor(
    private readonly id: string,
    private readonly streams: MediaStream[],
    private readonly audio: AudioContext,
    private readonly recorder: MediaRecorder,
    private readonly writer: RecordingFileWriter,
    private readonly report: (event: RecorderEvent) => unknown,
    /** The microphone's part, as it was when the capture started. */
    readonly microphone: MicrophoneState,
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
    const [tab, mic] = streams;
    // The tab closed (or the capture was taken away): stop, and the background uploads.
    for (const track of tab?.getAudioTracks() ?? []) {
      track.addEventListener('ended', () => report({ scope: 'recorder', type: 'ended', id }));
    }
    // The microphone went away: the tab goes on being recorded, the background says so.
    for (const track of mic?.getAudioTracks() ?? []) {
      track.addEventListener('ended', () =>
        report({ scope: 'recorder', type: 'microphone-ended', id }),
      );
    }
  }

  /** Starts capturing the tab behind `streamId` (and the microphone) into recording `id`'s file. */
  static async start(
    id: string,
    streamId: string,
    withMicrophone: boolean,
    report: (event: RecorderEvent) => unknown,
  ): Promise<CaptureSession> {
    const tab = await tabStream(streamId);
    const mic = withMicrophone ? await microphoneStream() : 'off';
    const audio = new AudioContext();
    const tabSource = audio.createMediaStreamSource(tab);
    // The person keeps hearing the tab; never their own voice (it would echo).
    tabSource.connect(audio.destination);
    let recorded = tab;
    if (mic instanceof MediaStream) {
      const mix = audio.createMediaStreamDestination();
      tabSource.connect(mix);
      audio.createMediaStreamSource(mic).connect(mix);
      recorded = mix.stream;
    }
    const writer = await RecordingFileWriter.open(recordingFileName(id));
    const recorder = new MediaRecorder(recorded, {
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    const streams = mic instanceof MediaStream ? [tab, mic, recorded] : [tab];
    const microphone = mic instanceof MediaStream ? 'live' : mic;
    const session = new CaptureSession(id, streams, audio, recorder, writer, report, microphone);
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
    for (const stream of this.streams) for (const track of stream.getTracks()) track.stop();
    await this.audio.close().catch(() => undefined);
    await this.writes;
    await this.writer.close();
    if (this.writeError) throw this.writeError;
    return { elapsedMs, bytes: this.writer.bytes };
  }
}
