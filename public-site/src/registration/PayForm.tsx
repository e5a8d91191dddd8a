import type { ReactNode } from 'react';
import { useSite } from '../page/SiteContext.tsx';
import { REGISTRATION_PAID_PATH } from '@academy/shared/registrationPaths.ts';

/**
 * Pay: a plain form that posts who the family is (never an amount) to the site server, which
 * sends the browser on to the payment page. Works the same with and without script. It posts to
 * the return page's address in the page's language, where a refusal is answered.
 */
export function PayForm({
  fields,
  label,
  children,
}: {
  /** The family's proof: a parents' link token, or the answer page's submission and key. */
  fields: Record<string, string>;
  label: string;
  children?: ReactNode;
}) {
  const { lang, href } = useSite();
  return (
    <form className="reg-pay" method="post" action={href(REGISTRATION_PAID_PATH)}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="lang" value={lang} />
      {children}
      <button type="submit" className="button button--primary reg-pay__button">
        {label}
      </button>
    </form>
  );
}
