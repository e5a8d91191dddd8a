import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Form, memoryStore, required } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { MoneyInput } from './MoneyInput.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

function renderPrice(lang: 'en' | 'es', record: Record<string, unknown>) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(lang)} store={memoryStore()}>
        <Form record={record} onSubmit={onSubmit} mode="onSubmit">
          <MoneyInput source="price" label="app.offers.price" validate={required()} />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('MoneyInput', () => {
  it('saves 810,50 typed in Spanish as 810.5 and shows the saved value in Spanish', async () => {
    const onSubmit = renderPrice('es', { price: 1234.5 });
    const price = (await screen.findByRole('textbox', { name: /Precio/ })) as HTMLInputElement;
    expect(price.value).toBe('1234,50');
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '810,50' } });
    fireEvent.blur(price);
    expect(price.value).toBe('810,50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: 810.5 });
  });

  it('reads 1,234.50 in English and shows 810.5 as 810.50', async () => {
    const onSubmit = renderPrice('en', { price: 810.5 });
    const price = (await screen.findByRole('textbox', { name: /Price/ })) as HTMLInputElement;
    expect(price.value).toBe('810.50');
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '1,234.50' } });
    fireEvent.blur(price);
    expect(price.value).toBe('1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: 1234.5 });
  });

  it('keeps text that is no amount, says why, and does not save', async () => {
    const onSubmit = renderPrice('es', { price: 10 });
    const price = (await screen.findByRole('textbox', { name: /Precio/ })) as HTMLInputElement;
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '10,505' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/se puede leer de dos maneras/)).toBeTruthy();
    expect(price.value).toBe('10,505');
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: 'diez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Introduzca un importe en euros, como 1234,50')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
