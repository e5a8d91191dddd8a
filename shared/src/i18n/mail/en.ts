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
  /** How a payment was made, as a receipt says it ('by card'). */
  methods: {
    transfer: 'bank transfer',
    bizum: 'Bizum',
    card_at_office: 'card at the academy',
    cash: 'cash',
    card_online: 'card',
    bizum_online: 'Bizum',
  },
  paymentKinds: { deposit: 'Deposit', balance: 'Balance' },
  // While online payments are on: the Pay button is on the parents' page, which the e-mail links.
  online: {
    payBy:
      'Pay the deposit ({amount}) by {deadline} to keep the place. If it is not paid by then, the place is released for other families.',
    payButton: 'Pay now',
    payLater: 'Pay what remains online from your registration page.',
    transferToo: 'You can also pay by bank transfer within that time:',
  },
  account: {
    paid: 'Paid: {amount}',
    remaining: 'Remaining: {amount}',
    balanceDue: 'Remaining: {amount}, due by {date}',
    fullyPaid: 'Fully paid',
    totalRemaining: 'Total remaining: {amount}',
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
  // place_offered while online payments are on: the family accepts the place by paying.
  place_offered_pay: {
    intro:
      'Good news: a place has become free in {offer}. We hold it for {child} until {deadline}. To accept it, pay the deposit ({amount}) with the button below; if it is not paid by then, the place passes to the next family on the waiting list.',
    button: 'Pay the deposit',
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
  // While a booking misses details its offer requires before it starts (until they are given).
  before_camp_reminder: {
    subject: 'Details still needed for {child} before {offer}',
    intro:
      'Before {offer} starts, the academy still needs a few details for {child}. Please add them by {date} in your family account:',
    button: 'Open my family account',
    signIn: 'Sign in there with this e-mail address: we send you a code.',
    details: {
      medical_form: 'Allergies and medication (confirm them, even if there are none)',
      emergency_contact: 'An emergency contact',
      collectors: 'Who may collect the child',
      photo_consent: 'The photo consents',
    },
  },
  reminder_day: {
    subject: '{offer} starts tomorrow',
    intro: 'See you tomorrow! {child} starts {offer} on {date}.',
  },
  payment_receipt: {
    subject: 'We have received your payment',
    intro: 'We have received your payment, thank you. The places below are confirmed.',
    introHeld:
      'We have received your payment, thank you. Below is where each place stands and what remains to pay.',
    introRefunded:
      'We have received your payment, thank you. A place below was no longer held for you when it arrived, so what you paid for it is being refunded; you will receive an e-mail when the refund is made.',
    heading: 'Payment received',
    line: '{kind} for {child}: {amount}, {date}, by {method}',
    providerId: 'Payment reference: {id}',
  },
  balance_due: {
    subject: 'The balance for {child} is due on {date}',
    intro:
      'A reminder: the rest of the price of the places below is due by {date}. You can pay it online with the button below.',
  },
  balance_reminder: {
    subject: 'The balance for {child} is due today',
    intro:
      'The rest of the price of the places below is due today, {date}. You can pay it online with the button below.',
  },
  refund_issued: {
    subject: 'We have refunded {amount}',
    intro: 'We have refunded {amount} of your payment of {payment}.',
    payment: '{kind} for {child}, paid on {date} by {method} ({id})',
    reason: 'Reason: {reason}',
    reasons: {
      provider_dashboard: 'Refunded by the academy through the payment provider',
      family_cancelled: 'You cancelled within the cancellation policy',
      place_not_held: 'The place was no longer held for you when the payment arrived',
      overpaid: 'You paid more than was due',
      hold_ended: 'The hold on the place ended before the deposit was paid in full',
    },
    arrival: 'The money reaches your card or Bizum account within a few days, depending on your bank.',
  },
  deposit_unpaid: {
    subject: 'The place for {child} has been released',
    intro:
      'We held a place for {child} in {offer} while waiting for the deposit. It was not paid in time, so the place has been released for other families.',
    again:
      'If you still wish to take part, register again on our website: if a place is free, you can pay the deposit at once.',
    registerLink: 'Register again',
  },
  // To the academy, in its notification language.
  payment_refunded_late: {
    subject: 'Late payment refunded: {parent}',
    intro:
      'A payment arrived after the place had passed on to another family, so it was refunded to the family automatically.',
    contact: 'E-mail: {email} · Phone: {phone}',
    payment: 'Payment: {amount} on {date} by {method} ({id})',
    refund: 'Refunded: {amount}',
  },
  guardian_invited: {
    subject: '{inviter} invited you to the family account at {academy}',
    greeting: 'Hello,',
    intro:
      '{inviter} has invited you to the family account at {academy}. There you see the children, their bookings and what the academy still needs before camp, and you can keep their details up to date.',
    signIn:
      'To sign in, open the account page and type this e-mail address ({email}): we send you a six-digit code. You need no password.',
    button: 'Open the family account',
    notExpected: 'If you do not know {inviter}, ignore this e-mail: nothing happens unless you sign in.',
    footerReason: 'You receive this e-mail because {inviter} invited you to a family account on our website.',
  },
  erasure_requested: {
    subject: 'Erasure asked for: {name}',
    intro:
      'A family asked from its account to erase its data. Confirm it with the family, then erase the data in the back office, from the family’s registration.',
    name: 'Name: {name}',
    email: 'E-mail: {email}',
    phone: 'Phone: {phone}',
    families: 'Family records: {ids}',
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
