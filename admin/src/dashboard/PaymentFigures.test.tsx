import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ServicesContext, type Services } from '../platform/ServicesContext.ts';
import { PaymentFigures } from './PaymentFigures.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

function renderFigures(figures: Record<string, number>) {
  const client = { rpc: vi.fn(async () => ({ data: figures, error: null })) };
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={{ client } as unknown as Services}>
        <AdminContext i18nProvider={createI18nProvider('es')} store={memoryStore()}>
          <PaymentFigures />
        </AdminContext>
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
  return client.rpc;
}

afterEach(cleanup);

describe('PaymentFigures', () => {
  it("shows the week's money in euro and links the counts to the inbox filtered by payment state", async () => {
    const rpc = renderFigures({
      collected_week: 1250.5,
      refunded_week: 50,
      outstanding: 3400,
      awaiting_deposit: 3,
      overdue: 1,
    });
    expect(await screen.findByText(/^1250,50\s€$/)).toBeTruthy();
    expect(screen.getByText('cobrado esta semana')).toBeTruthy();
    expect(screen.getByText(/^50,00\s€$/)).toBeTruthy();
    expect(screen.getByText(/^3400,00\s€$/)).toBeTruthy();
    const awaiting = screen.getByRole('link', { name: /pendientes de señal/ });
    expect(awaiting.textContent).toContain('3');
    expect(decodeURIComponent(awaiting.getAttribute('href')!)).toContain(
      '{"payment_progress":"awaiting_deposit"}',
    );
    const overdue = screen.getByRole('link', { name: /vencida/ });
    expect(decodeURIComponent(overdue.getAttribute('href')!)).toContain('{"payment_progress":"overdue"}');
    expect(rpc).toHaveBeenCalledWith('payments_dashboard');
  });

  it('says so when there is no payment yet', async () => {
    renderFigures({ collected_week: 0, refunded_week: 0, outstanding: 0, awaiting_deposit: 0, overdue: 0 });
    expect(
      await screen.findByText('Todavía no hay pagos: las cifras aparecen cuando las familias pagan.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
