/**
 * Writes the benchmark's photo to the path given as the first argument: a 4000×3000 (12
 * megapixels) JPEG of camera-like noise with EXIF, made by sharp (test/media.ts `jpeg`).
 * media.bench.ts runs it in a process of its own, so the memory sharp uses to draw it is not
 * counted in the server's.
 */
import { writeFile } from 'node:fs/promises';
import { jpeg } from '../test/media.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: photo.ts <output.jpg>');
await writeFile(out, await jpeg(4000, 3000, { quality: 90, grain: 1000 }));
