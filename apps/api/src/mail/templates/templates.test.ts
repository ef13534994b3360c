import { mailBrand } from '../brand.ts';
import { passwordChangedMail } from './password-changed-mail.ts';
import { passwordResetMail } from './password-reset-mail.ts';

const siteUrl = 'https://portal.wtm.example';
const resetLink = `${siteUrl}/login/changePassword?hash=abc_DEF-123`;

describe('account mails', () => {
  it('have a text and an HTML part in the look of the site', async () => {
    const mail = await passwordResetMail({ firstName: 'Priya', resetLink, validForMinutes: 60, siteUrl });
    expect(mail.subject).toBe('Reset your WTM password');
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.text).toContain(`Reset your password:\n${resetLink}`);
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.text).toContain(mailBrand.company);
    expect(mail.html).toContain(mailBrand.primary);
    expect(mail.html).toContain(`href="${resetLink}"`);
    expect(mail.html).toMatch(/>\s*Reset your password\s*<\/a>/);
    expect(mail.html).toContain(mailBrand.company);
  });

  it('escape whatever the user typed', async () => {
    const firstName = '<img src=x onerror="alert(1)">&';
    for (const mail of [
      await passwordResetMail({ firstName, resetLink, validForMinutes: 60, siteUrl }),
      await passwordChangedMail({ firstName, forgotPasswordLink: `${siteUrl}/login/forgetPassword`, siteUrl }),
    ]) {
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;,');
      expect(mail.text).toContain(`Hello ${firstName},`);
    }
  });

  it('tells the owner what to do when the change was not theirs', async () => {
    const mail = await passwordChangedMail({ firstName: 'Priya', forgotPasswordLink: `${siteUrl}/login/forgetPassword`, siteUrl });
    expect(mail.subject).toBe('Your WTM password was changed');
    expect(mail.text).toContain(`${siteUrl}/login/forgetPassword`);
    expect(mail.text).toContain('signed out');
  });
});
