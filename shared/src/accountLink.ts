import { languagePrefix, type Lang } from './languages.ts';

/**
 * Where the link of a sign-in e-mail sent from the back office returns: a page of the family
 * account (`/account/link`, `/es/account/link`, `/ru/account/link`) that hands the session the
 * link opened to the site server. Such an e-mail is asked for in the implicit flow, since its
 * link cannot be bound to the parent's browser by PKCE; the auth service returns the session in
 * the address's fragment, which only the page's script can read.
 */
export const ACCOUNT_LINK_PATH = '/account/link';

/** The link page of a language, on the site's origin. */
export function accountLinkUrl(origin: string, lang: Lang): string {
  return `${origin}${languagePrefix(lang)}${ACCOUNT_LINK_PATH}`;
}

/** What the link page says while it signs the family in, and without script. */
export const ACCOUNT_LINK_TEXTS: Record<
  Lang,
  {
    title: string;
    signingIn: string;
    noScript: string;
    email: string;
    code: string;
    signIn: string;
    account: string;
  }
> = {
  en: {
    title: 'Signing you in',
    signingIn: 'Signing you in to your family account…',
    noScript:
      'If nothing happens (your browser runs no JavaScript), type your e-mail address and the six-digit code from the same e-mail.',
    email: 'E-mail',
    code: 'Six-digit code',
    signIn: 'Sign in',
    account: 'Family account',
  },
  es: {
    title: 'Entrando',
    signingIn: 'Entrando en tu cuenta familiar…',
    noScript:
      'Si no pasa nada (tu navegador no ejecuta JavaScript), escribe tu correo electrónico y el código de seis cifras del mismo correo.',
    email: 'Correo electrónico',
    code: 'Código de seis cifras',
    signIn: 'Entrar',
    account: 'Cuenta familiar',
  },
  ru: {
    title: 'Вход',
    signingIn: 'Входим в ваш семейный аккаунт…',
    noScript:
      'Если ничего не происходит (ваш браузер не выполняет JavaScript), введите свой e-mail и шестизначный код из того же письма.',
    email: 'E-mail',
    code: 'Шестизначный код',
    signIn: 'Войти',
    account: 'Семейный аккаунт',
  },
};
