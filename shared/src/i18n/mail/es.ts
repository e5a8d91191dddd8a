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
  methods: {
    transfer: 'transferencia bancaria',
    bizum: 'Bizum',
    card_at_office: 'tarjeta en la academia',
    cash: 'efectivo',
    card_online: 'tarjeta',
    bizum_online: 'Bizum',
  },
  paymentKinds: { deposit: 'Señal', balance: 'Resto' },
  online: {
    payBy:
      'Paga el depósito ({amount}) antes del {deadline} para mantener la plaza. Si no está pagado para entonces, la plaza queda libre para otras familias.',
    payButton: 'Pagar ahora',
    payLater: 'Paga lo que queda en línea desde la página de tu inscripción.',
    transferToo: 'También puedes pagar por transferencia bancaria dentro de ese plazo:',
  },
  account: {
    paid: 'Pagado: {amount}',
    remaining: 'Pendiente: {amount}',
    balanceDue: 'Pendiente: {amount}, a pagar antes del {date}',
    fullyPaid: 'Pagado por completo',
    totalRemaining: 'Total pendiente: {amount}',
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
  place_offered_pay: {
    intro:
      'Buenas noticias: ha quedado una plaza libre en {offer}. La reservamos para {child} hasta el {deadline}. Para aceptarla, paga el depósito ({amount}) con el botón de abajo; si no está pagado antes, la plaza pasa a la siguiente familia de la lista de espera.',
    button: 'Pagar el depósito',
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
  before_camp_reminder: {
    subject: 'Faltan datos de {child} antes de {offer}',
    intro:
      'Antes de que empiece {offer}, la academia aún necesita algunos datos de {child}. Añádelos a más tardar el {date} en tu cuenta de la familia:',
    button: 'Abrir mi cuenta de la familia',
    signIn: 'Entra con esta dirección de correo: te enviamos un código.',
    details: {
      medical_form: 'Alergias y medicación (confírmalas, aunque no haya ninguna)',
      emergency_contact: 'Un contacto de emergencia',
      collectors: 'Quién puede recoger al menor',
      photo_consent: 'Los consentimientos de fotos',
    },
  },
  reminder_day: {
    subject: '{offer} empieza mañana',
    intro: '¡Hasta mañana! {child} empieza {offer} el {date}.',
  },
  payment_receipt: {
    subject: 'Hemos recibido tu pago',
    intro: 'Hemos recibido tu pago, ¡gracias! Las plazas de abajo quedan confirmadas.',
    introHeld:
      'Hemos recibido tu pago, ¡gracias! Abajo ves cómo queda cada plaza y lo que te queda por pagar.',
    introRefunded:
      'Hemos recibido tu pago, ¡gracias! Una de las plazas de abajo ya no estaba reservada para ti cuando llegó, así que te devolvemos lo que pagaste por ella; recibirás un correo cuando se haga la devolución.',
    heading: 'Pago recibido',
    line: '{kind} de {child}: {amount}, {date}, con {method}',
    providerId: 'Referencia del pago: {id}',
  },
  balance_due: {
    subject: 'El resto del pago de {child} vence el {date}',
    intro:
      'Te recordamos que el resto del precio de las plazas de abajo se paga antes del {date}. Puedes pagarlo en línea con el botón de abajo.',
  },
  balance_reminder: {
    subject: 'El resto del pago de {child} vence hoy',
    intro:
      'El resto del precio de las plazas de abajo vence hoy, {date}. Puedes pagarlo en línea con el botón de abajo.',
  },
  refund_issued: {
    subject: 'Te hemos devuelto {amount}',
    intro: 'Te hemos devuelto {amount} de tu pago de {payment}.',
    payment: '{kind} de {child}, pagado el {date} con {method} ({id})',
    reason: 'Motivo: {reason}',
    reasons: {
      provider_dashboard: 'Devolución hecha por la academia a través del proveedor de pagos',
      family_cancelled: 'Cancelaste dentro del plazo de la política de cancelación',
      place_not_held: 'La plaza ya no estaba reservada para ti cuando llegó el pago',
      overpaid: 'Pagaste más de lo que correspondía',
      hold_ended: 'La reserva de la plaza terminó antes de que se pagara la señal completa',
    },
    arrival: 'El dinero llega a tu tarjeta o a tu cuenta de Bizum en unos días, según tu banco.',
  },
  deposit_unpaid: {
    subject: 'La plaza de {child} ha quedado libre',
    intro:
      'Reservamos una plaza para {child} en {offer} a la espera del depósito. No se pagó a tiempo, así que la plaza ha quedado libre para otras familias.',
    again:
      'Si aún quieres participar, vuelve a inscribirte en nuestra web: si hay plaza libre, puedes pagar el depósito en el momento.',
    registerLink: 'Volver a inscribirte',
  },
  payment_refunded_late: {
    subject: 'Pago tardío devuelto: {parent}',
    intro:
      'Llegó un pago cuando la plaza ya había pasado a otra familia, así que se devolvió a la familia automáticamente.',
    contact: 'Correo: {email} · Teléfono: {phone}',
    payment: 'Pago: {amount} el {date} con {method} ({id})',
    refund: 'Devuelto: {amount}',
  },
  guardian_invited: {
    subject: '{inviter} te ha invitado a la cuenta familiar de {academy}',
    greeting: 'Hola:',
    intro:
      '{inviter} te ha invitado a la cuenta familiar de {academy}. Allí ves a los niños, las reservas y lo que la academia aún necesita antes del campus, y puedes mantener los datos al día.',
    signIn:
      'Para entrar, abre la página de la cuenta y escribe esta dirección de correo ({email}): te enviamos un código de seis cifras. No necesitas contraseña.',
    button: 'Abrir la cuenta familiar',
    notExpected: 'Si no conoces a {inviter}, ignora este correo: no pasa nada si no entras.',
    footerReason: 'Recibes este correo porque {inviter} te ha invitado a una cuenta familiar en nuestra web.',
  },
  erasure_requested: {
    subject: 'Petición de borrado: {name}',
    intro:
      'Una familia ha pedido desde la cuenta familiar que se borren los datos. Confírmalo con la familia y después bórralos en la gestión, desde la inscripción de la familia.',
    name: 'Nombre: {name}',
    email: 'Correo: {email}',
    phone: 'Teléfono: {phone}',
    families: 'Fichas de la familia: {ids}',
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
