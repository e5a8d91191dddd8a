import { describe, expect, it } from 'vitest';
import { errorMessage } from './accountForm.tsx';

describe('errorMessage', () => {
  it('gives a short wait in seconds and a long one in whole minutes, in every language', () => {
    expect(errorMessage('en', { key: 'too_many', seconds: 42 })).toBe(
      'Too many tries. Please wait 42 seconds and try again.',
    );
    expect(errorMessage('en', { key: 'too_many', seconds: 871 })).toBe(
      'Too many tries. Please wait 15 minutes and try again.',
    );
    expect(errorMessage('es', { key: 'too_many', seconds: 900 })).toBe(
      'Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
    );
    expect(errorMessage('ru', { key: 'too_many', seconds: 120 })).toBe(
      'Слишком много попыток. Подождите 2 мин и попробуйте снова.',
    );
  });
});
