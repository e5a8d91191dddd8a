import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { LocalizedInputs } from './LocalizedInputs.tsx';
import { SectionsProvider, type SectionsRef } from './sections.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

function renderInputs() {
  const handle: SectionsRef = { visible: { en: true, es: false, ru: false }, fields: new Set() };
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore()}>
        <Form record={{}} onSubmit={() => undefined} mode="onSubmit">
          <SectionsProvider record={undefined} openWhen={[]} handle={handle}>
            <LocalizedInputs fields={[{ name: 'name', label: 'resources.coaches.fields.name', max: 10 }]} />
          </SectionsProvider>
          <button type="submit">Save</button>
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('LocalizedInputs', () => {
  it('names each language’s input and toggle by its language', async () => {
    renderInputs();
    expect(await screen.findByRole('textbox', { name: 'Name (English)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Spanish Version' }));
    expect(await screen.findByRole('textbox', { name: 'Name (Spanish)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Spanish Version' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Russian Version' })).toBeTruthy();
  });

  it('keeps a text longer than the limit, counts it, and refuses it with its length', async () => {
    renderInputs();
    const name = await screen.findByRole('textbox', { name: 'Name (English)' });
    fireEvent.change(name, { target: { value: 'x'.repeat(25) } });
    expect((name as HTMLInputElement).value).toHaveLength(25);
    expect(await screen.findByText('25 / 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 10 characters: this has 25.')).toBeTruthy();
  });
});
