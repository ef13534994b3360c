import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { canonicalJson, contentKey, contentVersionOf } from './content-document.ts';
import { contentSchemaProblem } from './content-schema-check.ts';

describe('content versions', () => {
  it('are the same for the same content, whatever the order of its keys, and differ for other content', () => {
    const a = contentVersionOf({ section: 'crm', entries: { plans: { trialDays: 15, features: [] }, meta: { title: 'Pricing' } } });
    const b = contentVersionOf({ section: 'crm', entries: { meta: { title: 'Pricing' }, plans: { features: [], trialDays: 15 } } });
    expect(a).toBe(b);
    expect(a).toMatch(/^c-[0-9a-f]{20}$/);
    expect(contentVersionOf({ section: 'crm', entries: { meta: { title: 'Prices' }, plans: { features: [], trialDays: 15 } } })).not.toBe(a);
    expect(contentVersionOf({ section: 'books', entries: { meta: { title: 'Pricing' }, plans: { features: [], trialDays: 15 } } })).not.toBe(a);
    expect(canonicalJson({ b: [2, { d: 1, c: undefined }], a: 'x' })).toBe('{"a":"x","b":[2,{"d":1}]}');
    expect(contentKey('crm', a)).toBe(`content/crm/${a}.json`);
  });
});

describe("a build's content schema against the live content", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wtm-content-schema-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const live = { section: 'crm', version: 'c-0123456789abcdef0123', entries: { plans: { trialDays: 15, prices: { INR: 1199 } } } };
  const schema = (prices: Record<string, unknown>) => ({
    type: 'object',
    required: ['plans'],
    properties: { plans: { type: 'object', required: ['trialDays', 'prices'], properties: { trialDays: { type: 'number' }, prices: prices } } },
  });

  it('names the field the schema no longer accepts', async () => {
    await writeFile(path.join(dir, 'content-schema.json'), JSON.stringify(schema({ type: 'object', required: ['INR', 'EUR'] })));
    expect(await contentSchemaProblem(dir, live)).toBe("the field plans/prices/EUR must have required property 'EUR'");
    await writeFile(path.join(dir, 'content-schema.json'), JSON.stringify(schema({ type: 'object', properties: { INR: { type: 'string' } } })));
    expect(await contentSchemaProblem(dir, live)).toBe('the field plans/prices/INR must be string');
  });

  it('says nothing when the schema accepts it, or the build carries none (an older build)', async () => {
    expect(await contentSchemaProblem(dir, live)).toBeUndefined();
    await writeFile(path.join(dir, 'content-schema.json'), JSON.stringify(schema({ type: 'object', required: ['INR'] })));
    expect(await contentSchemaProblem(dir, live)).toBeUndefined();
  });
});
