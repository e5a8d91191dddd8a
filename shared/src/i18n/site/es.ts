import type { SiteMessages } from './en.ts';

/** The public site's UI strings in Spanish (see en.ts for the rules). */
export const siteEs = {
  loadingMenu: 'Cargando menú...',
  loading: 'Cargando...',
  notFound: '404 Página no encontrada',
  notFoundText: 'La página que busca no existe o se ha movido. Use el menú o vuelva al inicio.',
  backToMain: 'Volver a la página principal',
  joinUs: 'Únete',
  skipToContent: 'Saltar al contenido principal',
  mainNavigation: 'Navegación principal',
  footerNavigation: 'Navegación del pie de página',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  languageSwitcher: 'Elegir idioma',
  homeLinkLabel: '{name}, página de inicio',
  academyName: 'Academia de Fútbol SierraMar',
  configError:
    'El sitio no está configurado: defina SUPABASE_URL y SUPABASE_ANON_KEY para el servidor del sitio, o VITE_SUPABASE_URL y VITE_SUPABASE_ANON_KEY al compilarlo. Consulte la sección "Configuration" del README.',
  loadFailed: 'El sitio no pudo cargar su menú. Compruebe su conexión y recargue la página.',
  reload: 'Recargar',

  contactHeading: 'Contacto',
  followHeading: 'Síguenos',
  phoneLabel: 'Teléfono',
  emailLabel: 'Correo electrónico',
  officeAddress: 'Dirección de la oficina',
  socialVideo: 'Nuestro canal de vídeo',
  socialShortVideo: 'Nuestros vídeos cortos',
  socialPhoto: 'Nuestras fotos',
  socialNetwork: 'Nuestra página en la red social',
  copyright: '© {year} {company}. Todos los derechos reservados.',
  opensInNewTab: '(se abre en una pestaña nueva)',

  collaborators: 'Colaboradores',
  playWithUs: 'Galería',
  galleryPrevious: 'Desplazar la galería a la izquierda',
  galleryNext: 'Desplazar la galería a la derecha',
  galleryHint: 'Arrastre o use las flechas para ver más fotos.',
  latestNews: 'Últimas noticias',

  loadingNews: 'Cargando noticias...',
  noNews: 'No hay noticias disponibles en este momento.',
  moreNews: 'Más noticias',
  viewAllNews: 'Ver todas las noticias',
  nextArticle: 'Siguiente artículo',
  articleNotFound: 'Artículo no encontrado',
  articleNotFoundText: 'Este artículo no existe o ya no está publicado. Vea todas nuestras noticias.',

  coachingStaff: 'Cuerpo técnico',
  licence: 'Licencia',

  loadingSubscriptions: 'Cargando suscripciones...',
  noSubscriptions: 'No hay suscripciones disponibles',
  noCards: 'No hay tarjetas disponibles',
  perMonth: 'al mes',
  perHour: '/ hora',
  perSession: 'por clase',
  perWeek: '/ semana',

  mapHeading: 'Dónde estamos',
  mapNotice:
    'El mapa lo ofrece un servicio externo. Solo se carga cuando usted lo pide, y entonces ese servicio recibe su dirección IP.',
  showMap: 'Mostrar el mapa',
  openMapInNewTab: 'Abrir el mapa en una pestaña nueva',
  mapTitle: 'Mapa con la oficina de la academia',

  writeEmail: 'Correo electrónico',
  writeWhatsApp: 'WhatsApp',

  nextCampusBanner: 'El próximo campus empieza el {date}',
  noCampusData: 'No hay datos del campus disponibles',
  campusLoadFailed: 'No se pudo cargar la información del campus',
  noCampusInfo: 'No hay información del campus disponible',
  chooseRole: 'Puesto',
  chooseType: 'Modalidad',
  rolePlayer: 'JUGADOR',
  roleGoalkeeper: 'PORTERO',
  typeInternal: 'INTERNO',
  typeExternal: 'EXTERNO',
  extrasHeading: 'Extras',
  discountLabel: '{percent} % de descuento',
  register: 'Inscribirse',
  campusWhatsAppText: '¡Hola! Quiero inscribirme en el campus: {role}, {type}.',
  campusQuestionsTitle: '¿Dudas sobre el campus?',
  campusQuestionsText: 'Escríbenos por WhatsApp o por correo: respondemos en español, inglés y ruso.',
  campusEmailSubject: 'Campus de verano',
  serviceUnavailable: 'El sitio no está disponible en este momento. Vuelva a intentarlo en unos instantes.',

  consentTitle: 'Cookies y contenido de terceros',
  consentText:
    'Este sitio guarda solo lo necesario para funcionar. Si acepta, también carga contenido de otros servicios, como el mapa de la página de Contacto, que entonces reciben su dirección IP. Puede cambiar su elección en cualquier momento en «Configuración de cookies».',
  consentPolicyLink: 'Leer la política de cookies',
  consentAccept: 'Aceptar',
  consentReject: 'Rechazar',
  consentClose: 'Cerrar',
  consentCurrentAccepted: 'Su elección actual: contenido de terceros aceptado.',
  consentCurrentRejected: 'Su elección actual: contenido de terceros rechazado.',
  cookieSettings: 'Configuración de cookies',

  legalNoticeTitle: 'Aviso legal',
  legalNoticeDescription:
    'Titular, NIF, domicilio social y datos registrales de {owner}, titular de este sitio web.',
  legalNoticeIntro:
    'En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), estos son los datos del titular de este sitio web.',
  legalOwner: 'Titular',
  legalTaxId: 'NIF',
  legalAddress: 'Domicilio social',
  legalRegistry: 'Datos registrales',
  legalEmail: 'Correo electrónico de contacto',
  legalNotGiven: 'Pendiente de indicar',
  legalUseTitle: 'Uso de este sitio web',
  legalUseText:
    'Este sitio web informa a las familias sobre los programas, stages, campus y noticias de la academia. Su uso es gratuito y no crea ningún contrato; una plaza solo queda reservada cuando la academia la confirma por escrito.',
  legalIpTitle: 'Propiedad intelectual',
  legalIpText:
    'Los textos, imágenes, logotipos y diseño de este sitio web pertenecen a {owner} o se usan con permiso de sus titulares. No pueden copiarse ni publicarse en otro lugar sin consentimiento por escrito.',
  legalLawTitle: 'Legislación aplicable',
  legalLawText:
    'Este aviso se rige por la legislación española. Cualquier controversia se resolverá ante los juzgados y tribunales que designe la ley, que para los consumidores son los de su lugar de residencia.',

  siteDescription: 'Academia de fútbol en la Costa del Sol para niños y adolescentes de todos los países.',
} as const satisfies SiteMessages;
