// Checks of the site settings, each giving the reason a value is refused (a catalog key).
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A phone number: digits with an optional leading +, spaces, dots, dashes and brackets. */
export function phoneProblem(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  const text = String(value).trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'app.settings.errors.phone_chars';
  const digits = text.replace(/\D/g, '').length;
  return digits < 6 || digits > 15 ? 'app.settings.errors.phone_length' : undefined;
}

/** An e-mail address (the database checks the same shape). */
export function emailProblem(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(value).trim()) ? undefined : 'app.settings.errors.email';
}

/** An absolute https (or http) address. */
export function urlProblem(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  try {
    const url = new URL(String(value).trim());
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? undefined
      : 'app.settings.errors.url_protocol';
  } catch {
    return 'app.settings.errors.url';
  }
}

/** A WhatsApp contact link: https://wa.me/<number> (or api.whatsapp.com). */
export function whatsappProblem(value: unknown): string | undefined {
  const problem = urlProblem(value);
  if (problem || blank(value)) return problem;
  const url = new URL(String(value).trim());
  return /(^|\.)wa\.me$|(^|\.)whatsapp\.com$/.test(url.hostname) ? undefined : 'app.settings.errors.whatsapp';
}
