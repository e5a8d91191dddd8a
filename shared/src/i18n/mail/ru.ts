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
  enquiry_notice: {
    subject: 'Новый вопрос от {name}',
    intro: 'Со страницы контактов пришло сообщение.',
    name: 'Имя: {name}',
    email: 'Почта: {email}',
    phone: 'Телефон: {phone}',
    language: 'Язык: {language}',
  },
} as const satisfies Messages<typeof mailEn>;
