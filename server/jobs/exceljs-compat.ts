// exceljs 4.4 with archiver 7 (package.json "overrides", see ../shared/stack-notes.md): archiver 7
// pipes every streamed zip entry through a PassThrough (`source.pipe(new PassThrough())`) and uses
// what pipe() returns. exceljs's own StreamBuf.pipe() returns undefined, so the streaming
// WorkbookWriter fails with INPUTSTEAMBUFFERREQUIRED. Node's contract is that pipe() returns its
// destination; this makes StreamBuf keep it. Idempotent; covered by tests/server/common/exports.test.ts.
import { createRequire } from 'node:module';

interface StreamBufPrototype {
  pipe(destination: unknown): unknown;
  __wharfPipeReturnsDestination?: boolean;
}

const require = createRequire(import.meta.url);
const StreamBuf = require('exceljs/lib/utils/stream-buf.js') as { prototype: StreamBufPrototype };
const proto = StreamBuf.prototype;
if (!proto.__wharfPipeReturnsDestination) {
  const pipe = proto.pipe;
  proto.pipe = function pipeReturningDestination(this: StreamBufPrototype, destination: unknown) {
    pipe.call(this, destination);
    return destination;
  };
  proto.__wharfPipeReturnsDestination = true;
}
