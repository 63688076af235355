/**
 * Location, device and capture metadata removed from an uploaded mp4 without re-encoding it
 * (docs/decisions/video-metadata.md). The file is changed in place and keeps its length and
 * every byte offset, so the sample tables (`stco`/`co64`, `trun` data offsets) still point at
 * the same media bytes and the video plays as before.
 *
 * The "free-box technique": a metadata box keeps its size, its type becomes `free` and its
 * payload is zeroed — a player skips `free` boxes like any unknown box. What is blanked, at the
 * top level and inside `moov`, `moov/trak`, `moov/trak/mdia`, `moof` and `moof/traf`:
 * - `udta` (user data: `©xyz` location, `©mak`/`©mod`/`©swr` device, `XMP_`, Samsung's and
 *   GoPro's own boxes, titles, chapters) and `meta` (QuickTime `keys`/`ilst` items such as
 *   `com.apple.quicktime.location.ISO6709`, `…make`, `…model`, iTunes tags);
 * - a `uuid` box holding XMP (user type BE7ACFCB-97A9-42E8-9C71-999491E3AFAC);
 * - the payload of every `free`/`skip` box (editors leave earlier copies of `moov` there).
 * The capture times in `mvhd`, `tkhd` and `mdhd` are set to 0 ("unknown"), as the EXIF dates
 * of an image go with its EXIF. Timed metadata tracks (handler `meta` or `camm`: GoPro's GPS
 * `gpmd`, Apple's `mebx`, Sony's `rtmd`, Google's camera motion) keep their structure; their
 * samples' bytes in `mdat` are zeroed.
 *
 * The box structure is checked on the way: a box whose size is smaller than its header, runs
 * past its parent or the file, a size 0 ("to the end") anywhere but at the top level, a 64-bit
 * size beyond the file, bytes after the last box, or sample tables pointing outside `mdat` —
 * the upload is refused (`file_damaged`), never kept half-cleaned.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { MediaRefusal } from './files.media.ts';

/** User type of the `uuid` box that holds XMP (Adobe XMP specification, part 3, §1.1.5). */
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

/** Boxes blanked wherever the walk meets them. */
const BLANKED = new Set(['udta', 'meta']);
/** Boxes whose payload is zeroed (they are meant to be empty). */
const PADDING = new Set(['free', 'skip']);
/** Boxes whose creation and modification times are zeroed. */
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);
/** Container boxes walked into, by parent ('' is the file). */
const DESCEND: Record<string, readonly string[]> = {
  '': ['moov', 'moof'],
  moov: ['trak'],
  trak: ['mdia'],
  moof: ['traf'],
};
/** Handler types of timed metadata tracks, whose samples are zeroed. */
const METADATA_HANDLERS = new Set(['meta', 'camm']);

/**
 * Boxes walked, and chunks of timed metadata zeroed, in one file at most. A phone's mp4 has a
 * few dozen boxes; a fragmented mp4 has about seven per fragment (≈ 14,000 fragments: hours at
 * a fragment a second). The cap keeps a file of millions of 8-byte boxes from holding the
 * upload for minutes.
 */
export const MAX_BOXES = 100_000;

/** Bytes read at once while walking the top-level boxes. */
const WINDOW = 64 * 1024;
/** Bytes of the file read, patched and written back at once (aligned windows). */
const PATCH_WINDOW = 1024 * 1024;

/** What the cleaner changed: box paths blanked (e.g. `moov/udta`) and metadata bytes zeroed. */
export interface VideoCleaning {
  /** Paths of the blanked boxes, in file order (`uuid` boxes as `uuid(XMP)`). */
  blanked: string[];
  /** Bytes of timed metadata samples zeroed in `mdat`. */
  zeroedSampleBytes: number;
  /** Boxes walked (at most MAX_BOXES). */
  boxes: number;
}

/** A box header as read. */
interface Box {
  type: string;
  /** Offset of the box (absolute in the file, or in the buffer being walked). */
  start: number;
  /** Offset of its payload (after size, type, 64-bit size and user type). */
  body: number;
  end: number;
  /** Lower-case hex of the user type of a `uuid` box, else ''. */
  userType: string;
}

function damaged(message: string): MediaRefusal {
  return new MediaRefusal('file_damaged', `The video is damaged: ${message}.`);
}

/**
 * The box at `at` of `bytes` (which hold the file from `base` on), inside a parent ending at
 * `limit` (absolute). Only the top level may say size 0 ("to the end of the file").
 * @throws MediaRefusal `file_damaged` for a header cut off, a size smaller than the header,
 *   or a box past its parent
 */
function readBox(bytes: Buffer, base: number, at: number, limit: number, topLevel: boolean): Box {
  const local = at - base;
  if (at + 8 > limit || local + 8 > bytes.length) throw damaged('a box header is cut off');
  const size32 = bytes.readUInt32BE(local);
  const type = bytes.toString('latin1', local + 4, local + 8);
  let header = 8;
  let size: number;
  if (size32 === 1) {
    if (at + 16 > limit || local + 16 > bytes.length) throw damaged('a box header is cut off');
    const large = bytes.readBigUInt64BE(local + 8);
    if (large > BigInt(limit - at)) throw damaged(`the ${printable(type)} box runs past its end`);
    size = Number(large);
    header = 16;
  } else if (size32 === 0) {
    if (!topLevel) throw damaged(`the ${printable(type)} box has no size`);
    size = limit - at;
  } else {
    size = size32;
  }
  let userType = '';
  if (type === 'uuid') {
    if (at + header + 16 > limit || local + header + 16 > bytes.length) {
      throw damaged('a uuid box is cut off');
    }
    userType = bytes.toString('hex', local + header, local + header + 16);
    header += 16;
  }
  if (size < header) throw damaged(`the ${printable(type)} box is smaller than its header`);
  if (at + size > limit) throw damaged(`the ${printable(type)} box runs past its end`);
  return { type, start: at, body: at + header, end: at + size, userType };
}

/** A box type as it may be shown in a message (printable ASCII, else hex). */
function printable(type: string): string {
  return /^[\x20-\x7e]{4}$/.test(type) ? `'${type}'` : Buffer.from(type, 'latin1').toString('hex');
}

/** Whether `box` is blanked whole (see the module comment). */
function isBlanked(box: Box): boolean {
  return BLANKED.has(box.type) || (box.type === 'uuid' && box.userType === XMP_UUID);
}

/** The name of `box` in a path. */
function nameOf(box: Box): string {
  return box.type === 'uuid' ? 'uuid(XMP)' : box.type;
}

/** Blanks `box` inside `bytes` (held from `base`): type `free`, everything after the size zeroed. */
function blankInMemory(bytes: Buffer, base: number, box: Box) {
  const local = box.start - base;
  const sizeLength = bytes.readUInt32BE(local) === 1 ? 16 : 8;
  bytes.write('free', local + 4, 'latin1');
  bytes.fill(0, local + sizeLength, box.end - base);
}

/** A timed metadata track's sample tables, as found in `moov`. */
interface SampleTables {
  stsz?: Box;
  stsc?: Box;
  chunkOffsets?: Box;
}

/**
 * Walks the children of a container held in `bytes` (the container's whole box, from `base`):
 * blanks, zeroes times and padding, walks deeper where DESCEND says, and collects the sample
 * tables of timed metadata tracks into `tracks`.
 */
function cleanContainer(
  bytes: Buffer,
  base: number,
  parent: Box,
  path: string,
  cleaning: VideoCleaning,
  tracks: { bytes: Buffer; base: number; tables: SampleTables }[],
) {
  let at = parent.body;
  let handler = '';
  let media: Box | undefined;
  while (at < parent.end) {
    const box = readBox(bytes, base, at, parent.end, false);
    count(cleaning);
    if (isBlanked(box)) {
      blankInMemory(bytes, base, box);
      cleaning.blanked.push(`${path}/${nameOf(box)}`);
    } else if (PADDING.has(box.type)) {
      bytes.fill(0, box.body - base, box.end - base);
    } else if (TIMED.has(box.type)) {
      zeroTimes(bytes, base, box);
    } else if (box.type === 'hdlr' && box.end - box.body >= 12) {
      handler = bytes.toString('latin1', box.body - base + 8, box.body - base + 12);
    } else if (DESCEND[parent.type]?.includes(box.type)) {
      cleanContainer(bytes, base, box, `${path}/${box.type}`, cleaning, tracks);
    }
    if (box.type === 'minf') media = box;
    at = box.end;
  }
  if (parent.type === 'mdia' && METADATA_HANDLERS.has(handler) && media) {
    const tables: SampleTables = {};
    findSampleTables(bytes, base, media, tables);
    tracks.push({ bytes, base, tables });
  }
}

/**
 * Counts one more box walked.
 * @throws MediaRefusal `file_damaged` past MAX_BOXES
 */
function count(cleaning: VideoCleaning) {
  cleaning.boxes += 1;
  if (cleaning.boxes > MAX_BOXES) throw damaged(`it has more than ${MAX_BOXES} boxes`);
}

/** Finds `stsz`, `stsc` and `stco`/`co64` under `minf/stbl`. */
function findSampleTables(bytes: Buffer, base: number, parent: Box, tables: SampleTables) {
  let at = parent.body;
  while (at < parent.end) {
    const box = readBox(bytes, base, at, parent.end, false);
    if (box.type === 'stbl' && parent.type === 'minf') findSampleTables(bytes, base, box, tables);
    else if (box.type === 'stsz' || box.type === 'stz2') tables.stsz = box;
    else if (box.type === 'stsc') tables.stsc = box;
    else if (box.type === 'stco' || box.type === 'co64') tables.chunkOffsets = box;
    at = box.end;
  }
}

/** Sets the creation and modification times of an `mvhd`, `tkhd` or `mdhd` to 0. */
function zeroTimes(bytes: Buffer, base: number, box: Box) {
  const body = box.body - base;
  const length = box.end - box.body;
  if (length < 4) return;
  const timesLength = bytes[body] === 1 ? 16 : 8; // version 1: two 64-bit times
  if (length < 4 + timesLength) return;
  bytes.fill(0, body + 4, body + 4 + timesLength);
}

/**
 * Byte ranges (absolute `[start, end)`) of the samples described by a track's sample tables.
 * @throws MediaRefusal `file_damaged` for tables that are missing, cut off or disagree
 */
function sampleRanges(bytes: Buffer, base: number, tables: SampleTables): [number, number][] {
  const { stsz, stsc, chunkOffsets } = tables;
  if (!stsz || !stsc || !chunkOffsets || stsz.type !== 'stsz') {
    throw damaged('a metadata track has no readable sample tables');
  }
  const need = (box: Box, length: number) => {
    if (box.end - box.body < length) throw damaged(`the '${box.type}' box is cut off`);
  };
  // stsz: version/flags, sample_size, sample_count, then sizes when sample_size is 0.
  need(stsz, 12);
  const sz = stsz.body - base;
  const fixedSize = bytes.readUInt32BE(sz + 4);
  const sampleCount = bytes.readUInt32BE(sz + 8);
  if (fixedSize === 0) need(stsz, 12 + 4 * sampleCount);
  const sizeOf = (i: number) => bytes.readUInt32BE(sz + 12 + 4 * i);
  // stco / co64: version/flags, entry_count, offsets.
  need(chunkOffsets, 8);
  const co = chunkOffsets.body - base;
  const chunkCount = bytes.readUInt32BE(co + 4);
  const wide = chunkOffsets.type === 'co64';
  need(chunkOffsets, 8 + (wide ? 8 : 4) * chunkCount);
  const offsetOf = (i: number) =>
    wide ? Number(bytes.readBigUInt64BE(co + 8 + 8 * i)) : bytes.readUInt32BE(co + 8 + 4 * i);
  // stsc: version/flags, entry_count, (first_chunk, samples_per_chunk, description) runs.
  need(stsc, 8);
  const sc = stsc.body - base;
  const runs = bytes.readUInt32BE(sc + 4);
  need(stsc, 8 + 12 * runs);
  const ranges: [number, number][] = [];
  let sample = 0;
  for (let r = 0; r < runs; r += 1) {
    const first = bytes.readUInt32BE(sc + 8 + 12 * r);
    const perChunk = bytes.readUInt32BE(sc + 12 + 12 * r);
    const next = r + 1 < runs ? bytes.readUInt32BE(sc + 8 + 12 * (r + 1)) : chunkCount + 1;
    if (first < 1 || next < first || next > chunkCount + 1) {
      throw damaged("the 'stsc' box disagrees with the chunk offsets");
    }
    for (let chunk = first; chunk < next; chunk += 1) {
      if (sample + perChunk > sampleCount) {
        throw damaged("the 'stsc' box names more samples than 'stsz'");
      }
      let length = fixedSize * perChunk;
      if (fixedSize === 0) for (let i = 0; i < perChunk; i += 1) length += sizeOf(sample + i);
      sample += perChunk;
      const start = offsetOf(chunk - 1);
      if (length > 0) ranges.push([start, start + length]);
    }
  }
  return ranges;
}

/** Reads the file a window at a time (the top-level walk asks for headers only). */
class Reader {
  private start = 0;
  private bytes = Buffer.alloc(0);
  private readonly handle: FileHandle;
  private readonly length: number;
  constructor(handle: FileHandle, length: number) {
    this.handle = handle;
    this.length = length;
  }

  /** At least `length` bytes from `position` when the file has them (fewer at its end). */
  async at(position: number, length: number): Promise<Buffer> {
    const from = position - this.start;
    if (from >= 0 && from + length <= this.bytes.length) {
      return this.bytes.subarray(from);
    }
    const wanted = Math.max(WINDOW, length);
    const buffer = Buffer.alloc(Math.min(wanted, this.length - position));
    const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, position);
    this.start = position;
    this.bytes = buffer.subarray(0, bytesRead);
    return this.bytes;
  }
}

/** Whether `[start, end)` lies inside one of `ranges` (ascending, not overlapping). */
function insideAny(ranges: readonly [number, number][], start: number, end: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle]!;
    if (start < from) high = middle - 1;
    else if (start >= to) low = middle + 1;
    else return end <= to;
  }
  return false;
}

/** A change to the file: `bytes` written at `at`, or `length` zeros when `bytes` is absent. */
interface Patch {
  at: number;
  length: number;
  bytes?: Buffer;
}

/**
 * Applies `patches` to the file a PATCH_WINDOW-aligned window at a time (read, patch, write), so
 * thousands of small changes cost a few reads and writes of the windows they touch.
 */
async function applyPatches(handle: FileHandle, size: number, patches: readonly Patch[]) {
  const pieces = new Map<number, Patch[]>();
  for (const patch of patches) {
    let at = patch.at;
    const end = patch.at + patch.length;
    while (at < end) {
      const window = Math.floor(at / PATCH_WINDOW);
      const pieceEnd = Math.min(end, (window + 1) * PATCH_WINDOW);
      const piece: Patch = { at, length: pieceEnd - at };
      if (patch.bytes) piece.bytes = patch.bytes.subarray(at - patch.at, pieceEnd - patch.at);
      const list = pieces.get(window) ?? [];
      list.push(piece);
      pieces.set(window, list);
      at = pieceEnd;
    }
  }
  const buffer = Buffer.alloc(PATCH_WINDOW);
  for (const window of [...pieces.keys()].sort((a, b) => a - b)) {
    const start = window * PATCH_WINDOW;
    const length = Math.min(PATCH_WINDOW, size - start);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    if (bytesRead !== length) throw damaged('the file changed while it was cleaned');
    for (const piece of pieces.get(window)!) {
      const from = piece.at - start;
      if (piece.bytes) piece.bytes.copy(buffer, from);
      else buffer.fill(0, from, from + piece.length);
    }
    await handle.write(buffer, 0, length, start);
  }
}

/**
 * Removes the location, device and capture metadata of the mp4 at `file`, in place (see the
 * module comment); the file keeps its length and its media bytes.
 * @returns what was blanked and how many metadata sample bytes were zeroed
 * @throws MediaRefusal `file_damaged` when its box structure is broken (nothing is promised of
 *   the file's bytes then: the upload is discarded)
 */
export async function stripVideoMetadata(file: string): Promise<VideoCleaning> {
  const handle = await open(file, 'r+');
  try {
    const { size } = await handle.stat();
    const reader = new Reader(handle, size);
    const cleaning: VideoCleaning = { blanked: [], zeroedSampleBytes: 0, boxes: 0 };
    const mdats: [number, number][] = [];
    const tracks: { bytes: Buffer; base: number; tables: SampleTables }[] = [];
    const rewritten: { bytes: Buffer; base: number }[] = [];
    const patches: Patch[] = [];
    let at = 0;
    while (at < size) {
      const head = await reader.at(at, 32);
      const box = readBox(head, at, at, size, true);
      count(cleaning);
      const sizeLength = head.readUInt32BE(0) === 1 ? 16 : 8;
      if (DESCEND['']!.includes(box.type)) {
        const bytes = Buffer.alloc(box.end - box.start);
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, box.start);
        if (bytesRead !== bytes.length) throw damaged(`the '${box.type}' box is cut off`);
        cleanContainer(bytes, box.start, box, box.type, cleaning, tracks);
        rewritten.push({ bytes, base: box.start });
      } else if (isBlanked(box)) {
        // The size fields stay, the type becomes `free`, the rest (a uuid's user type too) is 0.
        const header = Buffer.from(head.subarray(0, sizeLength));
        header.write('free', 4, 'latin1');
        patches.push({ at: box.start, length: sizeLength, bytes: header });
        patches.push({ at: box.start + sizeLength, length: box.end - box.start - sizeLength });
        cleaning.blanked.push(nameOf(box));
      } else if (PADDING.has(box.type) && box.body < box.end) {
        patches.push({ at: box.body, length: box.end - box.body });
      } else if (box.type === 'mdat') {
        mdats.push([box.body, box.end]);
      }
      at = box.end;
    }
    for (const track of tracks) {
      for (const [start, end] of sampleRanges(track.bytes, track.base, track.tables)) {
        count(cleaning);
        if (!insideAny(mdats, start, end)) {
          throw damaged('a metadata sample lies outside the media data');
        }
        patches.push({ at: start, length: end - start });
        cleaning.zeroedSampleBytes += end - start;
      }
    }
    // Nothing is written before the whole structure has been read and found sound.
    for (const { bytes, base } of rewritten) await handle.write(bytes, 0, bytes.length, base);
    await applyPatches(handle, size, patches);
    return cleaning;
  } finally {
    await handle.close();
  }
}
