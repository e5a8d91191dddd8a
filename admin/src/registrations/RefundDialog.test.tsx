import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ServicesContext, type Services } from '../platform/ServicesContext.ts';
import { paymentRecord, refundRecord } from './paymentFixtures.ts';
import { RefundDialog } from './RefundDialog.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

type Answer = { data: unknown; error: unknown };

/** The dialog in Spanish for a card payment of 200 € of which 50 € were refunded; rpc answers `answer`. */
function renderDialog(answer: Answer = { data: { id: 9, status: 'requested' }, error: null }) {
  const rpc = vi.fn(async (): Promise<Answer> => answer);
  // An RLS refusal (42501) makes the admin check the staff member's own profile: active here.
  const client = {
    rpc,
    auth: { getSession: async () => ({ data: { session: { user: { id: 'u1' } } } }) },
    from: () => ({
      select: () => ({
        eq: () => ({ maybeSingle: async () => ({ data: { is_active: true }, error: null }) }),
      }),
    }),
  };
  const onClose = vi.fn();
  const payment = paymentRecord({ refunded: 50, refunds: [refundRecord()] });
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={{ client } as unknown as Services}>
        <AdminContext i18nProvider={createI18nProvider('es')} store={memoryStore()}>
          <RefundDialog payment={payment} onClose={onClose} />
        </AdminContext>
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
  return { rpc, onClose };
}

const amountField = async () =>
  (await screen.findByRole('textbox', { name: /Importe a devolver/ })) as HTMLInputElement;
const reasonField = () => screen.getByRole('textbox', { name: /Motivo/ }) as HTMLTextAreaElement;

function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

afterEach(cleanup);

describe('RefundDialog', () => {
  it('offers what is left of the payment and refuses nothing, too much and no reason', async () => {
    const { rpc } = renderDialog();
    const amount = await amountField();
    expect(amount.value).toBe('150,00');
    expect(screen.getByText(/Queda por devolver: 150,00\s€/)).toBeTruthy();
    type(amount, '');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Indique un importe mayor que cero.')).toBeTruthy();
    expect(await screen.findByText('Indique por qué se devuelve el pago.')).toBeTruthy();
    type(amount, '150,01');
    type(reasonField(), '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(/Indique como máximo 150,00\s€: lo que queda de este pago\./),
    ).toBeTruthy();
    expect(await screen.findByText('Indique por qué se devuelve el pago.')).toBeTruthy();
    expect(screen.queryByText(/No se puede deshacer/)).toBeNull();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("reads '12,50' in Spanish as 12.5, asks to confirm, then asks the database for the refund", async () => {
    const { rpc, onClose } = renderDialog();
    type(await amountField(), '12,50');
    type(reasonField(), '  Lesión: no puede jugar  ');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(/^¿Devolver 12,50\s€ a la tarjeta de la familia\? No se puede deshacer\.$/),
    ).toBeTruthy();
    expect(rpc).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Devolver 12,50\s€$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('request_refund', {
      p_payment_id: 7,
      p_amount: 12.5,
      p_reason: 'Lesión: no puede jugar',
    });
  });

  it("shows the database's refusal with its message and keeps what was typed", async () => {
    const { rpc, onClose } = renderDialog({
      data: null,
      error: { code: 'P0001', hint: 'refund_too_large', message: 'refund_too_large', details: null },
    });
    type(await amountField(), '100');
    type(reasonField(), 'Cancelación');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Devolver 100,00\s€$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Es más de lo que queda por devolver de este pago. Indique como máximo lo que queda.',
    );
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect((await amountField()).value).toBe('100,00');
    expect(reasonField().value).toBe('Cancelación');
  });

  it('tells a Coordinator the database refused: only an Admin refunds', async () => {
    renderDialog({
      data: null,
      error: { code: '42501', hint: 'not_admin', message: 'not_admin', details: null },
    });
    type(await amountField(), '20');
    type(reasonField(), 'Error de cobro');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Devolver 20,00\s€$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo un Administrador puede devolver un pago. Pídaselo a un Administrador.',
    );
  });
});
