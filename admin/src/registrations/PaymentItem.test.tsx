import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import type { Enums } from '@academy/shared';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { paymentRecord, refundRecord } from './paymentFixtures.ts';
import { PaymentItem } from './PaymentItem.tsx';
import { PaymentProgressChip } from './StatusChip.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

function inAdmin(lang: 'en' | 'es' | 'ru', node: React.ReactNode) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(lang)} store={memoryStore()}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('PaymentProgressChip', () => {
  it.each<[Enums<'payment_progress'>, string]>([
    ['awaiting_deposit', 'Pendiente de señal'],
    ['deposit_paid', 'Señal pagada'],
    ['paid', 'Pagada'],
    ['overdue', 'Vencida'],
    ['refunded', 'Devuelta'],
  ])('names %s in the staff language', async (progress, label) => {
    inAdmin('es', <PaymentProgressChip progress={progress} />);
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it('shows nothing for a registration that holds no place and paid nothing', () => {
    inAdmin('en', <PaymentProgressChip progress={null} />);
    expect(document.body.textContent).toBe('');
  });
});

describe('PaymentItem', () => {
  it.each<['en' | 'es' | 'ru', string]>([
    ['en', 'The payment provider refused this refund; nothing was given back. It said: '],
    ['es', 'La pasarela de pago rechazó esta devolución; no se ha devuelto nada. Su respuesta: '],
    ['ru', 'Платёжная система отклонила этот возврат, деньги не возвращены. Её ответ: '],
  ])("shows a failed refund with the provider's message (%s)", async (lang, said) => {
    const failure = 'Charge ch_1 has already been refunded. (charge_already_refunded)';
    const payment = paymentRecord({
      refunds: [refundRecord({ status: 'failed', succeeded_at: null, provider_refund_id: null, failure })],
    });
    inAdmin(lang, <PaymentItem payment={payment} mayRefund busy={false} onDelete={() => undefined} />);
    const [refund] = within(await screen.findByRole('list', { name: /./ })).getAllByRole('listitem');
    expect(refund!.textContent).toContain(`${said}${failure}`);
  });

  const online = paymentRecord({
    refunded: 50,
    refunds: [refundRecord(), refundRecord({ id: 2, amount: 30, status: 'requested', reason: 'Late' })],
  });

  it('shows an online payment with its provider id, its refunds and a Refund button for an Admin, no delete', async () => {
    inAdmin('en', <PaymentItem payment={online} mayRefund busy={false} onDelete={() => undefined} />);
    expect(await screen.findByText('Deposit: €200')).toBeTruthy();
    expect(screen.getByText(/Card, online/)).toBeTruthy();
    expect(screen.getByTestId('provider-payment-id').textContent).toBe('pi_3QxYz123');
    expect(screen.getByRole('button', { name: 'Copy the payment id' })).toBeTruthy();
    expect(screen.getByText('€50.00 refunded')).toBeTruthy();
    const refunds = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds).toHaveLength(2);
    expect(refunds[0]!.textContent).toContain('Refunded');
    expect(refunds[0]!.textContent).toContain('asked by Ana Admin');
    expect(refunds[1]!.textContent).toContain('Requested');
    expect(refunds[1]!.textContent).toContain('€30.00');
    expect(screen.getByRole('button', { name: 'Refund Deposit: €200' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete payment' })).toBeNull();
  });

  it('gives a Coordinator no Refund button', async () => {
    inAdmin('en', <PaymentItem payment={online} mayRefund={false} busy={false} onDelete={() => undefined} />);
    expect(await screen.findByText('Deposit: €200')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete payment' })).toBeNull();
  });

  it('offers no refund once all of a payment went back, nor for a payment recorded by hand', async () => {
    inAdmin(
      'en',
      <>
        <PaymentItem
          payment={paymentRecord({ refunded: 200, refunds: [refundRecord({ amount: 200 })] })}
          mayRefund
          busy={false}
          onDelete={() => undefined}
        />
        <PaymentItem
          payment={paymentRecord({ id: 8, method: 'transfer', provider_payment_id: null, checkout_id: null })}
          mayRefund
          busy={false}
          onDelete={() => undefined}
        />
      </>,
    );
    expect(await screen.findAllByText('Deposit: €200')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Delete payment' })).toHaveLength(1);
  });
});
