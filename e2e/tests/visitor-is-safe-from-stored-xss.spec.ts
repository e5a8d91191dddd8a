import { createClient } from '@supabase/supabase-js';
import { expect, test } from '../fixtures.ts';
import { open } from './visitor-support.ts';

// Rich text is sanitized when the admin saves it, and again when the site renders it: a row
// written straight through the API (past the admin) must still render inert.
const PAYLOAD = [
  '<p>Safe paragraph stays.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/nope.png" onerror="window.__xss = \'onerror\'" alt="broken">',
  '<p><a href="javascript:window.__xss=\'link\'">Click me</a></p>',
  '<p><a href="JaVaScRiPt&colon;window.__xss=1">Encoded link</a></p>',
  '<svg><script>window.__xss = "svg"</script></svg>',
  '<iframe src="javascript:window.top.__xss=\'frame\'"></iframe>',
  '<p onmouseover="window.__xss = \'hover\'">Hover me</p>',
  '<form action="javascript:window.__xss=1"><button>Go</button></form>',
].join('');

test('a news body with script, event-handler and javascript: payloads renders inert', async ({
  page,
  stack,
}) => {
  const admin = createClient(stack.apiUrl, stack.serviceRoleKey, { auth: { persistSession: false } });
  const { data, error } = await admin
    .from('news')
    .insert({
      status: 'Published',
      title_en: 'XSS probe',
      text_en: PAYLOAD,
      title_es: 'Sonda XSS',
      text_es: PAYLOAD,
      publish_date: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    for (const prefix of ['', '/es']) {
      await open(page, `${prefix}/news/${data!.id}`);
      const body = page.locator('.article__body');
      await expect(body.getByText('Safe paragraph stays.')).toBeVisible();
      await expect(body.locator('script, iframe, form, svg, [onerror], [onmouseover]')).toHaveCount(0);
      // Forbidden link targets (javascript:, data: and the like) become about:blank.
      await expect(body.getByRole('link', { name: 'Click me' })).toHaveAttribute('href', 'about:blank');
      await expect(body.getByRole('link', { name: 'Encoded link' })).toHaveAttribute('href', 'about:blank');
      await body.getByText('Hover me').hover();
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      // The news list shows the same row as plain text.
      await open(page, `${prefix}/news`);
      await expect(page.getByRole('heading', { name: prefix ? 'Sonda XSS' : 'XSS probe' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  } finally {
    await admin.from('news').delete().eq('id', data!.id);
  }
});
