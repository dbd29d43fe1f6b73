// The sniffer lives in @scribekit/shared: the CLI and the SDK's batch engine refuse a file that is
// not a recording with the same rule before spending an upload slot on it.
export {
  isMpegAudioFrameHeader,
  type MediaContainer,
  sniffMedia,
} from '@scribekit/shared';
