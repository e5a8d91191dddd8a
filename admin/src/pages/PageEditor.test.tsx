import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import {
  isDraftId,
  PAGE_KEYS,
  pageShapes,
  PREVIEW_CHANNEL,
  readPreviewMessage,
  type Node,
  type PageKey,
  type PreviewMessage,
} from '@academy/shared';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ServicesContext } from '../platform/ServicesContext.ts';
import type { Services } from '../platform/ServicesContext.ts';
import { PageEditor } from './PageEditor.tsx';
import { topLevelNames } from './pageForm.ts';

// MUI + react-admin + the rich-text editor render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });
afterEach(cleanup);

/** A valid value of a node, with every translation filled (so every section opens). */
function sample(node: Node): unknown {
  switch (node.kind) {
    case 'text':
      return node.format === 'html' ? '<p>Text</p>' : 'Text';
    case 'media':
      return '/storage/v1/object/public/media/a.webp';
    case 'link':
      return 'https://example.com';
    case 'number':
      return node.min;
    case 'date':
      return '2027-06-30';
    case 'choice':
      return node.values[0];
    case 'list':
      return Array.from({ length: Math.max(node.min, 1) }, () => sample(node.item));
    case 'object':
      return Object.fromEntries(Object.entries(node.shape).map(([k, v]) => [k, sample(v)]));
  }
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async () => true,
};

function renderEditor(key: PageKey) {
  const content = sample(pageShapes[key]);
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: { id: key, key, content, updated_at: '2026-11-23T10:00:00Z' } as never }),
  });
  const empty = { data: [], error: null };
  const client = {
    from: () => ({ select: () => ({ eq: () => ({ order: () => ({ limit: async () => empty }) }) }) }),
  };
  const services = {
    config: { supabaseUrl: 'http://api.test', supabaseAnonKey: 'k' },
    client,
  } as unknown as Services;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ServicesContext.Provider value={services}>
            <AdminContext
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={createI18nProvider('en')}
              store={memoryStore()}
            >
              <PageEditor pageKey={key} />
            </AdminContext>
          </ServicesContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/admin/${key}-page`] },
  );
  return render(<RouterProvider router={router} />);
}

describe('PageEditor, generated from the page descriptions', () => {
  it.each(PAGE_KEYS)('has an input for every field of the %s page, in every language', async (key) => {
    const { container } = renderEditor(key);
    const names = topLevelNames(key);
    await waitFor(() => expect(container.querySelector(`[data-field="${names[0]}"]`)).not.toBeNull());
    const shown = new Set(
      Array.from(container.querySelectorAll('[data-field]'), (el) => el.getAttribute('data-field')),
    );
    expect(names.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('folds each campus card and goal to its title until it is opened', async () => {
    const { findAllByRole, queryAllByRole } = renderEditor('campus');
    // The sample's titles are 'Text': a card and a goal in each of the three languages.
    const folded = await findAllByRole('button', { name: 'Text', expanded: false });
    expect(folded).toHaveLength(6);
    const prices = () => queryAllByRole('textbox', { name: 'Price per week' });
    expect(prices()).toHaveLength(0);
    fireEvent.click(folded[0]!);
    await waitFor(() => expect(prices()).toHaveLength(1));
    expect(folded[0]!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(folded[0]!);
    await waitFor(() => expect(prices()).toHaveLength(0));
  });
});

describe('PageEditor preview', () => {
  it('sends its unsaved content to the preview window that asks for it, and follows each change', async () => {
    const { container, getByRole } = renderEditor('about');
    const link = await waitFor(() => getByRole('link', { name: /^Preview in Spanish/ }));
    const href = new URL(link.getAttribute('href')!, 'http://site.test');
    expect(href.pathname).toBe('/preview/es');
    const draft = href.searchParams.get('draft')!;
    expect(isDraftId(draft)).toBe(true);

    const received: PreviewMessage[] = [];
    const channel = new BroadcastChannel(PREVIEW_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = readPreviewMessage(event.data);
      if (message) received.push(message);
    };
    try {
      const ask: PreviewMessage = { type: 'ask', draft };
      channel.postMessage(ask);
      const contentOf = (m: PreviewMessage | undefined) =>
        m?.type === 'draft' && m.state.kind === 'page' ? m.state.content : null;
      await waitFor(() => expect(contentOf(received.at(-1))?.pageTitle_en).toBe('Text'));
      expect(received.at(-1)).toMatchObject({ type: 'draft', draft, state: { kind: 'page', key: 'about' } });

      const input = container.querySelector<HTMLInputElement>('[data-field="pageTitle_en"] input')!;
      fireEvent.change(input, { target: { value: 'About us, not saved yet' } });
      await waitFor(() => expect(contentOf(received.at(-1))?.pageTitle_en).toBe('About us, not saved yet'));
      // Nothing was saved: the preview got it from this window only.
    } finally {
      channel.close();
    }
  });
});
