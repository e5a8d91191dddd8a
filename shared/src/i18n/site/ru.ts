import type { SiteMessages } from './en.ts';

/** The public site's UI strings in Russian (see en.ts for the rules). */
export const siteRu = {
  loadingMenu: 'Загрузка меню...',
  loading: 'Загрузка...',
  notFound: '404 Страница не найдена',
  notFoundText: 'Такой страницы нет или она перемещена. Воспользуйтесь меню или вернитесь на главную.',
  backToMain: 'Вернуться на главную',
  joinUs: 'Записаться',
  skipToContent: 'Перейти к основному содержанию',
  mainNavigation: 'Основная навигация',
  footerNavigation: 'Навигация в подвале сайта',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  languageSwitcher: 'Выбрать язык',
  homeLinkLabel: '{name}, главная страница',
  academyName: 'Футбольная академия SierraMar',
  configError:
    'Сайт не настроен: задайте SUPABASE_URL и SUPABASE_ANON_KEY для сервера сайта или VITE_SUPABASE_URL и VITE_SUPABASE_ANON_KEY при сборке. См. раздел "Configuration" в README.',
  loadFailed: 'Сайту не удалось загрузить меню. Проверьте подключение и обновите страницу.',
  reload: 'Обновить',

  contactHeading: 'Контакты',
  followHeading: 'Мы в сети',
  phoneLabel: 'Телефон',
  emailLabel: 'Эл. почта',
  officeAddress: 'Адрес офиса',
  socialVideo: 'Наш видеоканал',
  socialShortVideo: 'Наши короткие видео',
  socialPhoto: 'Наши фотографии',
  socialNetwork: 'Наша страница в социальной сети',
  copyright: '© {year} {company}. Все права защищены.',
  opensInNewTab: '(откроется в новой вкладке)',

  collaborators: 'Партнеры',
  playWithUs: 'Играй с нами',
  galleryPrevious: 'Прокрутить галерею влево',
  galleryNext: 'Прокрутить галерею вправо',
  galleryHint: 'Перетащите или используйте стрелки, чтобы увидеть больше фото.',
  latestNews: 'Последние новости',

  loadingNews: 'Загрузка новостей...',
  noNews: 'Сейчас новостей нет.',
  moreNews: 'Больше новостей',
  viewAllNews: 'Все новости',
  nextArticle: 'Следующая статья',
  articleNotFound: 'Статья не найдена',
  articleNotFoundText: 'Такой статьи нет или она больше не опубликована. Посмотрите все наши новости.',

  coachingStaff: 'Тренерский состав',
  licence: 'Лицензия',

  loadingSubscriptions: 'Загрузка абонементов...',
  programmesTitle: 'Наши программы',
  programmeAges: 'Возраст',
  programmeSchedule: 'Когда и где',
  noSubscriptions: 'Абонементов пока нет',
  noCards: 'Карточек пока нет',
  perMonth: '/ месяц',
  perHour: '/ час',
  perSession: 'за занятие',
  perWeek: '/ неделя',

  mapHeading: 'Как нас найти',
  mapNotice:
    'Карту показывает сторонний сервис. Она загружается только по вашему запросу, и тогда этот сервис получает ваш IP-адрес.',
  showMap: 'Показать карту',
  openMapInNewTab: 'Открыть карту в новой вкладке',
  mapTitle: 'Карта с офисом академии',

  writeEmail: 'Эл. почта',
  writeWhatsApp: 'WhatsApp',

  nextCampusBanner: 'Следующий кэмп начинается {date}',
  noCampusData: 'Данных о кэмпе нет',
  campusLoadFailed: 'Не удалось загрузить информацию о кэмпе',
  noCampusInfo: 'Информации о кэмпе нет',
  chooseRole: 'Амплуа',
  chooseType: 'Формат',
  rolePlayer: 'ИГРОК',
  roleGoalkeeper: 'ВРАТАРЬ',
  typeInternal: 'С ПРОЖИВАНИЕМ',
  typeExternal: 'БЕЗ ПРОЖИВАНИЯ',
  extrasHeading: 'Дополнительно',
  discountLabel: 'Скидка {percent}%',
  register: 'Записаться',
  campusWhatsAppText: 'Здравствуйте! Хочу записаться в кэмп: {role}, {type}.',
  campusQuestionsTitle: 'Остались вопросы о кэмпе?',
  campusQuestionsText:
    'Напишите нам в WhatsApp или на почту: мы отвечаем на русском, испанском и английском.',
  campusEmailSubject: 'Летний кэмп',
  serviceUnavailable: 'Сайт временно недоступен. Пожалуйста, попробуйте ещё раз через минуту.',

  consentTitle: 'Файлы cookie и сторонний контент',
  consentText:
    'Сайт хранит только то, что нужно для его работы. Если вы согласитесь, он также будет загружать контент других сервисов, например карту на странице «Контакты»; эти сервисы тогда получают ваш IP-адрес. Изменить выбор можно в любой момент в разделе «Настройки cookie».',
  consentPolicyLink: 'Политика использования cookie',
  consentAccept: 'Принять',
  consentReject: 'Отклонить',
  consentClose: 'Закрыть',
  consentCurrentAccepted: 'Ваш текущий выбор: сторонний контент разрешён.',
  consentCurrentRejected: 'Ваш текущий выбор: сторонний контент запрещён.',
  cookieSettings: 'Настройки cookie',

  legalNoticeTitle: 'Правовая информация',
  legalNoticeDescription:
    'Владелец, налоговый номер, юридический адрес и регистрационные данные {owner}, владельца этого сайта.',
  legalNoticeIntro:
    'В соответствии со статьёй 10 испанского Закона 34/2002 об услугах информационного общества и электронной торговле (LSSI-CE) приводим сведения о владельце этого сайта.',
  legalOwner: 'Владелец',
  legalTaxId: 'Налоговый номер (NIF)',
  legalAddress: 'Юридический адрес',
  legalRegistry: 'Регистрационная запись',
  legalEmail: 'Эл. почта для связи',
  legalNotGiven: 'Пока не указано',
  legalUseTitle: 'Пользование сайтом',
  legalUseText:
    'Сайт рассказывает семьям о программах, сборах, летнем кэмпе и новостях академии. Пользование им бесплатно и не создаёт договора; место считается забронированным только после письменного подтверждения академии.',
  legalIpTitle: 'Интеллектуальная собственность',
  legalIpText:
    'Тексты, изображения, логотипы и дизайн сайта принадлежат {owner} или используются с разрешения правообладателей. Их нельзя копировать или публиковать в других местах без письменного согласия.',
  legalLawTitle: 'Применимое право',
  legalLawText:
    'Настоящая информация регулируется законодательством Испании. Споры разрешаются судами, определёнными законом; для потребителей это суды по месту их жительства.',

  siteDescription: 'Футбольная академия на Коста-дель-Соль для детей и подростков из любых стран.',
} as const satisfies SiteMessages;
