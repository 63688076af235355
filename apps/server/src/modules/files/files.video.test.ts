/**
 * A phone's video through the real upload route (spec §7 "Upload and media";
 * docs/decisions/video-metadata.md): the bytes served at `/media/{uuid}` carry no location, no
 * device, no location keys and no XMP, keep their length, `ftyp` and media samples (moov before
 * or after mdat), and a broken box structure is refused with `file_damaged`, keeping nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  CAPTURE_TIME,
  type PhoneMp4Options,
  phoneMp4,
  postUpload,
  samplesOf,
  upload,
  videoMetadataLeft,
} from '../../../test/media.ts';

let t: TestApp;
let alice: GivenUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await given.user(t);
});
afterAll(() => t?.close());

/** The bytes served for file `uuid`. */
async function served(uuid: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: `/media/${uuid}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
  return res.rawPayload;
}

describe('POST upload of a phone video', () => {
  const phones: [string, PhoneMp4Options][] = [
    [
      'location in udta, moov before mdat',
      { moovFirst: true, udta: true, keys: false, xmp: false },
    ],
    [
      'location in meta/keys, moov after mdat',
      { moovFirst: false, udta: false, keys: true, xmp: false },
    ],
    ['location in both, an XMP uuid box, track-level metadata', { trackMetadata: true }],
    [
      'a timed GPS track and a 64-bit mdat, moov after mdat',
      { moovFirst: false, gpsTrack: true, largeMdat: true },
    ],
  ];
  for (const [name, options] of phones) {
    it(`serves it without location, device or XMP, and playable (${name})`, async () => {
      const phone = phoneMp4(options);
      expect(videoMetadataLeft(phone.bytes)).not.toEqual([]);
      const file = await upload(t, alice, phone.bytes, 'VID_20261203.mp4');
      expect(file).toMatchObject({
        type: 'video/mp4',
        width: 320,
        height: 240,
        size: phone.bytes.length,
      });
      const bytes = await served(file.uuid);
      expect(videoMetadataLeft(bytes)).toEqual([]);
      expect(bytes.includes(CAPTURE_TIME)).toBe(false);
      expect(bytes.length).toBe(phone.bytes.length);
      expect(bytes.subarray(0, 24).equals(phone.bytes.subarray(0, 24))).toBe(true); // ftyp
      const { offset, length } = phone.video;
      expect(
        bytes
          .subarray(offset, offset + length)
          .equals(phone.bytes.subarray(offset, offset + length)),
      ).toBe(true);
      const samples = samplesOf(bytes).vide!;
      expect(samples.map((s) => s.toString('hex'))).toEqual(
        phone.videoSamples.map((s) => s.toString('hex')),
      );
      // A range request (how a browser plays a video) sees the cleaned bytes too.
      const part = await t.app.inject({
        method: 'GET',
        url: `/media/${file.uuid}`,
        headers: { range: `bytes=0-${bytes.length - 1}` },
      });
      expect(part.statusCode).toBe(206);
      expect(videoMetadataLeft(part.rawPayload)).toEqual([]);
    });
  }

  /** A phone video with the 32-bit size of its first `type` box set to `size`. */
  function withSize(type: string, size: number): Buffer {
    const bytes = Buffer.from(phoneMp4().bytes);
    bytes.writeUInt32BE(size, bytes.indexOf(Buffer.from(type, 'latin1')) - 4);
    return bytes;
  }

  const broken: [string, () => Buffer][] = [
    ['a moov running past the end of the file', () => withSize('moov', 0x7fff_ffff)],
    ['a udta smaller than its header', () => withSize('udta', 3)],
    ['a size 0 inside moov', () => withSize('udta', 0)],
    ['a file cut inside its moov', () => phoneMp4({ moovFirst: false }).bytes.subarray(0, -30)],
    [
      'a 64-bit mdat size past the end of the file',
      () => {
        const bytes = Buffer.from(phoneMp4({ largeMdat: true }).bytes);
        bytes.writeBigUInt64BE(BigInt(bytes.length * 4), bytes.indexOf(Buffer.from('mdat')) + 4);
        return bytes;
      },
    ],
  ];
  for (const [name, make] of broken) {
    it(`refuses ${name} with 400 file_damaged and keeps nothing`, async () => {
      const before = await countRows(t.db, 'files');
      const res = await postUpload(t, alice, make(), 'clip.mp4');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'file_damaged' });
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      expect(await countRows(t.db, 'files')).toBe(before);
    });
  }
});
