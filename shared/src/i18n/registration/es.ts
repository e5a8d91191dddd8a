import type { Messages } from '../types.ts';
import type { registrationEn } from './en.ts';

export const registrationEs = {
  errors: {
    honeypot: 'No se pudo enviar el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
    form_token_invalid: 'No se pudo comprobar el formulario. Vuelva a cargar la página y envíelo de nuevo.',
    too_fast: '¡Qué rapidez! Revise el formulario una vez más y envíelo de nuevo.',
    form_expired:
      'El formulario estuvo abierto demasiado tiempo. Vuelva a cargar la página y envíelo de nuevo.',
    form_token_used: 'Este formulario ya se envió. Vuelva a cargar la página para enviar uno nuevo.',
    too_many_submissions:
      'Se enviaron demasiadas inscripciones desde su conexión en la última hora. Inténtelo más tarde o llámenos.',
    too_many_enquiries:
      'Se enviaron demasiados mensajes desde su conexión en la última hora. Inténtelo más tarde o llámenos.',
    registration_closed:
      'La inscripción en línea está cerrada en este momento. Contacte con nosotros por WhatsApp o correo.',
    submission_invalid: 'Faltan datos o no son válidos. Revise los campos marcados.',
    submission_changed:
      'Este formulario ya se envió con otros datos. Vuelva a cargar la página para hacer una inscripción nueva.',
    too_many_children: 'Un formulario inscribe como máximo a {max} niños.',
    too_many_offers: 'Un formulario reserva como máximo {max} sesiones.',
    consent_required: 'Marque los consentimientos obligatorios.',
    consent_version_unknown:
      'Los textos de consentimiento han cambiado. Vuelva a cargar la página y léalos de nuevo.',
    offer_not_found: 'Esta sesión ya no existe. Vuelva a cargar la página y elija de nuevo.',
    offer_closed: 'La inscripción para esta sesión está cerrada.',
    already_registered:
      'Este niño ya está inscrito en esta sesión: tenemos tu primera inscripción y te enviamos un correo sobre ella.',
    birth_year_out_of_range: 'Nacido en {birth_year}: esta sesión es para niños nacidos entre {min} y {max}.',
    link_invalid: 'Este enlace no es válido. Use el enlace del último correo que le enviamos.',
    link_expired: 'Este enlace ha caducado. Contacte con nosotros si necesita cambiar la inscripción.',
    action_not_available: 'Esto ya no se puede hacer en línea. Contacte con nosotros, por favor.',
    place_offer_expired: 'Lo sentimos: la plaza se le reservó hasta su plazo, que ya ha pasado.',
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
    invalid_email: 'Escriba un correo como nombre@ejemplo.com',
    invalid_phone: 'Escriba un teléfono: solo cifras, espacios y + ( ) -',
    invalid_date: 'Escriba una fecha de nacimiento real',
    choose_one: 'Elija una de las opciones',
    consent_required: 'Este consentimiento es obligatorio',
    choose_offer: 'Elija al menos una sesión',
    duplicate_offer: 'Cada sesión se puede elegir una vez',
    too_many_children: 'Un formulario inscribe como máximo a {max} niños',
    too_many_offers: 'Un formulario reserva como máximo {max} sesiones',
    contact_required: 'Indique un correo o un teléfono',
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
} as const satisfies Messages<typeof registrationEn>;
