import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { renderPreview } from './render-preview.ts';

const outDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-og-image-'));
after(() => rm(outDir, { recursive: true, force: true }));

describe('renderPreview', () => {
  it('draws a 1200×630 PNG with the words on it', async () => {
    const file = await renderPreview(
      { file: 'preview.png', eyebrow: 'WTM', title: 'WTM Salesgrow CRM', subtitle: 'Cloud sales CRM', points: ['Lead management', 'Free for up to 10 users'] },
      outDir,
    );
    assert.equal(file, path.join(outDir, 'preview.png'));
    const png = await readFile(file);
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    // IHDR: width and height, big-endian, right after the signature and the chunk header.
    assert.equal(png.readUInt32BE(16), 1200);
    assert.equal(png.readUInt32BE(20), 630);
    // A drawn image, not a blank one: far more than the few hundred bytes of a flat fill.
    assert.ok(png.length > 20_000, `${png.length} bytes`);
  });
});
