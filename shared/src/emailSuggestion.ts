// The likely address when an e-mail's domain looks mistyped ('lucia@gmail.con', 'gmial.com'):
// a suggestion the forms offer beside the field, never a refusal (a rare real domain must still
// be accepted). The distance check and its list of common providers are the library's
// (@zootools/email-spell-checker, mailcheck's rules); the families this academy writes to add
// Spanish and Russian providers and top-level domains.
import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

/** Common providers of Spain and Russia, beside the library's international ones. */
const LOCAL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'yahoo.com',
  'yahoo.es',
  'icloud.com',
  'telefonica.net',
  'movistar.es',
  'orange.es',
  'vodafone.es',
  'gmx.es',
  'yandex.ru',
  'ya.ru',
  'mail.ru',
  'rambler.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
];

const DOMAINS = [...new Set([...LOCAL_DOMAINS, ...POPULAR_DOMAINS])];
const TLDS = [...new Set(['es', 'ru', 'cat', 'eu', ...POPULAR_TLDS])];

/**
 * The address `email` was probably meant to be, or null when it looks right (or is no address).
 * Only the domain is changed; the part before '@' is kept as typed.
 */
export function suggestEmail(email: string): string | null {
  const value = email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(value)) return null;
  const suggestion = run({ email: value, domains: DOMAINS, topLevelDomains: TLDS });
  if (!suggestion || suggestion.full.toLowerCase() === value.toLowerCase()) return null;
  return `${value.slice(0, value.lastIndexOf('@'))}@${suggestion.domain.toLowerCase()}`;
}
