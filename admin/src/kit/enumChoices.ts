import { Constants, type Enums } from '@academy/shared';

type EnumName = keyof typeof Constants.public.Enums;

/**
 * Where the label of each value of the enums the back office offers in a select lives in the
 * admin catalogs: `${prefix}.${value}`. The values themselves come from the database's enums
 * (database.types.ts `Constants`), so a value added there is offered here with no other change,
 * and enumChoices.test.ts fails until it has a label in every language.
 */
export const ENUM_LABELS = {
  staff_role: 'app.roles',
  news_status: 'app.news.status',
  menu_type: 'app.menu_items.types',
  component_key: 'app.component_keys',
  // The campus page editor's card chooser (pageShapes' choice nodes, PageInputs).
  campus_role: 'app.pages.choices',
  campus_type: 'app.pages.choices',
  // Registrations: offers, the inbox, payments, enquiries and the e-mail log.
  offer_kind: 'app.offers.kinds',
  before_camp_detail: 'app.before_camp.detail_names',
  registration_status: 'app.registrations.statuses',
  payment_state: 'app.registrations.payment_states',
  payment_progress: 'app.registrations.payment_progress',
  refund_status: 'app.refunds.statuses',
  online_payment_method: 'app.registration_settings.methods',
  payment_kind: 'app.payments.kinds',
  payment_method: 'app.payments.methods',
  enquiry_status: 'app.enquiries.statuses',
  email_kind: 'app.registrations.email_kinds',
  outbox_status: 'app.registrations.email_statuses',
  language_code: 'app.language_names',
  access_event: 'app.access_log.events',
} as const satisfies Partial<Record<EnumName, string>>;

/** The choices of a select of enum `name`, labelled in the admin language. */
export function enumChoices<N extends keyof typeof ENUM_LABELS>(
  name: N,
  translate: (key: string) => string,
): { id: Enums<N>; name: string }[] {
  const values: readonly string[] = Constants.public.Enums[name];
  return values.map((value) => ({
    id: value as Enums<N>,
    name: translate(`${ENUM_LABELS[name]}.${value}`),
  }));
}
