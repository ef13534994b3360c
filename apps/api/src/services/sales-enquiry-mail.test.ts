import { salesEnquiryMail, salesEnquirySubject, singleLine } from './sales-enquiry-mail.ts';

describe('sales enquiry notice', () => {
  it('turns control characters and line breaks into spaces, and nothing else', () => {
    expect(singleLine('Eve\r\nBcc: x@example.com\u2028\u0007 ok  ')).toBe('Eve Bcc: x@example.com  ok');
    expect(singleLine('  Rao  &  Sons ')).toBe('Rao  &  Sons');
  });

  it('names the product and the enquirer in a one-line subject of at most 200 characters', () => {
    expect(salesEnquirySubject({ enquiryFor: 'WTM Service CRM', firstName: 'Asha\nNair' })).toBe('Sales enquiry: WTM Service CRM from Asha Nair');
    expect(salesEnquirySubject({ enquiryFor: 'WTM Service CRM', firstName: 'x'.repeat(300) })).toHaveLength(200);
  });

  it('escapes every field in the HTML part and keeps them literal in the text part', () => {
    const mail = salesEnquiryMail({
      enquiry: { firstName: '<i>Asha</i>', enquiryFor: 'WTM Salesgrow CRM', email: "o'neil+crm@example.com", phoneNo: '(080) 4718-2200', company: 'A&B', comment: '"quoted"' },
      reference: 'ref-1',
      receivedAt: Date.UTC(2026, 10, 21, 9, 5),
      siteUrl: 'https://portal.wtm.example',
    });
    expect(mail.text).toContain('Name: <i>Asha</i>\nCompany: A&B\nEmail: o\'neil+crm@example.com');
    expect(mail.text).toContain('Received: 2026-11-21 09:05 UTC\nReference: ref-1');
    expect(mail.html).toContain('&lt;i&gt;Asha&lt;/i&gt;');
    expect(mail.html).toContain('A&amp;B');
    expect(mail.html).toContain('&quot;quoted&quot;');
    expect(mail.html).toContain('href="mailto:o&#39;neil%2Bcrm@example.com"');
    expect(mail.html).not.toContain('<i>');
  });
});
