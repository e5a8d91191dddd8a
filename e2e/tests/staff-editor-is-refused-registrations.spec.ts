import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.editor.state });

test('an Editor sees no registrations: not in the menu, not by URL, and not from the database', async ({
  page,
  stack,
}) => {
  await openAdmin(page, '/admin');
  await expect(page.getByRole('menuitem', { name: 'News', exact: true })).toBeVisible();
  for (const item of ['Registrations', 'Enquiries', 'Offers', 'Registration settings'])
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Registrations' })).toHaveCount(0);
  // Nor the payments' figures on the dashboard.
  await expect(page.getByRole('region', { name: 'Payments' })).toHaveCount(0);

  // By URL: react-admin's refusal, then the back office's Access Denied page; never the screen.
  for (const path of ['/admin/registrations', '/admin/offers/1', '/admin/enquiries']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/(unauthorized|admin\/access-denied)$/, FIRST_LOAD);
    await expect(
      page.getByRole('heading', { level: 1, name: /Registrations|Offers|Enquiries|Roster/ }),
    ).toHaveCount(0);
  }

  // The database itself: with the Editor's own session, no row and no export.
  const signIn = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.editor.email, password: STAFF.editor.password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  for (const table of [
    'registrations',
    'families',
    'children',
    'payments',
    'refunds',
    'checkouts',
    'checkout_items',
    'payment_events',
    'enquiries',
    'offers',
  ]) {
    const response = await fetch(`${stack.apiUrl}/rest/v1/${table}?select=id`, { headers });
    expect(response.status, table).toBe(200);
    expect(await response.json(), table).toEqual([]);
  }
  const exported = await fetch(`${stack.apiUrl}/rest/v1/rpc/export_family`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ p_family_id: 1 }),
  });
  expect(exported.status).toBe(403);
  expect(((await exported.json()) as { hint: string }).hint).toBe('not_registration_staff');
  // No payment figures and no refund: the database refuses both.
  const figures = await fetch(`${stack.apiUrl}/rest/v1/rpc/payments_dashboard`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(figures.status).toBeGreaterThanOrEqual(400);
  const refund = await fetch(`${stack.apiUrl}/rest/v1/rpc/request_refund`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ p_payment_id: 1, p_amount: 1, p_reason: 'x' }),
  });
  expect(((await refund.json()) as { hint: string }).hint).toBe('not_admin');
});
