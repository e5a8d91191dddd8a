import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ServicesContext } from '../platform/ServicesContext.ts';
import type { Services } from '../platform/ServicesContext.ts';
import { ImageInput } from './ImageInput.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function renderInput(accept: 'image' | 'video' = 'image') {
  const services = { config: { supabaseUrl: 'http://api.test', supabaseAnonKey: 'k' } } as Services;
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={services}>
        <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore()}>
          <Form record={{ photo_url: null }}>
            <ImageInput source="photo_url" label="Coach Photo" accept={accept} />
          </Form>
        </AdminContext>
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImageInput', () => {
  it('opens the file picker from the keyboard: Enter and Space on its button', async () => {
    renderInput();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const choose = await screen.findByRole('button', { name: 'Choose image' });
    choose.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('says at once that a text file renamed .png is no image, and keeps nothing', async () => {
    renderInput();
    const picker = await screen.findByLabelText('Coach Photo');
    fireEvent.change(picker, {
      target: { files: [new File(['hello'], 'notes.png', { type: 'image/png' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This file type is not accepted');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy();
  });

  it('takes a real image and shows it', async () => {
    renderInput();
    // jsdom has no object URLs: the preview's address is a stand-in.
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
    const picker = await screen.findByLabelText('Coach Photo');
    fireEvent.change(picker, { target: { files: [new File([PNG], 'photo.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('button', { name: 'Replace image' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names its buttons for a video', async () => {
    renderInput('video');
    expect(await screen.findByRole('button', { name: 'Choose video' })).toBeTruthy();
  });
});
