/**
 * The public registration and enquiry forms' messages in English (the source catalog): the
 * refusals of the database by their code (`errors`, shared/src/dbErrors.ts: PUBLIC_ERROR_MESSAGES),
 * the form schema's refusals (`fields`, shared/src/registration.ts: FieldIssue) and the labels of
 * the value lists a family meets. `{name}` is filled at run time; no text depends on a plural.
 */
export const registrationEn = {
  errors: {
    honeypot: 'Your form could not be sent. Reload the page and try again.',
    form_token_invalid: 'This form could not be checked. Reload the page and send it again.',
    too_fast: 'That was quick! Check the form once more, then send it again.',
    form_expired: 'This form was open for too long. Reload the page and send it again.',
    form_token_used: 'This form was already sent. Reload the page to send a new one.',
    too_many_submissions:
      'Too many registrations were sent from your connection in the last hour. Try again later or call us.',
    too_many_enquiries:
      'Too many messages were sent from your connection in the last hour. Try again later or call us.',
    registration_closed: 'Online registration is closed at the moment. Contact us by WhatsApp or e-mail.',
    submission_invalid: 'Some details are missing or not valid. Check the marked fields.',
    submission_changed:
      'This form was already sent with other details. Reload the page to make a new registration.',
    too_many_children: 'One form registers at most {max} children.',
    too_many_offers: 'One form books at most {max} sessions.',
    consent_required: 'Tick the consents marked as required.',
    consent_version_unknown: 'The consent texts have changed. Reload the page and read them again.',
    offer_not_found: 'This session no longer exists. Reload the page and choose again.',
    offer_closed: 'Registration for this session is closed.',
    already_registered:
      'This child is already registered for this session: we have the first registration and sent you an e-mail about it.',
    birth_year_out_of_range: 'Born in {birth_year}: this session is for children born from {min} to {max}.',
    link_invalid: 'This link is not valid. Use the link in the latest e-mail we sent you.',
    link_expired: 'This link has expired. Contact us if you need to change the registration.',
    action_not_available: 'This can no longer be done online. Contact us, please.',
    place_offer_expired: 'Sorry: the place was held for you until its deadline, which has passed.',
  },
  fields: {
    required: 'This field is required',
    too_long: 'Too long: at most {max} characters',
    invalid_email: 'Enter an e-mail address such as name@example.com',
    invalid_phone: 'Enter a phone number: digits, spaces and + ( ) - only',
    invalid_date: 'Enter a real date of birth',
    choose_one: 'Choose one of the options',
    consent_required: 'This consent is required',
    choose_offer: 'Choose at least one session',
    duplicate_offer: 'Each session can be chosen once',
    too_many_children: 'One form registers at most {max} children',
    too_many_offers: 'One form books at most {max} sessions',
    contact_required: 'Give an e-mail address or a phone number',
  },
  status: {
    new: 'Place reserved',
    confirmed: 'Place confirmed',
    waiting: 'On the waiting list',
    offered: 'A place is offered to you',
    cancelled: 'Cancelled',
    attended: 'Attended',
  },
  amounts: {
    price: 'Price: {amount}',
    discounted: 'Price: {amount} instead of {list} ({discounts})',
    earlyBird: 'early-bird price',
    sibling: '{percent}% sibling discount',
  },
  waitingPosition: 'Position {position} on the waiting list',
  positions: {
    goalkeeper: 'Goalkeeper',
    defender: 'Defender',
    midfielder: 'Midfielder',
    forward: 'Forward',
    any: 'Any position / not sure',
  },
  shirtSizes: {
    '116': '116 cm (5–6 years)',
    '128': '128 cm (7–8 years)',
    '140': '140 cm (9–10 years)',
    '152': '152 cm (11–12 years)',
    '164': '164 cm (13–14 years)',
    S: 'Adult S',
    M: 'Adult M',
    L: 'Adult L',
    XL: 'Adult XL',
  },
  offerKinds: { campus_week: 'Campus week', camp: 'Camp', trial: 'Trial session' },
} as const;
