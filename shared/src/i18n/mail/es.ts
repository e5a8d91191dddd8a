import type { Messages } from '../types.ts';
import type { mailEn } from './en.ts';

export const mailEs = {
  academyName: 'Academia de Fútbol SierraMar',
  greeting: 'Hola, {name}:',
  signature: 'Nos vemos en el campo,\nel equipo de SierraMar',
  footer: '¿Preguntas? Escríbenos a {email} o llámanos al {phone}.',
  footerReason: 'Recibes este correo por una inscripción hecha en nuestra web.',
  manageLink: 'Gestionar esta inscripción',
  acceptLink: 'Aceptar la plaza',
  dates: 'Del {start} al {end}',
  dateTime: '{date}, {start}–{end}',
  kitHeading: 'Qué llevar a {offer}',
  placeHeading: 'Dónde',
  mapLink: 'Abrir el mapa',
  calendarNote: 'El archivo de calendario adjunto añade las fechas a tu calendario.',
  itemsHeading: 'Tu inscripción',
  payment: {
    heading: 'Cómo pagar',
    dueNow: 'A pagar ahora: {amount}',
    total: 'Precio de las plazas: {amount}',
    transfer: 'Transferencia bancaria a {holder}',
    iban: 'IBAN: {iban}',
    bic: 'BIC: {bic}',
    reference: 'Concepto: {reference}',
    bizum: 'Bizum: {phone}',
    office: 'O paga con tarjeta o en efectivo en la academia.',
    waitingNote:
      'Nada que pagar mientras estés en lista de espera: te escribiremos si queda una plaza libre.',
  },
  registration_received: {
    subject: 'Tu inscripción en la Academia de Fútbol SierraMar',
    intro: 'Gracias por inscribirte. Así queda cada niño:',
  },
  registration_notice: {
    subject: 'Nueva inscripción: {parent}',
    intro: 'Una familia se ha inscrito en la web (referencia {reference}).',
    contact: 'Correo: {email} · Teléfono: {phone} · Idioma: {language}',
  },
  place_offered: {
    subject: 'Hay una plaza libre para {child}',
    intro:
      'Buenas noticias: ha quedado una plaza libre en {offer}. La reservamos para {child} hasta el {deadline}. Acéptala con el botón de abajo; si no la aceptas antes, pasa a la siguiente familia de la lista de espera.',
  },
  place_accepted: {
    subject: 'Plaza reservada para {child}',
    intro: 'Has aceptado la plaza: {offer} queda reservada para {child}.',
  },
  hold_expired: {
    subject: 'La plaza ofrecida para {child} ha pasado a otra familia',
    intro:
      'La plaza que reservamos para {child} en {offer} no se aceptó a tiempo y ha pasado a la siguiente familia. Si aún quieres participar, escríbenos.',
  },
  registration_cancelled: {
    subject: 'Inscripción cancelada: {child}',
    intro: 'La inscripción de {child} en {offer} está cancelada.',
  },
  registration_confirmed: {
    subject: 'Plaza confirmada para {child}',
    intro: 'Tu plaza está confirmada: {child} está inscrito/a en {offer}.',
  },
  reminder_week: {
    subject: '{offer} empieza dentro de una semana',
    intro: 'Te recordamos que {child} empieza {offer} el {date}.',
  },
  reminder_day: {
    subject: '{offer} empieza mañana',
    intro: '¡Hasta mañana! {child} empieza {offer} el {date}.',
  },
  enquiry_notice: {
    subject: 'Nueva consulta de {name}',
    intro: 'Ha llegado un mensaje desde la página de contacto.',
    name: 'Nombre: {name}',
    email: 'Correo: {email}',
    phone: 'Teléfono: {phone}',
    language: 'Idioma: {language}',
  },
} as const satisfies Messages<typeof mailEn>;
