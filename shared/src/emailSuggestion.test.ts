import { describe, expect, it } from 'vitest';
import { suggestEmail } from './emailSuggestion.ts';

describe('suggestEmail', () => {
  it.each([
    ['lucia@gmail.con', 'lucia@gmail.com'],
    ['lucia@gmial.com', 'lucia@gmail.com'],
    ['Lucia.Perez@GMAL.COM', 'Lucia.Perez@gmail.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@hotmal.es', 'ana@hotmail.es'],
    ['pedro@outlok.es', 'pedro@outlook.es'],
    ['pedro@yahoo.con', 'pedro@yahoo.com'],
    ['ivan@yandex.ri', 'ivan@yandex.ru'],
    ['ivan@mail.ry', 'ivan@mail.ru'],
    ['marta@telefonica.ent', 'marta@telefonica.net'],
    ['  lucia@gmail.con  ', 'lucia@gmail.com'],
  ])('suggests the likely address for %j', (typed, likely) => {
    expect(suggestEmail(typed)).toBe(likely);
  });

  it.each([
    'lucia@gmail.com',
    'ana@hotmail.es',
    'ivan@yandex.ru',
    'ivan@mail.ru',
    'familia@academia-sierramar.es',
    'coach@club.football',
    '',
    'no address',
    'a@b@c.com',
    'lucia@',
  ])('leaves %j alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
