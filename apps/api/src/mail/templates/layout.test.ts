import { vendorContact } from '@wtm/contract';
import { contactLines } from '../brand.ts';
import { layoutMjml, renderMail } from './layout.ts';
import mjml2html from 'mjml';

const siteUrl = 'https://portal.wtm.example';

describe('the mail layout (MJML)', () => {
  const content = {
    preview: 'Preview <text>',
    greeting: 'Hello <b>Priya</b>,',
    body: ['A paragraph & more.', { kind: 'fields' as const, rows: [{ label: 'Email', value: 'a@example.com', href: 'mailto:a@example.com' }] }],
    action: { label: 'Do it', url: `${siteUrl}/go?a=1&b=2` },
    closing: ['The end.'],
    siteUrl,
  };

  it('compiles without a single MJML warning', async () => {
    const result = await mjml2html(layoutMjml(content), { validationLevel: 'strict' });
    expect(result.errors).toEqual([]);
  });

  it('has the logo, the preview, the button and the vendor’s contact line in the HTML part', async () => {
    const { html } = await renderMail(content);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('src="cid:logo@wtm.mail"');
    expect(html).toContain('Preview &lt;text&gt;');
    expect(html).toContain('Hello &lt;b&gt;Priya&lt;/b&gt;,');
    expect(html).toContain(`href="${siteUrl}/go?a=1&amp;b=2"`);
    expect(html).toContain('href="mailto:a@example.com"');
    for (const line of contactLines()) expect(html).toContain(line.replace(/&/g, '&amp;'));
    for (const link of vendorContact.social) expect(html).toContain(`href="${link.href}"`);
    expect(html).not.toContain('<b>');
  });

  it('says the same in the text part, the contact line last', async () => {
    const { text } = await renderMail(content);
    expect(text).toBe(
      [
        'WTM',
        'Hello <b>Priya</b>,',
        'A paragraph & more.',
        'Email: a@example.com',
        `Do it:\n${siteUrl}/go?a=1&b=2`,
        'The end.',
        `--\n${contactLines().join('\n')}\n${vendorContact.website.label} · ${siteUrl}\n`,
      ].join('\n\n'),
    );
  });
});
