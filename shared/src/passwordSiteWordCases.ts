/**
 * Passwords made of the site's own words, which every check of a staff password must refuse
 * (the back office's rules and estimate, private.check_password, the auth service's estimate),
 * and strong passwords that merely contain one of them, which all must accept. The unit tests
 * of shared/ and the database's tests (supabase/tests/common-passwords.test.ts) run this one
 * table against each side.
 */
export const SITE_WORD_PASSWORDS = {
  refused: [
    'SierraMar Football Academy',
    'Academia SierraMar',
    'sierramar-academy',
    'sierramar football',
    'sierramar.academy',
    'Academia de Fútbol SierraMar',
    'ACADEMIA DE FUTBOL SIERRAMAR',
    'SierraMar Sports Academy S.L.',
    'Футбольная академия SierraMar',
    'ФУТБОЛЬНАЯ АКАДЕМИЯ',
    'Football Academy 2026',
    'Estepona2026!',
    'Эстепона-2026',
    '!!sierra mar 2015 club??',
    'academy2026',
    'SierraMar2026',
  ],
  accepted: [
    'purple-Tractor-sierramar-91x',
    'academy-of-lions',
    'sierra-roja-9',
    'mar-y-sierra-azul',
    'Quintana-Sol-7',
  ],
} as const;
