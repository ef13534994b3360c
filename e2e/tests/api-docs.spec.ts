import { expect, test } from '../support/fixtures.ts';

// Swagger UI at /api/docs runs under the site's own Content-Security-Policy (scripts from
// 'self' only, no inline script) and loads nothing from anywhere else.
test('the API docs show the operations, with no CSP violation or console error', async ({ page, baseURL }) => {
  const problems: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');

  await expect(page.getByRole('heading', { name: /WTM portal API/ })).toBeVisible();
  for (const path of ['/users', '/users/{id}', '/api/register/save', '/api/login/login', '/api/login/forgotPassword', '/api/login/changePassword', '/api/register/salesEnquiry', '/api/account/myProduct', '/api/account/checkProductClient', '/api/account/confirmAssignProduct', '/api/register/verifyEmail', '/api/account/resendVerification', '/api/events', '/api/events/{slug}/registrations']) {
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`).first()).toBeVisible();
  }

  // An operation opens with its parameters, drawn from the contract's rules.
  await page.locator('.opblock-summary-path[data-path="/api/account/myProduct"]').click();
  await expect(page.locator('.parameters-col_name', { hasText: 'clientId' })).toBeVisible();

  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
