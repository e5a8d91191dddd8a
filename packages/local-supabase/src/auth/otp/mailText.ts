/** Languages the sign-in e-mail is written in; English for anything else. */
export const MAIL_LANGUAGES = ['en', 'es', 'ru'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface SignInText {
  subject: string;
  /** The lines before the code. */
  intro: string;
  /** Before the link. */
  orLink: string;
  /** After the link: how long it works (minutes), and that it works once. */
  lifetime: (minutes: number) => string;
  /** Why someone who did not ask can ignore it. */
  ignore: string;
}

const en = {
  subject: 'Your sign-in code',
  intro: 'Enter this code to sign in to your family account:',
  orLink: 'Or open this link on this device:',
  lifetime: (m: number) => `The code and the link work once, for ${m} minutes.`,
  ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
} satisfies SignInText;

const es = {
  subject: 'Tu código para entrar',
  intro: 'Escribe este código para entrar en tu cuenta familiar:',
  orLink: 'O abre este enlace en este dispositivo:',
  lifetime: (m: number) => `El código y el enlace sirven una sola vez, durante ${m} minutos.`,
  ignore: 'Si no has pedido entrar, puedes ignorar este correo.',
} satisfies SignInText;

const ru = {
  subject: 'Ваш код для входа',
  intro: 'Введите этот код, чтобы войти в семейный аккаунт:',
  orLink: 'Или откройте эту ссылку на этом устройстве:',
  lifetime: (m: number) => `Код и ссылка действуют один раз, в течение ${m} мин.`,
  ignore: 'Если вы не запрашивали вход, просто проигнорируйте это письмо.',
} satisfies SignInText;

const TEXTS: Record<MailLanguage, SignInText> = { en, es, ru };

function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The family's language for the sign-in e-mail: the language prefix of the page the link
 * returns to (`/es/...`, `/ru/...`), else the account's `user_metadata.lang` (given as `data`
 * when the account was created), else English.
 */
export function mailLanguage(redirectTo: string, userMetadata: Record<string, unknown> | null): MailLanguage {
  try {
    const first = new URL(redirectTo).pathname.split('/')[1];
    if (isMailLanguage(first)) return first;
  } catch {
    // not a URL: fall through to the account's language
  }
  const lang = userMetadata?.lang;
  return isMailLanguage(lang) ? lang : 'en';
}

/** The sign-in e-mail: the code and the link, in the family's language. */
export function signInMail(
  lang: MailLanguage,
  code: string,
  link: string,
  lifetimeSeconds: number,
): { subject: string; text: string } {
  const t = TEXTS[lang];
  const minutes = Math.max(1, Math.round(lifetimeSeconds / 60));
  return {
    subject: `${t.subject}: ${code}`,
    text: `${t.intro}\n\n    ${code}\n\n${t.orLink}\n\n${link}\n\n${t.lifetime(minutes)}\n${t.ignore}\n`,
  };
}
