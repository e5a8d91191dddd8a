import type { Messages } from '../types.ts';
import type { mailEn } from './en.ts';

export const mailRu = {
  academyName: 'Футбольная академия SierraMar',
  greeting: 'Здравствуйте, {name}!',
  signature: 'До встречи на поле,\nкоманда SierraMar',
  footer: 'Есть вопросы? Напишите на {email} или позвоните по номеру {phone}.',
  footerReason: 'Вы получили это письмо, потому что на нашем сайте была оформлена запись.',
  manageLink: 'Управлять записью',
  acceptLink: 'Принять место',
  dates: 'С {start} по {end}',
  dateTime: '{date}, {start}–{end}',
  kitHeading: 'Что взять с собой на {offer}',
  placeHeading: 'Где',
  mapLink: 'Открыть карту',
  calendarNote: 'Приложенный файл календаря добавит даты в ваш календарь.',
  itemsHeading: 'Ваша запись',
  payment: {
    heading: 'Как оплатить',
    dueNow: 'К оплате сейчас: {amount}',
    total: 'Стоимость мест: {amount}',
    transfer: 'Банковский перевод на имя {holder}',
    iban: 'IBAN: {iban}',
    bic: 'BIC: {bic}',
    reference: 'Назначение платежа: {reference}',
    bizum: 'Bizum: {phone}',
    office: 'Или оплатите картой или наличными в академии.',
    waitingNote: 'Пока вы в листе ожидания, платить ничего не нужно: мы напишем, если освободится место.',
  },
  methods: {
    transfer: 'банковский перевод',
    bizum: 'Bizum',
    card_at_office: 'карта в академии',
    cash: 'наличные',
    card_online: 'карта',
    bizum_online: 'Bizum',
  },
  paymentKinds: { deposit: 'Задаток', balance: 'Остаток' },
  online: {
    payBy:
      'Оплатите задаток ({amount}) до {deadline}, чтобы сохранить место. Если он не будет оплачен к этому сроку, место освободится для других семей.',
    payButton: 'Оплатить',
    payLater: 'Оставшуюся сумму можно оплатить онлайн на странице вашей записи.',
    transferToo: 'Оплатить можно и банковским переводом в тот же срок:',
  },
  account: {
    paid: 'Оплачено: {amount}',
    remaining: 'Осталось: {amount}',
    balanceDue: 'Осталось: {amount}, оплатить до {date}',
    fullyPaid: 'Оплачено полностью',
    totalRemaining: 'Всего осталось: {amount}',
  },
  registration_received: {
    subject: 'Ваша запись в футбольную академию SierraMar',
    intro: 'Спасибо за запись. Вот что известно по каждому ребёнку:',
  },
  registration_notice: {
    subject: 'Новая запись: {parent}',
    intro: 'Семья записалась на сайте (номер {reference}).',
    contact: 'Почта: {email} · Телефон: {phone} · Язык: {language}',
  },
  place_offered: {
    subject: 'Освободилось место для ребёнка: {child}',
    intro:
      'Хорошие новости: освободилось место на занятии «{offer}». Мы держим его для ребёнка ({child}) до {deadline}. Примите его кнопкой ниже; если место не принято до этого срока, оно перейдёт следующей семье из листа ожидания.',
  },
  place_offered_pay: {
    intro:
      'Хорошие новости: освободилось место на занятии «{offer}». Мы держим его для ребёнка ({child}) до {deadline}. Чтобы принять его, оплатите задаток ({amount}) кнопкой ниже; если он не будет оплачен к этому сроку, место перейдёт следующей семье из листа ожидания.',
    button: 'Оплатить задаток',
  },
  place_accepted: {
    subject: 'Место забронировано: {child}',
    intro: 'Вы приняли место: «{offer}» забронировано для ребёнка ({child}).',
  },
  hold_expired: {
    subject: 'Предложенное место ({child}) передано другой семье',
    intro:
      'Место на занятии «{offer}», которое мы держали для ребёнка ({child}), не было принято вовремя и перешло следующей семье. Если вы всё ещё хотите участвовать, свяжитесь с нами.',
  },
  registration_cancelled: {
    subject: 'Запись отменена: {child}',
    intro: 'Запись ребёнка ({child}) на «{offer}» отменена.',
  },
  registration_confirmed: {
    subject: 'Место подтверждено: {child}',
    intro: 'Ваше место подтверждено: ребёнок ({child}) записан на «{offer}».',
  },
  reminder_week: {
    subject: '«{offer}» начинается через неделю',
    intro: 'Напоминаем: {child} начинает «{offer}» {date}.',
  },
  reminder_day: {
    subject: '«{offer}» начинается завтра',
    intro: 'До завтра! {child} начинает «{offer}» {date}.',
  },
  payment_receipt: {
    subject: 'Мы получили ваш платёж',
    intro: 'Мы получили ваш платёж, спасибо! Места ниже подтверждены.',
    heading: 'Платёж получен',
    line: '{kind} за ребёнка ({child}): {amount}, {date}, способ оплаты: {method}',
    providerId: 'Номер платежа: {id}',
  },
  balance_due: {
    subject: 'Остаток оплаты ({child}) нужно внести до {date}',
    intro:
      'Напоминаем: остаток стоимости мест ниже нужно оплатить до {date}. Оплатить можно онлайн кнопкой ниже.',
  },
  balance_reminder: {
    subject: 'Сегодня срок оплаты остатка ({child})',
    intro: 'Сегодня, {date}, срок оплаты остатка стоимости мест ниже. Оплатить можно онлайн кнопкой ниже.',
  },
  refund_issued: {
    subject: 'Мы вернули {amount}',
    intro: 'Мы вернули {amount} из вашего платежа на сумму {payment}.',
    payment: '{kind} за ребёнка ({child}), оплачено {date}, способ оплаты: {method} ({id})',
    reason: 'Причина: {reason}',
    arrival:
      'Деньги поступят на вашу карту или счёт Bizum в течение нескольких дней, в зависимости от банка.',
  },
  deposit_unpaid: {
    subject: 'Место ({child}) освобождено',
    intro:
      'Мы держали место для ребёнка ({child}) на занятии «{offer}» в ожидании задатка. Он не был оплачен вовремя, поэтому место освобождено для других семей.',
    again:
      'Если вы всё ещё хотите участвовать, запишитесь на сайте ещё раз: если есть свободное место, задаток можно оплатить сразу.',
    registerLink: 'Записаться снова',
  },
  payment_refunded_late: {
    subject: 'Поздний платёж возвращён: {parent}',
    intro:
      'Платёж поступил, когда место уже перешло другой семье, поэтому он был автоматически возвращён семье.',
    contact: 'Почта: {email} · Телефон: {phone}',
    payment: 'Платёж: {amount}, {date}, способ оплаты: {method} ({id})',
    refund: 'Возвращено: {amount}',
  },
  guardian_invited: {
    subject: '{inviter} приглашает вас в семейный аккаунт: {academy}',
    greeting: 'Здравствуйте!',
    intro:
      '{inviter} приглашает вас в семейный аккаунт академии «{academy}». В нём видны дети, их записи и то, что академии ещё нужно до начала лагеря, и там можно обновлять их данные.',
    signIn:
      'Чтобы войти, откройте страницу аккаунта и введите этот адрес ({email}): мы пришлём шестизначный код. Пароль не нужен.',
    button: 'Открыть семейный аккаунт',
    notExpected:
      'Если вы не знаете {inviter}, не обращайте внимания на это письмо: без входа ничего не произойдёт.',
    footerReason:
      'Вы получили это письмо, потому что {inviter} приглашает вас в семейный аккаунт на нашем сайте.',
  },
  erasure_requested: {
    subject: 'Запрос на удаление данных: {name}',
    intro:
      'Семья попросила в своём аккаунте удалить её данные. Подтвердите это с семьёй, затем удалите данные в системе управления, на странице записи семьи.',
    name: 'Имя: {name}',
    email: 'E-mail: {email}',
    phone: 'Телефон: {phone}',
    families: 'Карточки семьи: {ids}',
  },
  enquiry_notice: {
    subject: 'Новый вопрос от {name}',
    intro: 'Со страницы контактов пришло сообщение.',
    name: 'Имя: {name}',
    email: 'Почта: {email}',
    phone: 'Телефон: {phone}',
    language: 'Язык: {language}',
  },
} as const satisfies Messages<typeof mailEn>;
