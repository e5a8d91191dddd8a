/**
 * The provider's front page, as MailDev's inbox is for e-mail: its sessions, payments, refunds and
 * webhook deliveries, newest first, each session linking to its checkout page.
 */
import { h, Html } from './html.ts';
import { formatEuros, messages } from './messages.ts';
import type { State } from './store.ts';
import type { Locale } from './types.ts';

const STYLE = `
body{margin:0;font:0.9375rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
main{padding:1rem 1.5rem;max-width:80rem}
h1{font-size:1.5rem}h2{font-size:1.125rem;margin-top:2rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #d5d8dc;white-space:nowrap}
th{background:#f0f2f4}
code{font-size:.875rem}
a{color:#0a3d8f}
:focus-visible{outline:3px solid #c15700;outline-offset:2px}
`;

function time(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

function table(caption: string, headers: string[], rows: Html[], none: string): Html {
  if (rows.length === 0) return h`<p>${none}</p>`;
  return h`<div class="scroll" role="region" aria-label="${caption}" tabindex="0"><table><caption class="visually-hidden">${caption}</caption>
<thead><tr>${headers.map((header) => h`<th scope="col">${header}</th>`)}</tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

export interface InboxInfo {
  webhookUrl: string | undefined;
}

export function inboxPage(state: State, locale: Locale, info: InboxInfo): string {
  const t = messages[locale];
  const money = (cents: number) => formatEuros(cents, locale);
  const sessions = Object.values(state.sessions)
    .reverse()
    .map(
      (s) =>
        h`<tr><td><a href="/pay/${s.id}"><code>${s.id.slice(0, 24)}…</code></a></td><td>${time(s.created)}</td><td>${money(s.amount_total)}</td><td>${s.status} / ${s.payment_status}</td><td>${s.customer_details?.email ?? s.customer_email ?? ''}</td></tr>`,
    );
  const payments = Object.values(state.paymentIntents)
    .reverse()
    .map((pi) => {
      const charge = typeof pi.latest_charge === 'string' ? state.charges[pi.latest_charge] : undefined;
      return h`<tr><td><code>${pi.id}</code></td><td>${time(pi.created)}</td><td>${money(pi.amount)}</td><td>${pi.status}</td><td>${charge?.payment_method_details.type ?? pi.payment_method_types.join(', ')}</td><td>${charge ? money(charge.amount_refunded) : ''}</td></tr>`;
    });
  const refunds = Object.values(state.refunds)
    .reverse()
    .map(
      (r) =>
        h`<tr><td><code>${r.id}</code></td><td>${time(r.created)}</td><td>${money(r.amount)}</td><td>${r.status}</td><td><code>${r.payment_intent}</code></td><td>${r.reason ?? ''}</td></tr>`,
    );
  const deliveries = [...state.deliveries].reverse().map((d) => {
    const last = d.attempts.at(-1);
    const status = d.deliveredAt ? t.delivered : d.abandoned ? t.abandoned : t.pending;
    return h`<tr><td>${d.eventType}</td><td><code>${d.eventId}</code></td><td>${time(Math.floor(d.createdAt / 1000))}</td><td>${status}</td><td>${d.attempts.length}</td><td>${last ? (last.status ?? `${t.noAnswer} (${last.error ?? ''})`) : ''}</td><td>${d.nextAttemptAt ? time(Math.floor(d.nextAttemptAt / 1000)) : ''}</td></tr>`;
  });
  const mode = [state.deliveryMode.twice && t.modeTwice, state.deliveryMode.shuffle && t.modeShuffle].filter(
    Boolean,
  );
  const body = h`<h1>${t.inboxTitle}</h1>
<p>${t.inboxIntro}</p>
<p>${t.endpoint}: ${info.webhookUrl ? h`<code>${info.webhookUrl}</code>` : t.noEndpoint}. ${t.deliveryMode}: ${mode.length ? mode.join(', ') : t.modeNormal}.</p>
<h2>${t.sessions}</h2>
${table(t.sessions, [t.colId, t.colCreated, t.colAmount, t.colStatus, t.colEmail], sessions, t.none)}
<h2>${t.payments}</h2>
${table(t.payments, [t.colId, t.colCreated, t.colAmount, t.colStatus, t.colMethod, t.colRefunded], payments, t.none)}
<h2>${t.refunds}</h2>
${table(t.refunds, [t.colId, t.colCreated, t.colAmount, t.colStatus, t.colPayment, t.colReason], refunds, t.none)}
<h2>${t.deliveries}</h2>
${table(t.deliveries, [t.colEvent, t.colId, t.colCreated, t.colStatus, t.colAttempts, t.colLastCode, t.colNext], deliveries, t.none)}`;
  return h`<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.inboxTitle}</title><style>${new Html(STYLE)}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style></head>
<body><main>${body}</main></body></html>`.value;
}
