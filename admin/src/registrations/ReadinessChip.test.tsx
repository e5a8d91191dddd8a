import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { ReadinessChip, type Readiness } from './ReadinessChip.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

function inAdmin(lang: 'en' | 'es' | 'ru', readiness: Readiness) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(lang)} store={memoryStore()}>
        <ReadinessChip {...readiness} />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ReadinessChip', () => {
  it.each<['en' | 'es' | 'ru', string, string]>([
    ['en', 'Not ready', 'Medical information confirmed, Who may collect the child'],
    ['es', 'No listo', 'Información médica confirmada, Quién puede recoger al menor'],
    ['ru', 'Не готово', 'Медицинские сведения подтверждены, Кто может забирать ребёнка'],
  ])('names what a booking still misses (%s)', async (lang, label, names) => {
    inAdmin(lang, {
      required: ['medical_form', 'collectors', 'emergency_contact'],
      missing: ['medical_form', 'collectors'],
      ready: false,
    });
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText(names)).toBeTruthy();
  });

  it('says Ready once everything is given', async () => {
    inAdmin('en', { required: ['collectors'], missing: [], ready: true });
    expect(await screen.findByText('Ready')).toBeTruthy();
  });

  it('shows nothing when the offer requires nothing, or the booking holds no place', () => {
    inAdmin('en', { required: [], missing: [], ready: true });
    expect(document.body.textContent).toBe('');
    cleanup();
    inAdmin('en', { required: ['collectors'], missing: ['collectors'], ready: null });
    expect(document.body.textContent).toBe('');
  });
});
