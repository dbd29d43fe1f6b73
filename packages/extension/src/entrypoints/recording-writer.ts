import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { serveRecordingWriter } from '../recording/opfs-writer.js';

// The dedicated worker of the offscreen document that appends recorded chunks to disk.
export default defineUnlistedScript({
  include: ['chrome'],
  main() {
    serveRecordingWriter(self as unknown as Parameters<typeof serveRecordingWriter>[0]);
  },
});
