/**
 * The mp4 cleaner on phone-shaped files built box by box (test/media.ts `phoneMp4`): every
 * place a phone writes the location, the device or the capture time is blanked, the file keeps
 * its length and its media bytes (the sample tables still find the same samples), and a broken
 * box structure is refused rather than half-cleaned.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  CAPTURE_TIME,
  mp4,
  PHONE,
  type PhoneMp4Options,
  phoneMp4,
  samplesOf,
  videoMetadataLeft,
} from '../../../test/media.ts';
import { MediaRefusal } from './files.media.ts';
import { MAX_BOXES, stripVideoMetadata } from './video-metadata.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'potok-video-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let counter = 0;
/** Writes `bytes` to a file, cleans it, and returns what the cleaner said and the new bytes. */
async function clean(bytes: Buffer) {
  counter += 1;
  const file = path.join(folder, `v${counter}.mp4`);
  await writeFile(file, bytes);
  const cleaning = await stripVideoMetadata(file);
  return { cleaning, after: await readFile(file) };
}

describe('stripVideoMetadata', () => {
  const layouts: [string, PhoneMp4Options][] = [
    [
      'moov before mdat, location in udta',
      { moovFirst: true, udta: true, keys: false, xmp: false },
    ],
    [
      'moov after mdat, location in meta/keys',
      { moovFirst: false, udta: false, keys: true, xmp: false },
    ],
    ['location in both, an XMP uuid box', { udta: true, keys: true, xmp: true }],
    ['track-level udta and meta, moov after mdat', { moovFirst: false, trackMetadata: true }],
    ['a 64-bit mdat size', { largeMdat: true }],
    ['a timed GPS track, moov after mdat', { moovFirst: false, gpsTrack: true }],
  ];
  for (const [name, options] of layouts) {
    it(`blanks every location, device and XMP item and keeps the media (${name})`, async () => {
      const phone = phoneMp4(options);
      expect(videoMetadataLeft(phone.bytes).length).toBeGreaterThan(0);
      const { after } = await clean(phone.bytes);
      expect(videoMetadataLeft(after)).toEqual([]);
      expect(after.includes(CAPTURE_TIME)).toBe(false);
      expect(after.length).toBe(phone.bytes.length);
      // ftyp and the video samples are untouched, where they were.
      expect(after.subarray(0, 24).equals(phone.bytes.subarray(0, 24))).toBe(true);
      const { offset, length } = phone.video;
      expect(
        after
          .subarray(offset, offset + length)
          .equals(phone.bytes.subarray(offset, offset + length)),
      ).toBe(true);
      // A player reading the sample tables finds the same video samples.
      const samples = samplesOf(after);
      expect(samples.vide).toHaveLength(3);
      samples.vide!.forEach((sample, i) => {
        expect(sample.equals(phone.videoSamples[i]!)).toBe(true);
      });
      if (phone.gps) {
        expect(samples.meta).toHaveLength(2);
        const gps = after.subarray(phone.gps.offset, phone.gps.offset + phone.gps.length);
        expect(gps.every((b) => b === 0)).toBe(true);
      }
    });
  }

  it('says what it blanked, and changes nothing twice', async () => {
    const phone = phoneMp4({
      udta: true,
      keys: true,
      xmp: true,
      trackMetadata: true,
      gpsTrack: true,
    });
    const { cleaning, after } = await clean(phone.bytes);
    expect(cleaning.blanked).toEqual([
      'uuid(XMP)',
      'moov/trak/udta',
      'moov/trak/meta',
      'moov/udta',
      'moov/meta',
    ]);
    expect(cleaning.zeroedSampleBytes).toBe(phone.gps!.length);
    const again = await clean(after);
    expect(again.after.equals(after)).toBe(true);
    expect(again.cleaning.blanked).toEqual([]);
  });

  it('blanks metadata in fragments and zeroes free boxes (an earlier moov left by an editor)', async () => {
    const phone = phoneMp4({ udta: false, keys: false, xmp: false });
    const location = box('©xyz', Buffer.from([0, 18, 0x15, 0xc7]), Buffer.from(PHONE.iso6709));
    const fragment = box(
      'moof',
      box('mfhd', Buffer.alloc(8)),
      box('traf', box('tfhd', Buffer.alloc(8)), box('udta', location)),
      box('meta', location),
    );
    const oldMoov = box('free', box('moov', box('udta', location)));
    const { after, cleaning } = await clean(
      Buffer.concat([phone.bytes, fragment, box('mdat', Buffer.alloc(16)), oldMoov]),
    );
    expect(videoMetadataLeft(after)).toEqual([]);
    expect(cleaning.blanked).toEqual(['moof/traf/udta', 'moof/meta']);
    expect(samplesOf(after).vide).toHaveLength(3);
  });

  it('keeps an mp4 without metadata playable (one written by mp4box)', async () => {
    const bytes = mp4(320, 240);
    const before = samplesOf(bytes);
    const { after } = await clean(bytes);
    expect(after.length).toBe(bytes.length);
    const samples = samplesOf(after);
    expect(samples.vide!.map((s) => s.toString('hex'))).toEqual(
      before.vide!.map((s) => s.toString('hex')),
    );
  });

  it('accepts a last top-level box whose size is 0 (to the end of the file)', async () => {
    const phone = phoneMp4({ moovFirst: true });
    const bytes = Buffer.from(phone.bytes);
    const mdatAt = bytes.indexOf(Buffer.from('mdat')) - 4;
    bytes.writeUInt32BE(0, mdatAt);
    const { after } = await clean(bytes);
    expect(videoMetadataLeft(after)).toEqual([]);
    expect(samplesOf(after).vide).toHaveLength(3);
  });

  /** The phone file with the 32-bit size of the first `type` box set to `size`. */
  function withSize(type: string, size: number, options: PhoneMp4Options = {}): Buffer {
    const bytes = Buffer.from(phoneMp4(options).bytes);
    bytes.writeUInt32BE(size, bytes.indexOf(Buffer.from(type, 'latin1')) - 4);
    return bytes;
  }

  const broken: [string, () => Buffer][] = [
    ['a moov whose size runs past the end of the file', () => withSize('moov', 0x7fff_ffff)],
    ['a udta whose size runs past its moov', () => withSize('udta', 0x00ff_ffff)],
    ['a box smaller than its header', () => withSize('udta', 4)],
    ['a size 0 inside moov', () => withSize('udta', 0)],
    [
      'a 64-bit size past the end of the file',
      () => {
        const bytes = Buffer.from(phoneMp4({ largeMdat: true, moovFirst: true }).bytes);
        const at = bytes.indexOf(Buffer.from('mdat'));
        bytes.writeBigUInt64BE(BigInt(bytes.length * 2), at + 4);
        return bytes;
      },
    ],
    [
      'a 64-bit size smaller than its header',
      () => {
        const bytes = Buffer.from(phoneMp4({ largeMdat: true, moovFirst: true }).bytes);
        bytes.writeBigUInt64BE(12n, bytes.indexOf(Buffer.from('mdat')) + 4);
        return bytes;
      },
    ],
    [
      'a file cut in the middle of its moov',
      () => {
        const bytes = phoneMp4({ moovFirst: false }).bytes;
        return bytes.subarray(0, bytes.length - 40);
      },
    ],
    [
      'a file cut in the middle of a box header',
      () => Buffer.concat([phoneMp4().bytes, Buffer.from([0, 0, 0])]),
    ],
    [
      'a uuid box cut before its user type',
      () => Buffer.concat([phoneMp4().bytes, box('uuid', Buffer.from('BE7A'))]),
    ],
    [
      'a GPS track whose chunk lies outside mdat',
      () => {
        const phone = phoneMp4({ gpsTrack: true, moovFirst: true });
        const bytes = Buffer.from(phone.bytes);
        const offset = Buffer.alloc(4);
        offset.writeUInt32BE(phone.gps!.offset);
        bytes.writeUInt32BE(8, bytes.lastIndexOf(offset)); // now points at the ftyp box
        return bytes;
      },
    ],
  ];
  for (const [name, make] of broken) {
    it(`refuses ${name} as damaged`, async () => {
      const error = await clean(make()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MediaRefusal);
      expect((error as MediaRefusal).reason).toBe('file_damaged');
    });
  }
});

describe('stripVideoMetadata on a file of very many boxes', () => {
  it(`refuses more than ${MAX_BOXES} boxes as damaged, quickly`, async () => {
    const padding = Buffer.alloc(8 * (MAX_BOXES + 1));
    for (let at = 0; at < padding.length; at += 8) {
      padding.writeUInt32BE(8, at);
      padding.write('udta', at + 4, 'latin1');
    }
    const started = Date.now();
    const error = await clean(Buffer.concat([phoneMp4().bytes, padding])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaRefusal);
    expect((error as MediaRefusal).reason).toBe('file_damaged');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
