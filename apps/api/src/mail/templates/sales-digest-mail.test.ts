import { firstLineOf, salesDigestMail, type DigestEnquiry } from './sales-digest-mail.ts';

const siteUrl = 'https://portal.wtm.example';
const cap = { limit: 20, minutes: 10 };

const enquiry = (overrides: Partial<DigestEnquiry> = {}): DigestEnquiry => ({
  id: 'ref-1',
  firstName: 'Asha Nair',
  enquiryFor: 'WTM Service CRM',
  company: 'Nair Traders',
  email: 'asha@example.com',
  phoneNo: '080 4718 2200',
  comment: 'Twelve seats, please.',
  createdAt: Date.UTC(2026, 10, 26, 9, 5),
  ...overrides,
});

describe('sales enquiry digest', () => {
  it('lists each enquiry with its fields, the first line of its description and its reference', async () => {
    const mail = await salesDigestMail({ digestId: 'digest-1', total: 2, listed: [enquiry(), enquiry({ id: 'ref-2', company: '', comment: '' })], cap, siteUrl });
    expect(mail.subject).toBe('Sales enquiry digest: 2 enquiries from the website');
    expect(mail.text).toContain('More than 20 notices would have gone out within 10 minutes, so individual notices were paused: 2 enquiries in this one mail instead.');
    expect(mail.text).toContain(
      'Enquiry 1 of 2\nName: Asha Nair\nCompany: Nair Traders\nEmail: asha@example.com\nPhone/Mobile number: 080 4718 2200\nProduct: WTM Service CRM\nDescription: Twelve seats, please.\nReceived: 2026-11-26 09:05 UTC\nReference: ref-1',
    );
    expect(mail.text).toContain('Enquiry 2 of 2\nName: Asha Nair\nCompany: (not given)');
    expect(mail.text).toContain('Description: (not given)\nReceived: 2026-11-26 09:05 UTC\nReference: ref-2');
    expect(mail.text).toContain('Digest: digest-1');
    expect(mail.text).not.toContain('more, not listed');
    expect(mail.html).toContain('href="mailto:asha@example.com"');
    expect((await salesDigestMail({ digestId: 'd', total: 1, listed: [enquiry()], cap, siteUrl })).subject).toBe('Sales enquiry digest: 1 enquiry from the website');
  });

  it('escapes whatever the visitors typed in the HTML part and keeps it on one line in the text part', async () => {
    const mail = await salesDigestMail({
      digestId: 'digest-2',
      total: 1,
      listed: [
        enquiry({
          firstName: '<script>alert(1)</script>',
          company: 'A&B "Traders"',
          email: "o'neil+crm@example.com",
          phoneNo: '080\r\nBcc: x@example.com',
          comment: '<img src=x onerror=alert(2)>\nsecond line',
        }),
      ],
      cap,
      siteUrl,
    });
    expect(mail.html).not.toMatch(/<script|<img src=x/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A&amp;B &quot;Traders&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt; …');
    expect(mail.html).toContain('href="mailto:o&#39;neil%2Bcrm@example.com"');
    expect(mail.text).toContain('Phone/Mobile number: 080 Bcc: x@example.com\n');
    expect(mail.text).toContain('Description: <img src=x onerror=alert(2)> …\n');
  });

  it('says how many more there are and how to list them all past the listed ones', async () => {
    const listed = Array.from({ length: 200 }, (_unused, index) => enquiry({ id: `ref-${index}` }));
    const mail = await salesDigestMail({ digestId: '5b0c6a52-8c1e-4f57-9d7e-1f1f7b3c2a10', total: 27_368, listed, cap, siteUrl });
    expect(mail.text).toContain('Enquiry 200 of 27368\n');
    expect(mail.text).toContain('…and 27168 more, not listed here. All 27368 are stored');
    expect(mail.text).toContain("Query:\nselect * from sales_enquiries where digest_id = '5b0c6a52-8c1e-4f57-9d7e-1f1f7b3c2a10' order by created_at, id;");
  });

  it('shows the first line with text of a description, cut at 200 characters', async () => {
    expect(firstLineOf('\n\n  Hello there  \nMore')).toBe('Hello there …');
    expect(firstLineOf('Only line')).toBe('Only line');
    expect(firstLineOf(' \r\n ')).toBe('(not given)');
    expect(firstLineOf('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`);
    expect(firstLineOf('tab\there\u2028and on')).toBe('tab here and on');
  });
});
