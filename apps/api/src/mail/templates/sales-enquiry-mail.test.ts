import { contactLines } from '../brand.ts';
import { singleLine } from './enquiry-text.ts';
import { salesEnquiryMail, salesEnquirySubject } from './sales-enquiry-mail.ts';

const siteUrl = 'https://portal.wtm.example';

describe('sales enquiry notice', () => {
  it('turns control characters and line breaks into spaces, and nothing else', async () => {
    expect(singleLine('Eve\r\nBcc: x@example.com\u2028\u0007 ok  ')).toBe('Eve Bcc: x@example.com  ok');
    expect(singleLine('  Rao  &  Sons ')).toBe('Rao  &  Sons');
  });

  it('names the product and the enquirer in a one-line subject of at most 200 characters', async () => {
    expect(salesEnquirySubject({ enquiryFor: 'WTM Service CRM', firstName: 'Asha\nNair' })).toBe('Sales enquiry: WTM Service CRM from Asha Nair');
    expect(salesEnquirySubject({ enquiryFor: 'WTM Service CRM', firstName: 'x'.repeat(300) })).toHaveLength(200);
  });

  it('escapes every field in the HTML part and keeps them literal in the text part', async () => {
    const mail = await salesEnquiryMail({
      enquiry: { firstName: '<i>Asha</i>', enquiryFor: 'WTM Salesgrow CRM', email: "o'neil+crm@example.com", phoneNo: '(080) 4718-2200', company: 'A&B', comment: '"quoted"' },
      reference: 'ref-1',
      receivedAt: Date.UTC(2026, 10, 21, 9, 5),
      siteUrl,
    });
    expect(mail.text).toContain('Name: <i>Asha</i>\nCompany: A&B\nEmail: o\'neil+crm@example.com');
    expect(mail.text).toContain('Received: 2026-11-21 09:05 UTC\nReference: ref-1');
    expect(mail.html).toContain('&lt;i&gt;Asha&lt;/i&gt;');
    expect(mail.html).toContain('A&amp;B');
    expect(mail.html).toContain('&quot;quoted&quot;');
    expect(mail.html).toContain('href="mailto:o&#39;neil%2Bcrm@example.com"');
    expect(mail.html).not.toContain('<i>');
  });

  it('is drawn in the layout of every mail: the logo, and the contact line closing the text part', async () => {
    const mail = await salesEnquiryMail({
      enquiry: { firstName: 'Asha', enquiryFor: 'WTM Service CRM', email: 'asha@example.com', phoneNo: '080 4718 2200', company: '', comment: 'Line one\nLine two' },
      reference: 'ref-2',
      receivedAt: Date.UTC(2026, 10, 21, 9, 5),
      siteUrl,
    });
    expect(mail.html).toContain('src="cid:logo@wtm.mail"');
    expect(mail.text).toBe(
      [
        'WTM',
        'New sales enquiry from the website. Reply to this mail to answer the customer directly.',
        'Product: WTM Service CRM\nName: Asha\nCompany: (not given)\nEmail: asha@example.com\nPhone/Mobile number: 080 4718 2200',
        'Description:\nLine one\nLine two',
        'Received: 2026-11-21 09:05 UTC\nReference: ref-2',
        `--\n${contactLines().join('\n')}\nwww.wtm.example · ${siteUrl}\n`,
      ].join('\n\n'),
    );
    expect(mail.html).toContain('white-space:pre-wrap">Line one\nLine two</div>');
  });
});
