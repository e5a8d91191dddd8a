import type { Messages } from '../types.ts';
import type { consentEn } from './en.ts';

export const consentEs = {
  child_data:
    'Consiento que la academia trate los datos personales de mi hijo o hija indicados en este formulario (nombre, fecha de nacimiento, posición, talla de camiseta y las personas autorizadas para recogerlo) y mis datos de contacto para gestionar esta inscripción, la actividad y nuestras comunicaciones sobre ella. Puedo retirar este consentimiento en cualquier momento; la inscripción termina entonces.',
  health_data:
    'Consiento expresamente que la academia trate los datos de salud que indico sobre mi hijo o hija (alergias y medicación), solo para que los entrenadores puedan cuidarlo durante la actividad. Estos datos se borran automáticamente cuando termina la actividad.',
  photos_website:
    'Consiento que se publiquen en la web de la academia fotos y vídeos en los que se pueda reconocer a mi hijo o hija. Puedo retirar este consentimiento en cualquier momento.',
  photos_social:
    'Consiento que se publiquen en las redes sociales de la academia fotos y vídeos en los que se pueda reconocer a mi hijo o hija. Puedo retirar este consentimiento en cualquier momento.',
  guardian:
    'Declaro que soy el padre, la madre o el tutor legal de cada menor inscrito con este formulario y que puedo dar estos consentimientos en su nombre.',
} as const satisfies Messages<typeof consentEn>;
