/** Things on the pitch and around it: goal, ball, cone, floodlight, palm, confetti. */
import { C, f, rng } from './svg.ts';

/** A goal seen from the front: posts, crossbar and a net drawn as a thin lattice. */
export function goal(x: number, baseY: number, width: number, color = '#FFFFFF'): string {
  const height = width * 0.33;
  const post = Math.max(2, width * 0.022);
  const top = baseY - height;
  const back = width * 0.06;
  let net = '';
  const cells = 14;
  for (let i = 1; i < cells; i++) {
    const nx = x + (width * i) / cells;
    net += `<line x1="${f(nx)}" y1="${f(top + back * 0.5)}" x2="${f(nx)}" y2="${f(baseY)}"/>`;
  }
  for (let j = 1; j < 5; j++) {
    const ny = top + back * 0.5 + ((height - back * 0.5) * j) / 5;
    net += `<line x1="${f(x)}" y1="${f(ny)}" x2="${f(x + width)}" y2="${f(ny)}"/>`;
  }
  return (
    `<g stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="${f(Math.max(0.8, width / 400))}">${net}</g>` +
    `<path d="M${f(x)},${f(baseY)} V${f(top)} H${f(x + width)} V${f(baseY)}" stroke="${color}" stroke-width="${f(post)}" fill="none" stroke-linejoin="round"/>` +
    `<rect x="${f(x)}" y="${f(baseY - 1)}" width="${f(width)}" height="${f(Math.max(2, width / 200))}" fill="#000" opacity="0.15"/>`
  );
}

/** A football: white disc, dark pentagon and seams, with a soft shadow on the grass. */
export function ball(cx: number, cy: number, r: number, shadow = true): string {
  const pent = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `${f(cx + Math.cos(a) * r * 0.38)},${f(cy + Math.sin(a) * r * 0.38)}`;
  }).join(' ');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `<line x1="${f(cx + Math.cos(a) * r * 0.38)}" y1="${f(cy + Math.sin(a) * r * 0.38)}" x2="${f(cx + Math.cos(a) * r * 0.95)}" y2="${f(cy + Math.sin(a) * r * 0.95)}"/>`;
  }).join('');
  return (
    (shadow
      ? `<ellipse cx="${f(cx + r * 0.3)}" cy="${f(cy + r * 1.05)}" rx="${f(r * 0.9)}" ry="${f(r * 0.22)}" fill="#000" opacity="0.2"/>`
      : '') +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#FFFFFF" stroke="${C.night}" stroke-width="${f(Math.max(0.8, r * 0.08))}"/>` +
    `<g stroke="${C.night}" stroke-width="${f(Math.max(0.6, r * 0.07))}">${seams}</g>` +
    `<polygon points="${pent}" fill="${C.night}"/>`
  );
}

/** A training cone in sun gold with a white band. */
export function cone(x: number, baseY: number, size: number): string {
  const w = size * 0.8;
  return (
    `<ellipse cx="${f(x + size * 0.15)}" cy="${f(baseY)}" rx="${f(w * 0.75)}" ry="${f(size * 0.12)}" fill="#000" opacity="0.18"/>` +
    `<polygon points="${f(x - w / 2)},${f(baseY)} ${f(x)},${f(baseY - size)} ${f(x + w / 2)},${f(baseY)}" fill="${C.sun}"/>` +
    `<polygon points="${f(x - w * 0.3)},${f(baseY - size * 0.4)} ${f(x - w * 0.2)},${f(baseY - size * 0.6)} ${f(x + w * 0.2)},${f(baseY - size * 0.6)} ${f(x + w * 0.3)},${f(baseY - size * 0.4)}" fill="#FFFFFF" opacity="0.9"/>` +
    `<polygon points="${f(x)},${f(baseY - size)} ${f(x + w / 2)},${f(baseY)} ${f(x + w * 0.12)},${f(baseY)}" fill="${C.sunDeep}" opacity="0.55"/>` +
    `<rect x="${f(x - w * 0.62)}" y="${f(baseY - size * 0.06)}" width="${f(w * 1.24)}" height="${f(size * 0.08)}" rx="${f(size * 0.03)}" fill="${C.sunDeep}"/>`
  );
}

/** A floodlight mast with a bank of lamps and a wide glow. */
export function floodlight(
  id: string,
  x: number,
  baseY: number,
  height: number,
  on = true,
): { defs: string; body: string } {
  const headW = height * 0.22;
  const headH = height * 0.1;
  const top = baseY - height;
  const defs = `<radialGradient id="${id}"><stop offset="0" stop-color="#FFF8DC" stop-opacity="0.9"/><stop offset="0.3" stop-color="#FFE9A8" stop-opacity="0.35"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></radialGradient>`;
  let lamps = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      lamps += `<circle cx="${f(x - headW / 2 + (headW * (c + 0.5)) / 4)}" cy="${f(top + (headH * (r + 0.5)) / 3)}" r="${f(headH * 0.13)}" fill="${on ? '#FFF6D5' : '#9AA5B1'}"/>`;
  const body =
    (on
      ? `<circle cx="${f(x)}" cy="${f(top + headH / 2)}" r="${f(height * 0.55)}" fill="url(#${id})"/>`
      : '') +
    `<path d="M${f(x - height * 0.025)},${f(baseY)} L${f(x - height * 0.012)},${f(top + headH)} H${f(x + height * 0.012)} L${f(x + height * 0.025)},${f(baseY)} Z" fill="${C.night}"/>` +
    `<rect x="${f(x - headW / 2 - 3)}" y="${f(top - 3)}" width="${f(headW + 6)}" height="${f(headH + 6)}" rx="3" fill="${C.night}"/>` +
    lamps;
  return { defs, body };
}

/** A Mediterranean palm: curved trunk and drooping fronds. */
export function palm(x: number, baseY: number, height: number, color: string, lean = 1): string {
  const topX = x + height * 0.18 * lean;
  const topY = baseY - height;
  let fronds = '';
  const angles = [-160, -130, -100, -70, -40, -10, 20];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = height * (0.42 + 0.08 * Math.cos(rad * 3));
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const cx = topX + Math.cos(rad) * len * 0.55;
    const cy = topY + Math.sin(rad) * len * 0.75 - len * 0.1;
    // Each frond is a leaf: out along one curve and back along a slightly offset one.
    const wdt = height * 0.05;
    fronds += `<path d="M${f(topX)},${f(topY)} Q${f(cx)},${f(cy - wdt)} ${f(ex)},${f(ey)} Q${f(cx)},${f(cy + wdt)} ${f(topX)},${f(topY + wdt * 0.4)} Z" fill="${color}"/>`;
  }
  return (
    `<path d="M${f(x - height * 0.03)},${f(baseY)} Q${f(x + height * 0.02 * lean)},${f(baseY - height * 0.55)} ${f(topX - height * 0.012)},${f(topY)} L${f(topX + height * 0.012)},${f(topY)} Q${f(x + height * 0.06 * lean)},${f(baseY - height * 0.55)} ${f(x + height * 0.03)},${f(baseY)} Z" fill="${color}"/>` +
    fronds +
    `<circle cx="${f(topX)}" cy="${f(topY + height * 0.02)}" r="${f(height * 0.035)}" fill="${color}"/>`
  );
}

/** A scatter of confetti in the palette. */
export function confetti(w: number, h: number, count: number, seed: number): string {
  const r = rng(seed);
  const colors = [C.sun, C.white, C.grassLight, C.sunDeep];
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = 4 + r() * 8;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * 0.45)}" fill="${colors[i % colors.length]}" transform="rotate(${Math.round(r() * 180)} ${f(x)} ${f(y)})" opacity="0.9"/>`;
  }
  return out;
}
