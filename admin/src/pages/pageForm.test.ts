import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/i18nProvider.ts';
import { fieldLabel } from '../kit/fieldLabel.ts';
import { pageFormToRow, pageRecordToForm, pageValidator } from './pageForm.ts';

const translators = Object.fromEntries(
  (['en', 'es', 'ru'] as const).map((lang) => [lang, polyglotI18nProvider(() => MESSAGES[lang], lang)]),
);

function say(lang: 'en' | 'es' | 'ru', error: unknown) {
  const { message, args } = error as { message: string; args: Record<string, unknown> };
  return translators[lang]!.translate(message, args);
}

describe('page validation', () => {
  it('says what is wrong, at the field, in the admin language', () => {
    const errors = pageValidator('news')({ title_en: '', title_ru: 'Н'.repeat(201) }) as Record<
      string,
      unknown
    >;
    expect(say('en', errors.title_en)).toBe('This field is required');
    expect(say('es', errors.title_en)).toBe('Este campo es obligatorio');
    expect(say('ru', errors.title_en)).toBe('Это поле обязательно');
    expect(say('en', errors.title_ru)).toBe('Enter at most 200 characters');
    expect(say('es', errors.title_ru)).toBe('Escriba como máximo 200 caracteres');
    expect(say('ru', errors.title_ru)).toBe('Введите не больше 200 символов');
  });

  it('names the field of a numbered part in each language', () => {
    const [key, args] = fieldLabel('bullit_three_header');
    expect(translators.en!.translate(key, args)).toBe('Bullet 3: heading');
    expect(translators.es!.translate(key, args)).toBe('Punto 3: encabezado');
    expect(translators.ru!.translate(key, args)).toBe('Пункт 3: заголовок');
  });

  it('puts the errors of list items at their path, and passes a picked file as a future address', () => {
    const valid = { title_en: 'Campus' };
    expect(pageValidator('news')(valid)).toEqual({});
    const errors = pageValidator('about')({
      pageTitle_en: 'About',
      about_header_en: 'Who',
      about_text_en: '<p>Text</p>',
      bullets_en: [
        { header: 'a', text: 'b' },
        { header: '', text: 'c' },
        { header: 'd', text: 'e' },
      ],
      about_image: new File(['x'], 'a.png', { type: 'image/png' }),
      hero_image: '/storage/v1/object/public/media/a.webp',
    }) as { bullets_en: { header?: unknown }[]; about_image?: unknown };
    expect(say('en', errors.bullets_en[1]!.header)).toBe('This field is required');
    expect(errors.about_image).toBeUndefined();
  });

  it('edits a page row as flat fields and saves only its content', () => {
    const form = pageRecordToForm({
      id: 'news',
      key: 'news',
      updated_at: 't',
      content: { title_en: 'News' },
    });
    expect(form).toEqual({ id: 'news', key: 'news', updated_at: 't', title_en: 'News' });
    expect(pageFormToRow('news')({ ...form, title_es: '', title_ru: null, stray: 1 })).toEqual({
      content: { title_en: 'News', title_ru: null },
    });
  });
});
