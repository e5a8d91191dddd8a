// The payloads the mail tests render: an academy with every detail, a place in a summer week,
// a Spanish family.
import type {
  AcademyInMail,
  ErasureMailPayload,
  GuardianMailPayload,
  ItemInMail,
  RegistrationMailPayload,
} from './payload.ts';

export const academy: AcademyInMail = {
  address_en: 'Calle Terraza 86, Estepona',
  address_es: 'Calle Terraza 86, Estepona (España)',
  address_ru: null,
  address_url: 'https://maps.example/terraza',
  phone: '+34 952 80 47 15',
  email: 'sport@example.com',
  whatsapp_link: null,
  company_name: 'SierraMar S.L.',
  bank_account_holder: 'SierraMar S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_bic: 'CAIXESBBXXX',
  bizum_phone: '+34 611 48 25 90',
  payment_instructions_en: 'Pay within three days.',
  payment_instructions_es: 'Pague en tres días.',
  payment_instructions_ru: null,
};

export function item(
  overrides: Partial<ItemInMail> = {},
  offer: Partial<ItemInMail['offer']> = {},
): ItemInMail {
  return {
    registration_id: 41,
    child_name: 'Pablo <b>',
    status: 'new',
    waiting_position: null,
    hold_expires_at: null,
    manage_token: 'p1.41.1900000000.sig',
    offer: {
      id: 7,
      kind: 'campus_week',
      title_en: 'Summer week 1',
      title_es: 'Semana de verano 1',
      title_ru: null,
      starts_on: '2027-06-28',
      ends_on: '2027-07-02',
      starts_at: null,
      ends_at: null,
      age_group: null,
      campus_role: 'PLAYER',
      campus_type: 'INTERNAL',
      price: 350,
      deposit: 100,
      kit_list_en: 'Boots & shin pads',
      kit_list_es: 'Botas y espinilleras',
      kit_list_ru: null,
      ...offer,
    },
    amounts: {
      list_price: 350,
      early_bird: false,
      sibling_discount_percent: 0,
      price: 350,
      deposit: 100,
      due_now: 100,
    },
    ...overrides,
  };
}

export function payload(kind: RegistrationMailPayload['kind'], items: ItemInMail[]): RegistrationMailPayload {
  return {
    kind,
    family: { parent_name: 'Ana', email: 'ana@example.com', phone: '+34 600', language: 'es' },
    items,
    academy,
    reference: 'R12',
  };
}

export const opts = { siteUrl: 'https://academy.example/' };

/** Ana invites Luis, a second guardian, to the family's account. */
export const guardianInvitation: GuardianMailPayload = {
  kind: 'guardian_invited',
  academy,
  invitation: { invited_by: 'Ana <i>', name: 'Luis', email: 'luis@example.com' },
};

/** Ana asks from the account to erase her family's two records. */
export const erasureRequest: ErasureMailPayload = {
  kind: 'erasure_requested',
  academy,
  family: { parent_name: 'Ana <i>', email: 'ana@example.com', phone: '+34 600', language: 'es' },
  family_ids: [42, 57],
  requested_at: '2027-01-01T10:00:00Z',
};
