import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { flattenKeys, type MessageTree } from '@academy/shared';
import { createI18nProvider } from './i18nProvider.ts';
import { raSpanishMessages } from './raSpanish.ts';
import {
  raSupabaseEnglishMessages,
  raSupabaseRussianMessages,
  raSupabaseSpanishMessages,
} from './raSupabase.ts';

describe('admin messages', () => {
  it("the Spanish react-admin catalog has every key of react-admin's English one", () => {
    expect(flattenKeys(raSpanishMessages as MessageTree).sort()).toEqual(
      flattenKeys(englishMessages as MessageTree).sort(),
    );
  });

  it('the ra-supabase catalogs written here match the English one', () => {
    const english = flattenKeys(raSupabaseEnglishMessages).sort();
    expect(flattenKeys(raSupabaseSpanishMessages).sort()).toEqual(english);
    expect(flattenKeys(raSupabaseRussianMessages).sort()).toEqual(english);
  });

  it.each([
    ['en', 'Sign in to your account', 'Bold', 'Forgot password?', 'Delete'],
    ['es', 'Inicie sesión en su cuenta', 'Negrita', '¿Olvidó su contraseña?', 'Eliminar'],
    ['ru', 'Войдите в свою учётную запись', 'Жирный', 'Забыли пароль?', 'Удалить'],
  ])(
    'translates app, editor, ra-supabase and react-admin texts in %s',
    async (locale, heading, bold, forgot, del) => {
      const i18n = createI18nProvider(locale);
      expect(i18n.getLocale()).toBe(locale);
      expect(i18n.translate('app.login.heading')).toBe(heading);
      expect(i18n.translate('ra.tiptap.bold')).toBe(bold);
      expect(i18n.translate('ra-supabase.auth.forgot_password')).toBe(forgot);
      expect(i18n.translate('ra.action.delete')).toBe(del);
    },
  );

  it('falls back to English for a stored value that is not a language', () => {
    expect(createI18nProvider('de').getLocale()).toBe('en');
    expect(createI18nProvider(null).getLocale()).toBe('en');
  });
});
