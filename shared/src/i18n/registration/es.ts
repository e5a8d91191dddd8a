import type { Messages } from '../types.ts';
import type { registrationEn } from './en.ts';

export const registrationEs = {
  errors: {
    honeypot: 'No se pudo enviar el formulario. Vuelve a cargar la página e inténtalo de nuevo.',
    form_token_invalid: 'No se pudo comprobar el formulario. Vuelve a cargar la página y envíalo de nuevo.',
    too_fast: '¡Qué rapidez! Revisa el formulario una vez más y envíalo de nuevo.',
    form_expired:
      'El formulario estuvo abierto demasiado tiempo. Vuelve a cargar la página y envíalo de nuevo.',
    form_token_used: 'Este formulario ya se envió. Vuelve a cargar la página para enviar uno nuevo.',
    too_many_submissions:
      'Se enviaron demasiadas inscripciones desde tu conexión en la última hora. Inténtalo más tarde o llámanos.',
    too_many_enquiries:
      'Se enviaron demasiados mensajes desde tu conexión en la última hora. Inténtalo más tarde o llámanos.',
    registration_closed:
      'La inscripción en línea está cerrada en este momento. Contacta con nosotros por WhatsApp o correo.',
    submission_invalid: 'Faltan datos o no son válidos. Revisa los campos marcados.',
    submission_changed:
      'Este formulario ya se envió con otros datos. Vuelve a cargar la página para hacer una inscripción nueva.',
    too_many_children: 'Un formulario inscribe como máximo a {max} niños.',
    too_many_offers: 'Un formulario reserva como máximo {max} sesiones.',
    consent_required: 'Marca los consentimientos obligatorios.',
    consent_version_unknown:
      'Los textos de consentimiento han cambiado. Vuelve a cargar la página y léelos de nuevo.',
    offer_not_found: 'Esta sesión ya no existe. Vuelve a cargar la página y elige de nuevo.',
    offer_closed: 'La inscripción para esta sesión está cerrada.',
    already_registered:
      'Este niño ya está inscrito en esta sesión: tenemos tu primera inscripción y te enviamos un correo sobre ella.',
    birth_year_out_of_range: 'Nacido en {birth_year}: esta sesión es para niños nacidos entre {min} y {max}.',
    link_invalid: 'Este enlace no es válido. Usa el enlace del último correo que te enviamos.',
    link_expired: 'Este enlace ha caducado. Contacta con nosotros si necesitas cambiar la inscripción.',
    action_not_available: 'Esto ya no se puede hacer en línea. Contacta con nosotros, por favor.',
    place_offer_expired: 'Lo sentimos: la plaza se te reservó hasta su plazo, que ya ha pasado.',
    not_site_server: 'No se ha podido iniciar el pago aquí. Recarga la página e inténtalo de nuevo.',
    payments_off: 'El pago en línea no está disponible ahora. Paga por transferencia como indica el correo.',
    submission_not_found: 'No encontramos esta inscripción. Usa el enlace del correo que te enviamos.',
    nothing_to_pay: 'Ahora mismo no hay nada que pagar.',
    hold_ended: 'Lo sentimos: la plaza se reservó hasta su plazo, que ya ha pasado, y no se ha podido pagar.',
    checkout_not_found: 'No encontramos este pago. Revisa el correo que te enviamos o contacta con nosotros.',
    checkout_session_mismatch:
      'Este pago ya se inició en otro sitio. Recarga la página e inténtalo de nuevo.',
    event_invalid: 'El proveedor de pagos envió algo que no podemos leer.',
  },
  fields: {
    required: 'Este campo es obligatorio',
    too_long: 'Demasiado largo: como máximo {max} caracteres',
    invalid_email: 'Escribe un correo como nombre@ejemplo.com',
    email_suggestion: '¿Querías decir {email}? Elige la dirección que debemos usar',
    invalid_phone: 'Escribe un teléfono: solo cifras, espacios y + ( ) -',
    invalid_date: 'Escribe una fecha de nacimiento real',
    choose_one: 'Elige una de las opciones',
    consent_required: 'Este consentimiento es obligatorio',
    choose_offer: 'Elige al menos una sesión',
    duplicate_offer: 'Cada sesión se puede elegir una vez',
    too_many_children: 'Un formulario inscribe como máximo a {max} niños',
    too_many_offers: 'Un formulario reserva como máximo {max} sesiones',
    contact_required: 'Indica un correo o un teléfono',
  },
  status: {
    new: 'Plaza reservada',
    confirmed: 'Plaza confirmada',
    waiting: 'En lista de espera',
    offered: 'Te ofrecemos una plaza',
    cancelled: 'Cancelada',
    attended: 'Asistió',
  },
  amounts: {
    price: 'Precio: {amount}',
    discounted: 'Precio: {amount} en lugar de {list} ({discounts})',
    earlyBird: 'precio de reserva anticipada',
    sibling: 'descuento por hermanos del {percent} %',
  },
  waitingPosition: 'Puesto {position} en la lista de espera',
  positions: {
    goalkeeper: 'Portero',
    defender: 'Defensa',
    midfielder: 'Centrocampista',
    forward: 'Delantero',
    any: 'Cualquier posición / no lo sé',
  },
  shirtSizes: {
    '116': '116 cm (5–6 años)',
    '128': '128 cm (7–8 años)',
    '140': '140 cm (9–10 años)',
    '152': '152 cm (11–12 años)',
    '164': '164 cm (13–14 años)',
    S: 'Adulto S',
    M: 'Adulto M',
    L: 'Adulto L',
    XL: 'Adulto XL',
  },
  offerKinds: { campus_week: 'Semana de campus', camp: 'Campamento', trial: 'Sesión de prueba' },
  payment: {
    heading: 'Paga en línea',
    payDeposit: 'Paga la señal: {amount}',
    payNow: 'Paga ahora {amount}',
    heldUntil: 'Tus plazas están reservadas hasta el {time}.',
    heldUntilOne: 'Tu plaza está reservada hasta el {time}.',
    secure: 'Pagas en una página de pago segura, con tarjeta o Bizum. Nunca vemos los datos de tu tarjeta.',
    transferInstead: 'O paga por transferencia bancaria',
    cancelledNotice:
      'El pago no se completó. Tu plaza está reservada hasta el {time}: puedes pagar aquí abajo.',
    cancelledNoticeNoTime: 'El pago no se completó. Puedes pagar aquí abajo.',
    paid: 'Pagado hasta ahora: {amount}',
    dueNow: 'A pagar ahora: {amount}',
    dueBy: 'A pagar antes del {time}: {amount}',
    refundPolicy: 'Si cancelas antes del {date}, te devolvemos la señal.',
    noRefund: 'Si cancelas ahora, la señal ya no se devuelve.',
    paidTitle: 'Pago recibido',
    paidText: 'Gracias: hemos recibido tu pago de {amount}.',
    paidReceipt: 'Te enviamos el recibo por correo electrónico.',
    confirmingTitle: 'Confirmando tu pago…',
    confirmingText: 'Tarda unos segundos. La página se actualiza sola.',
    confirmingLate:
      'Tu pago todavía se está confirmando. Te enviaremos un correo en cuanto se confirme: no hace falta que pagues otra vez.',
    checkNow: 'Comprobar de nuevo',
    expiredTitle: 'Este pago no se completó',
    expiredText:
      'No se ha cobrado nada. Mientras tu plaza esté reservada, puedes pagar de nuevo desde el enlace de nuestro correo.',
    notFoundTitle: 'Pago no encontrado',
    notFoundText: 'No hemos encontrado este pago. Usa el enlace del correo que te enviamos.',
    total: 'Total: {amount}',
    back: 'Volver a tu inscripción',
    refusedTitle: 'No se pudo iniciar el pago',
    tryAgain: 'Intentar de nuevo',
    refused: {
      nothing_to_pay: 'Ahora no hay nada que pagar: tus plazas ya están pagadas.',
      hold_ended: 'Lo sentimos: el plazo para pagar esta plaza ha terminado. Escríbenos y te ayudamos.',
      link_invalid: 'Este enlace de pago no es válido. Usa el enlace del último correo que te enviamos.',
      link_expired: 'Este enlace ha caducado. Escríbenos si todavía tienes que pagar.',
      payments_off: 'El pago en línea no está disponible ahora. Paga por transferencia o escríbenos.',
      submission_not_found: 'No hemos encontrado tu inscripción. Usa el enlace del correo que te enviamos.',
      unreachable:
        'No se pudo conectar con el servicio de pago. Tu plaza sigue reservada: inténtalo de nuevo en un momento.',
      unreachableUntil:
        'No se pudo conectar con el servicio de pago. Tu plaza sigue reservada hasta el {time}: inténtalo de nuevo en un momento.',
    },
  },
  // The family's account (docs/family-accounts.md): its functions' refusals.
  accountErrors: {
    not_a_parent:
      'Inicia sesión con el e-mail con el que hiciste la inscripción para ver la cuenta de tu familia.',
    booking_not_found: 'No encontramos esta reserva en tu cuenta. Vuelve a cargar la página.',
    parent_field_not_editable:
      'Este dato solo lo puede cambiar la academia. Contacta con nosotros para cambiarlo.',
    health_consent_required:
      'Marca primero el consentimiento de datos de salud y después guarda las alergias o la medicación.',
    too_many_collectors:
      'Un niño puede tener como máximo 10 personas autorizadas para recogerlo. Quita una primero.',
    primary_guardian_only:
      'Solo el tutor que inscribió a la familia puede invitar o quitar a un segundo tutor.',
    guardian_email_invalid: 'Escribe el e-mail del otro tutor (no el tuyo).',
    guardian_already_invited:
      'Ya hay un segundo tutor invitado. Quítalo primero para invitar a otra persona.',
    too_many_invitations:
      'Se han enviado demasiadas invitaciones últimamente. Podrás invitar a un tutor de nuevo mañana.',
    guardian_not_found: 'Ahora mismo no hay ningún segundo tutor invitado.',
    erasure_unavailable: 'Ahora la academia no puede recibir la petición: escríbele directamente.',
    phone_invalid: 'Escribe un teléfono de 6 a 20 dígitos, por ejemplo +34 600 123 456.',
  },
} as const satisfies Messages<typeof registrationEn>;
