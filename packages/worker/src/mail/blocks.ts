// An e-mail is a list of blocks, written once and rendered twice: as responsive HTML (one column,
// at most 600 px wide, inline styles, tables for the clients that need them) and as plain text.

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'lines'; lines: string[] }
  | { type: 'item'; title: string; lines: string[]; status: string; link?: { href: string; label: string } }
  | { type: 'button'; href: string; label: string }
  | { type: 'link'; href: string; label: string };

export interface MailDocument {
  lang: string;
  title: string;
  header: string;
  blocks: Block[];
  footer: string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Escaped text with its line breaks kept. */
function html(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const BUTTON =
  'display:inline-block;padding:12px 20px;border-radius:6px;background:#0b6e4f;color:#ffffff;' +
  'text-decoration:none;font-weight:bold;';

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:#0b3d2e;">${html(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 12px;">${html(block.text)}</p>`;
    case 'lines':
      return `<p style="margin:0 0 12px;">${block.lines.map(html).join('<br>')}</p>`;
    case 'item':
      return (
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ' +
        'style="margin:0 0 12px;border:1px solid #dfe5ea;border-radius:6px;"><tr>' +
        '<td style="padding:12px 16px;">' +
        `<p style="margin:0 0 4px;font-weight:bold;">${html(block.title)}</p>` +
        block.lines.map((line) => `<p style="margin:0 0 4px;">${html(line)}</p>`).join('') +
        `<p style="margin:8px 0 0;font-weight:bold;color:#0b6e4f;">${html(block.status)}</p>` +
        (block.link
          ? `<p style="margin:8px 0 0;"><a href="${escapeHtml(block.link.href)}" style="color:#0b6e4f;">${html(block.link.label)}</a></p>`
          : '') +
        '</td></tr></table>'
      );
    case 'button':
      return `<p style="margin:16px 0;"><a href="${escapeHtml(block.href)}" style="${BUTTON}">${html(block.label)}</a></p>`;
    case 'link':
      return `<p style="margin:0 0 12px;"><a href="${escapeHtml(block.href)}" style="color:#0b6e4f;">${html(block.label)}</a></p>`;
  }
}

/** The HTML part. */
export function renderHtml(doc: MailDocument): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(doc.lang)}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${html(doc.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f4f6;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f4f6;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ' +
      `style="max-width:600px;background:#ffffff;border-radius:8px;${FONT}color:#1d2733;">`,
    `<tr><td style="background:#0b3d2e;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;">${html(doc.header)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5;">${doc.blocks.map(blockHtml).join('')}</td></tr>`,
    '<tr><td style="padding:16px 24px;font-size:13px;line-height:1.5;color:#5b6672;border-top:1px solid #e3e7eb;">' +
      doc.footer.map(html).join('<br>') +
      '</td></tr>',
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'lines':
      return block.lines.join('\n');
    case 'item':
      return [`* ${block.title}`, ...block.lines.map((l) => `  ${l}`), `  ${block.status}`]
        .concat(block.link ? [`  ${block.link.label}: ${block.link.href}`] : [])
        .join('\n');
    case 'button':
    case 'link':
      return `${block.label}: ${block.href}`;
  }
}

/** The plain-text part. */
export function renderText(doc: MailDocument): string {
  return (
    [doc.header, '', ...doc.blocks.map((b) => `${blockText(b)}\n`), '--', ...doc.footer].join('\n') + '\n'
  );
}
