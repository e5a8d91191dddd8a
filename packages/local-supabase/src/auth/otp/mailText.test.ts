import { describe, expect, it } from 'vitest';
import { mailLanguage, signInMail } from './mailText.ts';

describe('the sign-in e-mail', () => {
  it("is in the language of the page it returns to, else the account's, else English", () => {
    expect(mailLanguage('https://academy.example/es/account', { lang: 'ru' })).toBe('es');
    expect(mailLanguage('https://academy.example/ru/account', null)).toBe('ru');
    expect(mailLanguage('https://academy.example/account', { lang: 'ru' })).toBe('ru');
    expect(mailLanguage('https://academy.example/account', { lang: 'fr' })).toBe('en');
    expect(mailLanguage('https://academy.example/esp/account', null)).toBe('en');
    expect(mailLanguage('not a url', { lang: 'es' })).toBe('es');
  });

  it('carries the code and the link, and says how long they work', () => {
    for (const lang of ['en', 'es', 'ru'] as const) {
      const mail = signInMail(lang, '042917', 'https://api.example/auth/v1/verify?token=x', 3600);
      expect(mail.subject).toContain('042917');
      expect(mail.text).toMatch(/^ {4}042917$/m);
      expect(mail.text).toContain('https://api.example/auth/v1/verify?token=x');
      expect(mail.text).toContain('60');
    }
    expect(signInMail('es', '1', 'l', 600).text).toContain('Escribe');
    expect(signInMail('ru', '1', 'l', 600).text).toContain('Введите');
  });
});
