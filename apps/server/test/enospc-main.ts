/**
 * The real server (src/main.ts) on a media folder that holds at most MEDIA_TEST_CAPACITY bytes
 * per file, for faults-disk.test.ts where the machine does not allow mounting a small tmpfs:
 * `fs.createWriteStream` under MEDIA_DIR writes the first bytes to the real file and then fails
 * with the system's `ENOSPC`, as a full disk does mid-write. The store's own code runs
 * unchanged (the write goes through node:fs, whose ES-module exports are updated here with
 * `syncBuiltinESMExports`). Everything else is main.ts as `npm start` runs it.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const media = path.resolve(process.env.MEDIA_DIR ?? '');
const capacity = Number(process.env.MEDIA_TEST_CAPACITY ?? 1024 * 1024);
const createWriteStream = fs.createWriteStream;

fs.createWriteStream = ((file: fs.PathLike, options?: Parameters<typeof createWriteStream>[1]) => {
  const stream = createWriteStream(file, options);
  if (typeof file !== 'string' || !path.resolve(file).startsWith(`${media}${path.sep}`)) {
    return stream;
  }
  let written = 0;
  const write = stream._write.bind(stream);
  // One chunk at a time through `_write`, where the byte count is kept.
  (stream as { _writev?: unknown })._writev = undefined;
  stream._write = (chunk: Buffer, encoding, callback) => {
    written += chunk.length;
    if (written <= capacity) return write(chunk, encoding, callback);
    const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
    callback(error);
  };
  return stream;
}) as typeof fs.createWriteStream;
syncBuiltinESMExports();

await import('../src/main.ts');
