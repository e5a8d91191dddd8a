import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { PaymentSettingsInputs } from './PaymentSettingsInputs.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

const SAVED = {
  online_payments: true,
  online_payment_methods: ['card', 'bizum'],
  deposit_hold_hours: 2,
  transfer_allowed: false,
  transfer_days: 3,
  balance_due_days: 14,
  refund_until_days: 14,
};

function renderSettings() {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore()}>
        <Form record={SAVED} onSubmit={onSubmit} mode="onSubmit">
          <PaymentSettingsInputs />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return onSubmit;
}

const field = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const set = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(cleanup);

describe('PaymentSettingsInputs', () => {
  it('refuses what the database refuses: ranges, fractions and no method, each saying why', async () => {
    const onSubmit = renderSettings();
    await screen.findByRole('switch', { name: 'Families pay online (card or Bizum)' });
    set(field(/Hours a place waits for its deposit/), '0');
    set(field(/Days a place waits for a transfer/), '31');
    set(field(/Balance due, days before the start/), '2.5');
    set(field(/Refund on cancelling/), '366');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bizum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter from 1 to 168 hours.')).toBeTruthy();
    expect(screen.getByText('Enter from 1 to 30 days.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByText('Enter from 0 to 365 days.')).toBeTruthy();
    expect(screen.getByText('Choose at least one method.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the limits themselves and one method', async () => {
    const onSubmit = renderSettings();
    await screen.findByRole('switch', { name: 'Families pay online (card or Bizum)' });
    set(field(/Hours a place waits for its deposit/), '168');
    set(field(/Days a place waits for a transfer/), '1');
    set(field(/Balance due, days before the start/), '0');
    set(field(/Refund on cancelling/), '365');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bizum' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Families may pay the deposit by bank transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      online_payments: true,
      online_payment_methods: ['card'],
      deposit_hold_hours: 168,
      transfer_allowed: true,
      transfer_days: 1,
      balance_due_days: 0,
      refund_until_days: 365,
    });
  });
});
