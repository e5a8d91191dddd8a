import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

const authDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.auth');

/** The demo staff, each with the browser state saved by auth.setup.ts after a real sign-in. */
export const STAFF = {
  admin: { email: 'admin@example.com', password: 'Admin12345!', state: path.join(authDir, 'admin.json') },
  editor: { email: 'editor@example.com', password: 'Editor12345!', state: path.join(authDir, 'editor.json') },
  coordinator: {
    email: 'coordinator@example.com',
    password: 'Coordinator12345!',
    state: path.join(authDir, 'coordinator.json'),
  },
} as const;

/** The first visit of a run may wait for the site server to compress the app's bundles. */
export const FIRST_LOAD = { timeout: 30_000 };

/** Opens an admin page as the signed-in staff member of the story's storage state. */
export async function openAdmin(page: Page, adminPath: string) {
  await page.goto(adminPath);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible(FIRST_LOAD);
}

/** A language section of a form ('English Version', ...). */
export const section = (page: Page, name: string) => page.getByRole('region', { name });
