/**
 * The e-mails of registrations and enquiries in English (the source catalog), rendered by the
 * worker (packages/worker/src/mail) as HTML and plain text. `{name}` is filled at run time; no
 * text depends on a plural.
 */
export const mailEn = {
  academyName: 'SierraMar Football Academy',
  greeting: 'Hello {name},',
  signature: 'See you on the pitch,\nthe SierraMar team',
  footer: 'Questions? Write to {email} or call {phone}.',
  footerReason: 'You receive this e-mail because of a registration made on our website.',
  manageLink: 'Manage this registration',
  acceptLink: 'Accept the place',
  dates: '{start} to {end}',
  dateTime: '{date}, {start}–{end}',
  kitHeading: 'What to bring to {offer}',
  placeHeading: 'Where',
  mapLink: 'Open the map',
  calendarNote: 'The attached calendar file adds the dates to your calendar.',
  itemsHeading: 'Your registration',
  payment: {
    heading: 'How to pay',
    dueNow: 'To pay now: {amount}',
    total: 'Price of the places: {amount}',
    transfer: 'Bank transfer to {holder}',
    iban: 'IBAN: {iban}',
    bic: 'BIC: {bic}',
    reference: 'Reference: {reference}',
    bizum: 'Bizum: {phone}',
    office: 'Or pay by card or in cash at the academy.',
    waitingNote: 'Nothing to pay while on the waiting list: we will e-mail you if a place becomes free.',
  },
  registration_received: {
    subject: 'Your registration with SierraMar Football Academy',
    intro: 'Thank you for registering. Here is where each child stands:',
  },
  registration_notice: {
    subject: 'New registration: {parent}',
    intro: 'A family registered on the website (reference {reference}).',
    contact: 'E-mail: {email} · Phone: {phone} · Language: {language}',
  },
  place_offered: {
    subject: 'A place is free for {child}',
    intro:
      'Good news: a place has become free in {offer}. We hold it for {child} until {deadline}. Accept it with the button below; if it is not accepted by then, it passes to the next family on the waiting list.',
  },
  place_accepted: {
    subject: 'Place reserved for {child}',
    intro: 'You accepted the place: {offer} is now reserved for {child}.',
  },
  hold_expired: {
    subject: 'The place offered for {child} has passed on',
    intro:
      'The place we held for {child} in {offer} was not accepted in time, so it has passed to the next family. If you still wish to take part, contact us.',
  },
  registration_cancelled: {
    subject: 'Registration cancelled: {child}',
    intro: 'The registration of {child} for {offer} is cancelled.',
  },
  // Sent when staff confirm a registration (a place accepted from an offer has place_accepted).
  registration_confirmed: {
    subject: 'Place confirmed for {child}',
    intro: 'Your place is confirmed: {child} is registered for {offer}.',
  },
  reminder_week: {
    subject: '{offer} starts in a week',
    intro: 'A reminder: {child} starts {offer} on {date}.',
  },
  reminder_day: {
    subject: '{offer} starts tomorrow',
    intro: 'See you tomorrow! {child} starts {offer} on {date}.',
  },
  enquiry_notice: {
    subject: 'New enquiry from {name}',
    intro: 'A message arrived through the contacts page.',
    name: 'Name: {name}',
    email: 'E-mail: {email}',
    phone: 'Phone: {phone}',
    language: 'Language: {language}',
  },
} as const;
