import type { Context } from 'hono';
import { splitLanguagePath } from '@academy/shared/languages.ts';
import { enquiryFormSchema } from '@academy/shared/registration.ts';
import { fieldError, valueOf, type FieldError, type FormValues } from '@academy/shared/registrationForm.ts';
import {
  clientAddress,
  formBody,
  fromThisSite,
  refusalMessage,
  refusalStatus,
  renderFormPage,
  type FormEndpointOptions,
} from '../registration/http.ts';
import { emailChoice } from '../registration/emailChoice.ts';
import { sameSitePath } from '../sameSitePath.ts';

const FIELDS = ['form_token', 'website', 'name', 'email', 'phone', 'message'] as const;

/**
 * POST /_enquiry: the contacts page's message form. Checked with the shared schema and sent to
 * submit_enquiry with the visitor's address; then back to the page it came from (303) with
 * `?enquiry=sent`, or that page rendered again with the refusals and everything typed (an
 * e-mail whose domain looks mistyped comes back with the likely address to choose).
 */
export function enquiryEndpoint({ siteUrl, renderer, api }: FormEndpointOptions) {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c: Context) => {
    if (!fromThisSite(c, siteOrigin)) return c.json({ error: 'Messages are sent from this site only.' }, 403);
    const body = await formBody(c);
    if (!body) return c.json({ error: 'Send the message as a form.' }, 415);
    const back = (typeof body.return === 'string' && sameSitePath(body.return, siteOrigin)) || '/';
    const page = back.split(/[?#]/)[0]!;
    const values: FormValues = {};
    for (const name of FIELDS) if (typeof body[name] === 'string') values[name] = body[name];
    const again = async (
      errors: Record<string, FieldError>,
      formError: FieldError | null,
      status: number,
    ) => {
      if (formError) values.form_token = await api.formToken('enquiry');
      return renderFormPage(
        c,
        renderer,
        siteUrl,
        page,
        { kind: 'enquiry', values, errors, formError },
        status,
      );
    };
    const mistyped = emailChoice(body, values, 'email');
    const parsed = enquiryFormSchema.safeParse({
      form_token: valueOf(values, 'form_token'),
      website: valueOf(values, 'website'),
      name: valueOf(values, 'name'),
      email: valueOf(values, 'email'),
      phone: valueOf(values, 'phone'),
      message: valueOf(values, 'message'),
      language: splitLanguagePath(page).lang,
    });
    if (!parsed.success) {
      const errors: Record<string, FieldError> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if ((FIELDS as readonly string[]).includes(name) && name !== 'form_token')
          errors[name] ??= fieldError(name, issue.message);
      }
      return again(
        { ...mistyped, ...errors },
        Object.keys(errors).length ? null : { key: 'errors.form_token_invalid' },
        400,
      );
    }
    if (Object.keys(mistyped).length) return again(mistyped, null, 400);
    const result = await api.submitEnquiry(parsed.data, clientAddress(c));
    if (!result.ok) return again({}, refusalMessage(result), refusalStatus(result));
    return c.body(null, 303, { location: `${page}?enquiry=sent#enquiry`, 'cache-control': 'no-store' });
  };
}
