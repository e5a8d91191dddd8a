/** Coach portraits and partner wordmarks: the pictures that are not scenes on a pitch. */
import type { Scene } from './layers.ts';
import { C, escapeXml, svgDoc } from './svg.ts';

/* ---------- coach portraits (300x400): flat illustrated busts, each distinct ---------- */

export interface PortraitSpec {
  initials: string;
  bg: [string, string];
  skin: string;
  hair: string;
  hairStyle: 'short' | 'bun' | 'bald' | 'curly' | 'long' | 'cap';
  shirt: string;
  trim: string;
  beard?: boolean;
  glasses?: boolean;
}

export function portraitScene(p: PortraitSpec): Scene {
  return (w, h) => {
    const cx = w / 2;
    const headY = h * 0.42;
    const hr = w * 0.19;
    const hairShapes: Record<PortraitSpec['hairStyle'], string> = {
      short: `<path d="M${cx - hr * 1.02},${headY - hr * 0.1} Q${cx - hr * 1.05},${headY - hr * 1.25} ${cx},${headY - hr * 1.2} Q${cx + hr * 1.05},${headY - hr * 1.25} ${cx + hr * 1.02},${headY - hr * 0.1} Q${cx + hr * 0.8},${headY - hr * 0.75} ${cx},${headY - hr * 0.78} Q${cx - hr * 0.8},${headY - hr * 0.75} ${cx - hr * 1.02},${headY - hr * 0.1} Z" fill="${p.hair}"/>`,
      bun: `<circle cx="${cx}" cy="${headY - hr * 1.25}" r="${hr * 0.42}" fill="${p.hair}"/><path d="M${cx - hr * 1.05},${headY + hr * 0.1} Q${cx - hr * 1.1},${headY - hr * 1.2} ${cx},${headY - hr * 1.15} Q${cx + hr * 1.1},${headY - hr * 1.2} ${cx + hr * 1.05},${headY + hr * 0.1} Q${cx + hr * 0.7},${headY - hr * 0.7} ${cx},${headY - hr * 0.72} Q${cx - hr * 0.7},${headY - hr * 0.7} ${cx - hr * 1.05},${headY + hr * 0.1} Z" fill="${p.hair}"/>`,
      bald: `<path d="M${cx - hr * 1.0},${headY - hr * 0.05} Q${cx - hr},${headY - hr * 0.5} ${cx - hr * 0.85},${headY - hr * 0.45} L${cx - hr * 0.9},${headY} Z M${cx + hr * 1.0},${headY - hr * 0.05} Q${cx + hr},${headY - hr * 0.5} ${cx + hr * 0.85},${headY - hr * 0.45} L${cx + hr * 0.9},${headY} Z" fill="${p.hair}"/>`,
      curly: Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI + (i / 10) * Math.PI;
        return `<circle cx="${(cx + Math.cos(a) * hr * 0.95).toFixed(1)}" cy="${(headY - hr * 0.15 + Math.sin(a) * hr * 1.0).toFixed(1)}" r="${(hr * 0.32).toFixed(1)}" fill="${p.hair}"/>`;
      }).join(''),
      long: `<path d="M${cx - hr * 1.1},${headY + hr * 1.5} Q${cx - hr * 1.35},${headY - hr * 1.3} ${cx},${headY - hr * 1.18} Q${cx + hr * 1.35},${headY - hr * 1.3} ${cx + hr * 1.1},${headY + hr * 1.5} L${cx + hr * 0.75},${headY + hr * 1.5} Q${cx + hr * 0.95},${headY - hr * 0.5} ${cx},${headY - hr * 0.72} Q${cx - hr * 0.95},${headY - hr * 0.5} ${cx - hr * 0.75},${headY + hr * 1.5} Z" fill="${p.hair}"/>`,
      cap: `<path d="M${cx - hr * 1.02},${headY - hr * 0.25} Q${cx - hr},${headY - hr * 1.25} ${cx},${headY - hr * 1.22} Q${cx + hr},${headY - hr * 1.25} ${cx + hr * 1.02},${headY - hr * 0.25} Z" fill="${p.hair}"/><path d="M${cx - hr * 1.02},${headY - hr * 0.25} H${cx + hr * 1.7} Q${cx + hr * 1.6},${headY - hr * 0.05} ${cx + hr * 1.0},${headY - hr * 0.08} H${cx - hr * 1.02} Z" fill="${p.hair}"/><circle cx="${cx}" cy="${headY - hr * 0.75}" r="${hr * 0.16}" fill="${C.sun}"/>`,
    };
    const behindHair = p.hairStyle === 'long' ? hairShapes.long : '';
    const frontHair =
      p.hairStyle === 'long'
        ? `<path d="M${cx - hr * 1.0},${headY - hr * 0.1} Q${cx - hr * 0.9},${headY - hr * 1.2} ${cx + hr * 0.2},${headY - hr * 1.1} Q${cx + hr * 1.0},${headY - hr * 1.0} ${cx + hr * 1.02},${headY - hr * 0.1} Q${cx + hr * 0.3},${headY - hr * 0.85} ${cx - hr * 1.0},${headY - hr * 0.1} Z" fill="${p.hair}"/>`
        : hairShapes[p.hairStyle];
    const eyes = `<circle cx="${cx - hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.08}" fill="${C.night}"/><circle cx="${cx + hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.08}" fill="${C.night}"/>`;
    const smile = `<path d="M${cx - hr * 0.3},${headY + hr * 0.42} Q${cx},${headY + hr * 0.62} ${cx + hr * 0.3},${headY + hr * 0.42}" stroke="${C.night}" stroke-width="${hr * 0.08}" fill="none" stroke-linecap="round"/>`;
    const beard = p.beard
      ? `<path d="M${cx - hr * 0.95},${headY + hr * 0.1} Q${cx - hr * 0.9},${headY + hr * 1.15} ${cx},${headY + hr * 1.15} Q${cx + hr * 0.9},${headY + hr * 1.15} ${cx + hr * 0.95},${headY + hr * 0.1} Q${cx + hr * 0.6},${headY + hr * 0.75} ${cx},${headY + hr * 0.72} Q${cx - hr * 0.6},${headY + hr * 0.75} ${cx - hr * 0.95},${headY + hr * 0.1} Z" fill="${p.hair}"/><path d="M${cx - hr * 0.25},${headY + hr * 0.5} Q${cx},${headY + hr * 0.62} ${cx + hr * 0.25},${headY + hr * 0.5}" stroke="${p.skin}" stroke-width="${hr * 0.1}" fill="none" stroke-linecap="round"/>`
      : '';
    const glasses = p.glasses
      ? `<g fill="none" stroke="${C.night}" stroke-width="${hr * 0.07}"><circle cx="${cx - hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.24}"/><circle cx="${cx + hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.24}"/><line x1="${cx - hr * 0.12}" y1="${headY}" x2="${cx + hr * 0.12}" y2="${headY}"/></g>`
      : '';
    const shoulders = `<path d="M${cx - w * 0.44},${h} Q${cx - w * 0.42},${h * 0.7} ${cx - w * 0.14},${h * 0.66} L${cx + w * 0.14},${h * 0.66} Q${cx + w * 0.42},${h * 0.7} ${cx + w * 0.44},${h} Z" fill="${p.shirt}"/>`;
    const collar = `<path d="M${cx - w * 0.12},${h * 0.655} L${cx},${h * 0.76} L${cx + w * 0.12},${h * 0.655}" stroke="${p.trim}" stroke-width="${w * 0.025}" fill="none" stroke-linejoin="round"/><path d="M${cx - w * 0.38},${h * 0.82} L${cx - w * 0.3},${h}" stroke="${p.trim}" stroke-width="${w * 0.02}"/><path d="M${cx + w * 0.38},${h * 0.82} L${cx + w * 0.3},${h}" stroke="${p.trim}" stroke-width="${w * 0.02}"/>`;
    const whistle = `<path d="M${cx - w * 0.1},${h * 0.66} Q${cx - w * 0.05},${h * 0.86} ${cx + w * 0.09},${h * 0.88}" stroke="${C.sun}" stroke-width="${w * 0.012}" fill="none"/><rect x="${cx + w * 0.08}" y="${h * 0.865}" width="${w * 0.07}" height="${w * 0.04}" rx="${w * 0.015}" fill="#C9D1D9"/>`;
    const neck = `<rect x="${cx - hr * 0.38}" y="${headY + hr * 0.6}" width="${hr * 0.76}" height="${hr * 1.1}" fill="${p.skin}"/><rect x="${cx - hr * 0.38}" y="${headY + hr * 0.6}" width="${hr * 0.76}" height="${hr * 0.3}" fill="#000" opacity="0.12"/>`;
    const ears = `<circle cx="${cx - hr * 0.98}" cy="${headY + hr * 0.1}" r="${hr * 0.2}" fill="${p.skin}"/><circle cx="${cx + hr * 0.98}" cy="${headY + hr * 0.1}" r="${hr * 0.2}" fill="${p.skin}"/>`;
    const face = `<ellipse cx="${cx}" cy="${headY}" rx="${hr}" ry="${hr * 1.12}" fill="${p.skin}"/>`;
    let lines = '';
    for (let i = 0; i < 6; i++)
      lines += `<line x1="${-h + (i * w) / 2}" y1="${h}" x2="${(i * w) / 2}" y2="0" stroke="#FFFFFF" stroke-opacity="0.06" stroke-width="${w * 0.08}"/>`;
    const monogram = `<text x="${w * 0.08}" y="${h * 0.13}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.1}" fill="#FFFFFF" fill-opacity="0.85" letter-spacing="2">${escapeXml(p.initials)}</text>`;
    const defs = `<linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`;
    const body =
      `<rect width="${w}" height="${h}" fill="url(#pbg)"/>${lines}` +
      `<circle cx="${cx}" cy="${h * 0.5}" r="${w * 0.42}" fill="#FFFFFF" opacity="0.08"/>` +
      behindHair +
      shoulders +
      collar +
      whistle +
      neck +
      ears +
      face +
      frontHair +
      beard +
      eyes +
      glasses +
      smile +
      monogram;
    return svgDoc(w, h, body, defs);
  };
}

/* ---------- partner wordmarks (240x96), fictional brands ---------- */

export interface Wordmark {
  name: string;
  sub: string;
  color: string;
  icon: 'wave' | 'peak' | 'sun' | 'leaf' | 'cross' | 'shield';
  serif?: boolean;
}

export function wordmarkScene(m: Wordmark): Scene {
  return (w, h) => {
    const s = h * 0.5;
    const ix = h * 0.5;
    const iy = h / 2;
    const icons: Record<Wordmark['icon'], string> = {
      wave: `<circle cx="${ix}" cy="${iy}" r="${s * 0.6}" fill="${m.color}"/><path d="M${ix - s * 0.45},${iy + s * 0.05} q${s * 0.22},-${s * 0.25} ${s * 0.45},0 t${s * 0.45},0" stroke="#FFFFFF" stroke-width="${s * 0.12}" fill="none" stroke-linecap="round"/>`,
      peak: `<path d="M${ix - s * 0.6},${iy + s * 0.45} L${ix - s * 0.1},${iy - s * 0.45} L${ix + s * 0.15},${iy} L${ix + s * 0.3},${iy - s * 0.2} L${ix + s * 0.6},${iy + s * 0.45} Z" fill="${m.color}"/>`,
      sun: `<circle cx="${ix}" cy="${iy}" r="${s * 0.3}" fill="${m.color}"/>${Array.from(
        { length: 8 },
        (_, i) => {
          const a = (i * Math.PI) / 4;
          return `<line x1="${(ix + Math.cos(a) * s * 0.42).toFixed(1)}" y1="${(iy + Math.sin(a) * s * 0.42).toFixed(1)}" x2="${(ix + Math.cos(a) * s * 0.6).toFixed(1)}" y2="${(iy + Math.sin(a) * s * 0.6).toFixed(1)}" stroke="${m.color}" stroke-width="${s * 0.1}" stroke-linecap="round"/>`;
        },
      ).join('')}`,
      leaf: `<path d="M${ix - s * 0.5},${iy + s * 0.5} Q${ix - s * 0.5},${iy - s * 0.55} ${ix + s * 0.55},${iy - s * 0.55} Q${ix + s * 0.55},${iy + s * 0.5} ${ix - s * 0.5},${iy + s * 0.5} Z" fill="${m.color}"/><path d="M${ix - s * 0.45},${iy + s * 0.45} L${ix + s * 0.3},${iy - s * 0.3}" stroke="#FFFFFF" stroke-width="${s * 0.07}"/>`,
      cross: `<rect x="${ix - s * 0.55}" y="${iy - s * 0.55}" width="${s * 1.1}" height="${s * 1.1}" rx="${s * 0.25}" fill="${m.color}"/><path d="M${ix},${iy - s * 0.32} V${iy + s * 0.32} M${ix - s * 0.32},${iy} H${ix + s * 0.32}" stroke="#FFFFFF" stroke-width="${s * 0.16}" stroke-linecap="round"/>`,
      shield: `<path d="M${ix},${iy - s * 0.6} L${ix + s * 0.5},${iy - s * 0.4} V${iy} Q${ix + s * 0.5},${iy + s * 0.45} ${ix},${iy + s * 0.62} Q${ix - s * 0.5},${iy + s * 0.45} ${ix - s * 0.5},${iy} V${iy - s * 0.4} Z" fill="${m.color}"/><path d="M${ix - s * 0.22},${iy} L${ix - s * 0.04},${iy + s * 0.2} L${ix + s * 0.26},${iy - s * 0.2}" stroke="#FFFFFF" stroke-width="${s * 0.1}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    };
    const family = m.serif ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif';
    const tx = h * 0.95;
    const maxW = w - tx - h * 0.12;
    // rsvg ignores textLength, so size the name from DejaVu's average glyph width instead.
    const caps = m.name === m.name.toUpperCase();
    const size = Math.min(h * 0.32, maxW / (m.name.length * (caps ? 0.74 : 0.64)));
    return svgDoc(
      w,
      h,
      `${icons[m.icon]}<text x="${tx}" y="${h * 0.54}" font-family="${family}" font-weight="bold" font-size="${size.toFixed(1)}" fill="${C.night}">${escapeXml(m.name)}</text>` +
        `<text x="${tx}" y="${h * 0.78}" font-family="DejaVu Sans, sans-serif" font-size="${(h * 0.13).toFixed(1)}" fill="${m.color}" letter-spacing="${(h * 0.02).toFixed(1)}">${escapeXml(m.sub.toUpperCase())}</text>`,
    );
  };
}
