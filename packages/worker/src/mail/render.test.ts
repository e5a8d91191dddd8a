import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@academy/shared/languages.ts';
import { Constants } from '@academy/shared/database.types.ts';
import { academy, erasureRequest, guardianInvitation, item, opts, payload } from './fixtures.ts';
import type { MailPayload } from './payload.ts';
import { renderMail } from './render.ts';
import { madridInstant } from './time.ts';

const KINDS = Constants.public.Enums.email_kind;

describe('renderMail', () => {
  it('renders every kind in every language, with a subject, HTML and text', () => {
    for (const kind of KINDS) {
      const p: MailPayload =
        kind === 'enquiry_notice'
          ? {
              kind,
              academy,
              enquiry: {
                id: 1,
                name: 'Olga',
                email: 'olga@example.com',
                phone: null,
                message: 'Hello?',
                language: 'ru',
                created_at: '2027-01-01T10:00:00Z',
              },
            }
          : kind === 'guardian_invited'
            ? guardianInvitation
            : kind === 'erasure_requested'
              ? erasureRequest
              : payload(kind, [item({ hold_expires_at: '2027-06-01T10:00:00Z', status: 'offered' })]);
      for (const lang of LANGUAGES) {
        const mail = renderMail(p, lang, opts);
        expect(mail.subject, `${kind} ${lang}`).toMatch(/\S/);
        expect(mail.subject).not.toMatch(/\{\w+\}/);
        expect(mail.text).not.toMatch(/\{\w+\}/);
        expect(mail.html).toContain(`<html lang="${lang}">`);
      }
    }
  });

  it('tells places, the waiting position, what to pay and how, and escapes what families wrote', () => {
    const mail = renderMail(
      payload('registration_received', [
        item(),
        item({ registration_id: 42, status: 'waiting', waiting_position: 3 }),
      ]),
      'es',
      opts,
    );
    expect(mail.subject).toBe('Tu inscripción en la Academia de Fútbol SierraMar');
    expect(mail.text).toContain('* Pablo <b>: Semana de verano 1');
    expect(mail.text).toContain('Del 28 de junio de 2027 al 2 de julio de 2027');
    expect(mail.text).toContain('Plaza reservada');
    expect(mail.text).toContain('Puesto 3 en la lista de espera');
    // Only the place taken is due: its deposit now, its price in all.
    expect(mail.text).toContain('A pagar ahora: 100');
    expect(mail.text).toContain('Precio de las plazas: 350');
    expect(mail.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
    expect(mail.text).toContain('Concepto: R12');
    expect(mail.text).toContain('Bizum: +34 611 48 25 90');
    expect(mail.text).toContain('Pague en tres días.');
    expect(mail.text).toContain('Botas y espinilleras');
    expect(mail.text).toContain('Abrir el mapa: https://maps.example/terraza');
    expect(mail.text).toContain('https://academy.example/es/registration/manage?token=p1.41.1900000000.sig');
    expect(mail.html).toContain('Pablo &lt;b&gt;');
    expect(mail.html).not.toContain('Pablo <b>');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.senderName).toBe('Academia de Fútbol SierraMar');
    // The family's own e-mail is answered to the academy, its sender.
    expect(mail.replyTo).toBeUndefined();
  });

  it('names the academy in the e-mail’s language, and speaks to a Spanish family as tú', () => {
    const names = LANGUAGES.map((lang) => renderMail(payload('registration_received', [item()]), lang, opts));
    expect(names.map((m) => m.senderName)).toEqual([
      'SierraMar Football Academy',
      'Academia de Fútbol SierraMar',
      'Футбольная академия SierraMar',
    ]);
    expect(names[2]!.subject).toBe('Ваша запись в футбольную академию SierraMar');
    for (const kind of KINDS) {
      if (kind === 'enquiry_notice') continue;
      const mail = renderMail(
        kind === 'guardian_invited'
          ? guardianInvitation
          : kind === 'erasure_requested'
            ? erasureRequest
            : payload(kind, [item({ status: 'offered', hold_expires_at: '2027-06-01T10:00:00Z' })]),
        'es',
        opts,
      );
      // No formal address (usted: su, le, esté, escriba, pague...) in any Spanish e-mail.
      expect(`${mail.subject}\n${mail.text}`, kind).not.toMatch(
        /(?<!\p{L})(usted|su|sus|le|les|esté|escriba|llame|pague|desea|acéptela|inscribirse)(?!\p{L})/iu,
      );
    }
    expect(renderMail(payload('place_accepted', [item()]), 'es', opts).text).toContain(
      'Has aceptado la plaza',
    );
  });

  it('answers the academy’s copy of a registration or an enquiry to the family', () => {
    const notice = renderMail(payload('registration_notice', [item()]), 'es', opts);
    expect(notice.replyTo).toBe('ana@example.com');
    const enquiry = renderMail(
      {
        kind: 'enquiry_notice',
        academy,
        enquiry: {
          id: 1,
          name: 'Olga',
          email: 'olga@example.com',
          phone: null,
          message: 'Hello?',
          language: 'ru',
          created_at: '2027-01-01T10:00:00Z',
        },
      },
      'es',
      opts,
    );
    expect(enquiry.replyTo).toBe('olga@example.com');
  });

  it('tells the amounts the database computed, naming the discounts', () => {
    const sibling = item({
      registration_id: 42,
      child_name: 'Lucía',
      amounts: {
        list_price: 350,
        early_bird: true,
        sibling_discount_percent: 10,
        price: 270,
        deposit: 100,
        due_now: 100,
      },
    });
    const mail = renderMail(payload('registration_received', [item(), sibling]), 'en', opts);
    expect(mail.text).toContain('Price: €350');
    expect(mail.text).toContain('Price: €270 instead of €350 (early-bird price, 10% sibling discount)');
    expect(mail.text).toContain('Price of the places: €620');
    expect(mail.text).toContain('To pay now: €200');
    const es = renderMail(payload('registration_received', [sibling]), 'es', opts);
    expect(es.text).toContain(
      'Precio: 270\u00a0€ en lugar de 350\u00a0€ (precio de reserva anticipada, descuento por hermanos del 10 %)',
    );
  });

  it('gives the transfer’s reference again when a place from the waiting list is accepted', () => {
    const mail = renderMail(payload('place_accepted', [item()]), 'en', opts);
    expect(mail.text).toContain('Reference: R12');
    expect(mail.text).toContain('To pay now: €100');
  });

  it('attaches an all-day .ics for the places taken, and none for the waiting list', () => {
    const mail = renderMail(payload('registration_received', [item()]), 'en', opts);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: 'registration.ics' });
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('DTSTART;VALUE=DATE:20270628');
    // The end of an all-day event is the day after the last one.
    expect(ics!.content).toContain('DTEND;VALUE=DATE:20270703');
    expect(ics!.content).toContain('SUMMARY:Summer week 1: Pablo <b>');
    expect(ics!.content).toContain('LOCATION:Calle Terraza 86\\, Estepona');
    const waiting = renderMail(
      payload('registration_received', [item({ status: 'waiting', waiting_position: 1 })]),
      'en',
      opts,
    );
    expect(waiting.attachments).toEqual([]);
    expect(waiting.text).toContain('Nothing to pay while on the waiting list');
  });

  it('times a trial session on Madrid’s clock, written in UTC', () => {
    const trial = item(
      {},
      {
        kind: 'trial',
        starts_on: '2027-01-15',
        ends_on: '2027-01-15',
        starts_at: '18:00:00',
        ends_at: '19:30:00',
      },
    );
    const mail = renderMail(payload('reminder_day', [trial]), 'en', opts);
    expect(mail.text).toContain('15 January 2027, 18:00–19:30');
    // Winter: Madrid is UTC+1.
    expect(mail.attachments[0]!.content).toContain('DTSTART:20270115T170000Z');
    expect(mail.attachments[0]!.content).toContain('DTEND:20270115T183000Z');
  });

  it('offers a freed place with its deadline and an accept button', () => {
    const mail = renderMail(
      payload('place_offered', [item({ status: 'offered', hold_expires_at: '2027-06-01T10:00:00Z' })]),
      'en',
      opts,
    );
    expect(mail.subject).toBe('A place is free for Pablo <b>');
    expect(mail.text).toContain('until 1 June 2027 at 12:00');
    expect(mail.html).toContain('>Accept the place</a>');
    expect(mail.attachments).toEqual([]);
  });
});

describe('madridInstant', () => {
  it('follows summer and winter time', () => {
    expect(madridInstant('2027-07-01', '10:00').toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(madridInstant('2027-12-01', '10:00').toISOString()).toBe('2027-12-01T09:00:00.000Z');
    // The last Sunday of March: 03:30 exists only after the change (UTC+2).
    expect(madridInstant('2027-03-28', '03:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('invites a second guardian to the account page in the family language, to sign in with the address invited', () => {
    const links = {
      en: 'https://academy.example/account',
      es: 'https://academy.example/es/account',
      ru: 'https://academy.example/ru/account',
    };
    for (const lang of LANGUAGES) {
      const mail = renderMail(guardianInvitation, lang, opts);
      expect(mail.html).toContain(`href="${links[lang]}"`);
      expect(mail.text).toContain(links[lang]);
      expect(mail.text).toContain('luis@example.com');
      expect(mail.text).toContain('Luis');
      expect(mail.html).toContain('Ana &lt;i&gt;');
      expect(mail.attachments).toEqual([]);
    }
    expect(renderMail(guardianInvitation, 'es', opts).subject).toBe(
      'Ana <i> te ha invitado a la cuenta familiar de Academia de Fútbol SierraMar',
    );
  });

  it('brings the academy a family erasure request, answered to the family', () => {
    const mail = renderMail(erasureRequest, 'en', opts);
    expect(mail.subject).toBe('Erasure asked for: Ana <i>');
    expect(mail.replyTo).toBe('ana@example.com');
    expect(mail.text).toContain('Family records: #42, #57');
    expect(mail.html).toContain('Ana &lt;i&gt;');
    expect(mail.attachments).toEqual([]);
  });
});

describe('the before-camp reminder', () => {
  const camp = item({});
  const withCamp = {
    ...camp,
    before_camp: {
      required: ['medical_form', 'emergency_contact', 'collectors'],
      missing: ['emergency_contact', 'collectors'],
      due_on: '2027-06-20',
    },
  } satisfies typeof camp;
  const p = payload('before_camp_reminder', [withCamp]);

  it('lists only what is missing, the day, and the account page in the family’s language', () => {
    const en = renderMail(p, 'en', opts);
    expect(en.subject).toBe(`Details still needed for ${camp.child_name} before ${camp.offer.title_en}`);
    expect(en.text).toContain('by 20 June 2027');
    expect(en.text).toContain('An emergency contact');
    expect(en.text).toContain('Who may collect the child');
    expect(en.text).not.toContain('Allergies and medication');
    expect(en.html).toContain('href="https://academy.example/account"');
    const es = renderMail(p, 'es', opts);
    expect(es.text).toContain('a más tardar el 20 de junio de 2027 en tu cuenta de la familia');
    expect(es.html).toContain('href="https://academy.example/es/account"');
    expect(renderMail(p, 'ru', opts).html).toContain('href="https://academy.example/ru/account"');
  });
});
