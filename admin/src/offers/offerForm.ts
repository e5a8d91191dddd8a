import { LANGUAGES } from '@academy/shared';

type Values = Record<string, unknown>;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (blank(value) ? null : String(value).trim());
const number = (value: unknown) => (blank(value) ? null : Number(value));

/**
 * The rules of an offer that its inputs alone cannot check, as the database checks them, with
 * the catalog key of the field's message (so a save is never refused by the database with no
 * field named): an English title and a trial's age group that are more than spaces, the end not
 * before the start, the youngest birth year not before the oldest, the deposit above zero and not
 * above the price, an early-bird price below the price with its last day (or neither),
 * registration closing after it opens, a session ending after it starts, the day the details
 * are due before camp not after the offer ends.
 */
export function offerProblems(values: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  if (blank(values.title_en)) problems.title_en = 'app.validation.required';
  if (values.kind === 'trial' && blank(values.age_group)) problems.age_group = 'app.validation.required';
  const before = (a: unknown, b: unknown) => !blank(a) && !blank(b) && String(a) < String(b);
  if (before(values.ends_on, values.starts_on)) problems.ends_on = 'app.offers.errors.ends_before_start';
  const min = number(values.birth_year_min);
  const max = number(values.birth_year_max);
  if (min !== null && max !== null && max < min) problems.birth_year_max = 'app.offers.errors.birth_years';
  const price = number(values.price);
  const deposit = number(values.deposit);
  if (deposit !== null && (deposit <= 0 || (price !== null && deposit > price)))
    problems.deposit = 'app.offers.errors.deposit';
  const early = number(values.early_bird_price);
  if (
    (early === null) !== blank(values.early_bird_until) ||
    (early !== null && (early < 0 || (price !== null && early >= price)))
  )
    problems.early_bird_price = 'app.offers.errors.early_bird';
  const opens = blank(values.registration_opens_at) ? null : new Date(String(values.registration_opens_at));
  const closes = blank(values.registration_closes_at)
    ? null
    : new Date(String(values.registration_closes_at));
  if (opens && closes && closes <= opens)
    problems.registration_closes_at = 'app.offers.errors.closes_before_opens';
  if (
    values.kind === 'trial' &&
    !blank(values.ends_at) &&
    !blank(values.starts_at) &&
    !before(values.starts_at, values.ends_at)
  )
    problems.ends_at = 'app.offers.errors.ends_before_start';
  if (before(values.ends_on, values.before_camp_deadline))
    problems.before_camp_deadline = 'app.offers.errors.before_camp_deadline';
  return problems;
}

/**
 * The row an Admin's form saves: translations left empty are null, the role and type only for a
 * campus week, the age group and times only for a trial session, no deposit when none is given,
 * no detail required before camp when none is ticked.
 */
export function offerTransform(values: Values): Values {
  const out: Values = { ...values };
  for (const lang of LANGUAGES) {
    if (lang === 'en') continue;
    for (const field of ['title', 'description', 'kit_list'])
      out[`${field}_${lang}`] = text(values[`${field}_${lang}`]);
  }
  out.title_en = String(values.title_en ?? '').trim();
  out.description_en = String(values.description_en ?? '').trim();
  out.kit_list_en = String(values.kit_list_en ?? '').trim();
  const campus = values.kind === 'campus_week';
  const trial = values.kind === 'trial';
  out.campus_role = campus ? values.campus_role : null;
  out.campus_type = campus ? values.campus_type : null;
  out.age_group = trial ? text(values.age_group) : null;
  out.starts_at = trial ? text(values.starts_at) : null;
  out.ends_at = trial ? text(values.ends_at) : null;
  out.deposit = number(values.deposit);
  out.early_bird_price = number(values.early_bird_price);
  out.early_bird_until = text(values.early_bird_until);
  out.sort_order = number(values.sort_order) ?? 0;
  out.before_camp_details = Array.isArray(values.before_camp_details) ? values.before_camp_details : [];
  out.before_camp_deadline = text(values.before_camp_deadline);
  return out;
}

/** What a Coordinator's form saves: the places and online registration, nothing else. */
export function coordinatorTransform(values: Values): Values {
  return { capacity: values.capacity, online_registration: values.online_registration === true };
}
