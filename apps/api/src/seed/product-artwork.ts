import sharp from 'sharp';

/** What a product photo shows: the kind of object, its colours and its label. */
export interface Artwork {
  kind:
    | 'jar-candle'
    | 'wood-wick-candle'
    | 'pillar-candle'
    | 'empty-jar'
    | 'reed-diffuser'
    | 'car-diffuser'
    | 'dropper-bottle'
    | 'base-bottle'
    | 'perfume-bottle'
    | 'reeds'
    | 'wax-bag'
    | 'wicks'
    | 'dye-chips'
    | 'kit-box'
    | 'tools';
  /** The wax, liquid or main colour. */
  color: string;
  /** The vessel or packaging colour (glass tint, box, bag). */
  accent?: string;
  /** One or two short lines printed on the label (Latin letters: any machine has a font for them). */
  label: string;
  sublabel?: string;
}

/** How the shot is framed. */
export type Shot = 'studio' | 'close' | 'trio' | 'detail';

/** A backdrop: wall and table colours. */
export type Backdrop = readonly [wall: string, table: string];

/** Backdrops the seed cycles through, warm neutrals like a studio's paper sweeps. */
export const BACKDROPS: readonly Backdrop[] = [
  ['#efe6dc', '#d9c7b4'],
  ['#e4e9e4', '#c5cfc6'],
  ['#f3ece6', '#e0cfc2'],
  ['#e6e2ec', '#cbc3d3'],
  ['#ece7df', '#b9a58f'],
  ['#dfe6ec', '#b8c4cf'],
];

const SIZE = 1600;

// Drawn width of each object, before scaling (its shadow spreads a little wider).
const WIDTH: Record<Artwork['kind'], number> = {
  'jar-candle': 420,
  'wood-wick-candle': 420,
  'empty-jar': 420,
  'pillar-candle': 300,
  'reed-diffuser': 360,
  'base-bottle': 360,
  'car-diffuser': 240,
  'dropper-bottle': 240,
  'perfume-bottle': 320,
  reeds: 340,
  'wax-bag': 480,
  'dye-chips': 480,
  wicks: 400,
  'kit-box': 720,
  tools: 680,
};

// Objects are drawn about 600 px tall; wide or small ones are scaled to fill a frame alike.
const KIND_SCALE: Partial<Record<Artwork['kind'], number>> = {
  'kit-box': 0.8,
  tools: 0.8,
  'wax-bag': 0.85,
  'dye-chips': 0.85,
  'dropper-bottle': 1.3,
  'perfume-bottle': 1.25,
  'car-diffuser': 1.1,
};

function mix(hex: string, other: string, amount: number): string {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(other.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
const lighter = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
const darker = (hex: string, amount: number) => mix(hex, '#000000', amount);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Gradients every object shares, named per colour so one SVG can hold several objects.
function defs(id: string, art: Artwork): string {
  const c = art.color;
  const accent = art.accent ?? '#ffffff';
  return `
  <linearGradient id="${id}-glass" x1="0" x2="1">
    <stop offset="0" stop-color="${darker(accent, 0.25)}" stop-opacity="0.55"/>
    <stop offset="0.18" stop-color="${lighter(accent, 0.6)}" stop-opacity="0.35"/>
    <stop offset="0.32" stop-color="#ffffff" stop-opacity="0.55"/>
    <stop offset="0.45" stop-color="${accent}" stop-opacity="0.2"/>
    <stop offset="0.85" stop-color="${darker(accent, 0.2)}" stop-opacity="0.35"/>
    <stop offset="1" stop-color="${darker(accent, 0.45)}" stop-opacity="0.6"/>
  </linearGradient>
  <linearGradient id="${id}-body" x1="0" x2="1">
    <stop offset="0" stop-color="${darker(c, 0.28)}"/>
    <stop offset="0.3" stop-color="${lighter(c, 0.18)}"/>
    <stop offset="0.55" stop-color="${c}"/>
    <stop offset="1" stop-color="${darker(c, 0.35)}"/>
  </linearGradient>
  <linearGradient id="${id}-accent" x1="0" x2="1">
    <stop offset="0" stop-color="${darker(accent, 0.3)}"/>
    <stop offset="0.35" stop-color="${lighter(accent, 0.15)}"/>
    <stop offset="0.6" stop-color="${accent}"/>
    <stop offset="1" stop-color="${darker(accent, 0.4)}"/>
  </linearGradient>
  <radialGradient id="${id}-top" cx="0.45" cy="0.4" r="0.7">
    <stop offset="0" stop-color="${lighter(c, 0.35)}"/>
    <stop offset="1" stop-color="${darker(c, 0.12)}"/>
  </radialGradient>
  <linearGradient id="${id}-wood" x1="0" x2="1">
    <stop offset="0" stop-color="#6b4a2e"/><stop offset="0.4" stop-color="#b08358"/>
    <stop offset="0.7" stop-color="#9a6d44"/><stop offset="1" stop-color="#5a3c24"/>
  </linearGradient>`;
}

function label(x: number, y: number, w: number, h: number, art: Artwork, dark = false): string {
  const ink = dark ? '#f5efe6' : '#3a302a';
  const paper = dark ? '#2f2a26' : '#f7f2ea';
  const size = Math.min(h * 0.24, (w * 1.5) / Math.max(art.label.length, 4));
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.06}" fill="${paper}" opacity="0.96"/>
    <rect x="${x + w * 0.05}" y="${y + h * 0.08}" width="${w * 0.9}" height="${h * 0.84}" rx="${h * 0.04}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="${Math.max(2, h * 0.012)}"/>
    <text x="${x + w / 2}" y="${y + h * 0.3}" font-family="DejaVu Serif, Georgia, serif" font-size="${h * 0.1}" letter-spacing="${h * 0.035}" fill="${ink}" fill-opacity="0.7" text-anchor="middle">ATELIER</text>
    <text x="${x + w / 2}" y="${y + h * 0.6}" font-family="DejaVu Serif, Georgia, serif" font-size="${size}" fill="${ink}" text-anchor="middle">${escapeXml(art.label)}</text>
    ${art.sublabel ? `<text x="${x + w / 2}" y="${y + h * 0.82}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${h * 0.085}" letter-spacing="${h * 0.01}" fill="${ink}" fill-opacity="0.75" text-anchor="middle">${escapeXml(art.sublabel)}</text>` : ''}
  </g>`;
}

function flame(cx: number, top: number, scale = 1): string {
  return `<g>
    <ellipse cx="${cx}" cy="${top + 40 * scale}" rx="${60 * scale}" ry="${90 * scale}" fill="#ffd27a" opacity="0.18"/>
    <path d="M ${cx} ${top - 60 * scale} C ${cx + 26 * scale} ${top - 10 * scale}, ${cx + 24 * scale} ${top + 40 * scale}, ${cx} ${top + 58 * scale} C ${cx - 24 * scale} ${top + 40 * scale}, ${cx - 26 * scale} ${top - 10 * scale}, ${cx} ${top - 60 * scale} Z" fill="#ffb347"/>
    <path d="M ${cx} ${top - 20 * scale} C ${cx + 12 * scale} ${top + 10 * scale}, ${cx + 11 * scale} ${top + 38 * scale}, ${cx} ${top + 50 * scale} C ${cx - 11 * scale} ${top + 38 * scale}, ${cx - 12 * scale} ${top + 10 * scale}, ${cx} ${top - 20 * scale} Z" fill="#fff4d6"/>
  </g>`;
}

// Each object is drawn standing on y = 0, centred on x = 0, about 600 px tall.
function object(id: string, art: Artwork): string {
  const g = (name: string) => `url(#${id}-${name})`;
  switch (art.kind) {
    case 'jar-candle':
    case 'wood-wick-candle':
    case 'empty-jar': {
      const w = 420;
      const h = 470;
      const wax =
        art.kind === 'empty-jar'
          ? ''
          : `
        <rect x="${-w / 2 + 14}" y="${-h * 0.78}" width="${w - 28}" height="${h * 0.78 - 16}" rx="20" fill="${g('body')}"/>
        <ellipse cx="0" cy="${-h * 0.78}" rx="${w / 2 - 14}" ry="34" fill="${g('top')}"/>`;
      const wick =
        art.kind === 'jar-candle'
          ? `<rect x="-4" y="${-h * 0.78 - 40}" width="8" height="42" rx="3" fill="#2b2521"/>${flame(0, -h * 0.78 - 110)}`
          : art.kind === 'wood-wick-candle'
            ? `<rect x="-34" y="${-h * 0.78 - 34}" width="68" height="36" rx="3" fill="${g('wood')}"/>${flame(0, -h * 0.78 - 100, 1.25)}`
            : '';
      return `${wax}${wick}
        <path d="M ${-w / 2} ${-h} L ${-w / 2} -24 Q ${-w / 2} 0 ${-w / 2 + 24} 0 L ${w / 2 - 24} 0 Q ${w / 2} 0 ${w / 2} -24 L ${w / 2} ${-h} Z" fill="${g('glass')}"/>
        <ellipse cx="0" cy="${-h}" rx="${w / 2}" ry="36" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
        <rect x="${-w / 2 + 30}" y="${-h + 50}" width="22" height="${h - 110}" rx="11" fill="#ffffff" opacity="0.35"/>
        ${label(-w * 0.34, -h * 0.56, w * 0.68, h * 0.34, art, art.kind === 'wood-wick-candle')}`;
    }
    case 'pillar-candle': {
      const w = 300;
      const h = 640;
      return `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="26" fill="${g('body')}"/>
        <ellipse cx="0" cy="${-h}" rx="${w / 2}" ry="30" fill="${g('top')}"/>
        <ellipse cx="0" cy="${-h + 4}" rx="${w / 2 - 40}" ry="18" fill="${darker(art.color, 0.08)}" opacity="0.5"/>
        <rect x="-4" y="${-h - 40}" width="8" height="44" rx="3" fill="#2b2521"/>${flame(0, -h - 110)}
        <rect x="${-w / 2}" y="${-h * 0.4}" width="${w}" height="70" fill="${art.accent ?? '#d8c3a5'}" opacity="0.9"/>
        <text x="0" y="${-h * 0.4 + 46}" font-family="DejaVu Serif, serif" font-size="34" letter-spacing="6" fill="#3a302a" text-anchor="middle">${escapeXml(art.label.toUpperCase().slice(0, 14))}</text>`;
    }
    case 'reed-diffuser':
    case 'base-bottle': {
      const w = 360;
      const h = 460;
      const reeds =
        art.kind === 'reed-diffuser'
          ? [-40, -22, -8, 6, 20, 36, 50]
              .map(
                (dx, i) =>
                  `<line x1="${dx * 0.4}" y1="${-h - 60}" x2="${dx * 5.5 + (i % 2 ? 24 : -24)}" y2="${-h - 470 + (i % 3) * 50}" stroke="#5b4330" stroke-width="9" stroke-linecap="round"/>`,
              )
              .join('')
          : '';
      return `${reeds}
        <path d="M ${-w / 2} -30 Q ${-w / 2} 0 ${-w / 2 + 30} 0 L ${w / 2 - 30} 0 Q ${w / 2} 0 ${w / 2} -30 L ${w / 2} ${-h + 90} Q ${w / 2} ${-h + 30} ${w / 2 - 90} ${-h + 20} L 60 ${-h} L -60 ${-h} L ${-w / 2 + 90} ${-h + 20} Q ${-w / 2} ${-h + 30} ${-w / 2} ${-h + 90} Z" fill="${g('glass')}"/>
        <path d="M ${-w / 2 + 16} -30 L ${-w / 2 + 16} ${-h * 0.55} L ${w / 2 - 16} ${-h * 0.55} L ${w / 2 - 16} -30 Q ${w / 2 - 16} -14 ${w / 2 - 40} -14 L ${-w / 2 + 40} -14 Q ${-w / 2 + 16} -14 ${-w / 2 + 16} -30 Z" fill="${art.color}" opacity="0.55"/>
        <rect x="-62" y="${-h - 70}" width="124" height="80" rx="10" fill="${art.kind === 'reed-diffuser' ? g('wood') : '#2f2a26'}"/>
        <rect x="${-w / 2 + 26}" y="${-h + 90}" width="18" height="${h - 150}" rx="9" fill="#ffffff" opacity="0.35"/>
        ${label(-w * 0.34, -h * 0.52, w * 0.68, h * 0.32, art)}`;
    }
    case 'car-diffuser':
      return `<line x1="0" y1="-640" x2="0" y2="-330" stroke="#8a6a4a" stroke-width="6"/>
        <rect x="-70" y="-340" width="140" height="90" rx="14" fill="${g('wood')}"/>
        <rect x="-120" y="-260" width="240" height="230" rx="36" fill="${g('glass')}"/>
        <rect x="-104" y="-190" width="208" height="150" rx="26" fill="${art.color}" opacity="0.6"/>
        ${label(-80, -200, 160, 110, art)}`;
    case 'dropper-bottle':
    case 'perfume-bottle': {
      const dropper = art.kind === 'dropper-bottle';
      const w = dropper ? 240 : 320;
      const h = dropper ? 380 : 320;
      const cap = dropper
        ? `<rect x="-40" y="${-h - 60}" width="80" height="64" rx="8" fill="#2b2521"/>
           <path d="M -34 ${-h - 58} Q -34 ${-h - 200} 0 ${-h - 200} Q 34 ${-h - 200} 34 ${-h - 58} Z" fill="#1f1b18"/>`
        : `<rect x="-34" y="${-h - 40}" width="68" height="44" fill="#c9b48a"/>
           <rect x="-70" y="${-h - 160}" width="140" height="124" rx="18" fill="${g('accent')}"/>`;
      return `${cap}
        <rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${dropper ? 36 : 60}" fill="${dropper ? darker(art.accent ?? '#8a4b1d', 0.1) : g('glass')}"/>
        <rect x="${-w / 2 + 10}" y="${-h * 0.7}" width="${w - 20}" height="${h * 0.7 - 10}" rx="30" fill="${art.color}" opacity="${dropper ? 0.35 : 0.55}"/>
        <rect x="${-w / 2 + 22}" y="${-h + 30}" width="16" height="${h - 70}" rx="8" fill="#ffffff" opacity="0.35"/>
        ${label(-w * 0.38, -h * 0.62, w * 0.76, h * 0.42, art)}`;
    }
    case 'reeds':
      return (
        [...Array(18).keys()]
          .map((i) => {
            const x = -150 + i * 17;
            return `<rect x="${x}" y="${-560 - (i % 4) * 20}" width="12" height="${560 + (i % 4) * 20}" rx="6" fill="${i % 2 ? '#8b6a4c' : '#a5825f'}"/>`;
          })
          .join('') +
        `<rect x="-170" y="-260" width="340" height="60" rx="8" fill="${art.color}"/>
        ${label(-130, -250, 260, 40, { ...art, sublabel: undefined, label: '' })}`
      );
    case 'wax-bag':
    case 'dye-chips': {
      const bag = art.accent ?? '#f1ece4';
      const pellets = [...Array(art.kind === 'wax-bag' ? 38 : 24).keys()]
        .map((i) => {
          const x = ((i * 97) % 520) - 260 + 330;
          const y = -((i * 53) % 50) - 14;
          return `<ellipse cx="${x}" cy="${y}" rx="${art.kind === 'wax-bag' ? 22 : 16}" ry="${art.kind === 'wax-bag' ? 14 : 11}" fill="${g('top')}"/>`;
        })
        .join('');
      return `<path d="M -240 0 L -210 -560 L 210 -560 L 240 0 Z" fill="${g('accent')}" stroke="${darker(bag, 0.15)}" stroke-width="4"/>
        <rect x="-210" y="-600" width="420" height="60" rx="6" fill="${darker(bag, 0.12)}"/>
        <rect x="-140" y="-250" width="280" height="200" rx="100" fill="${g('top')}" opacity="0.9"/>
        ${label(-160, -500, 320, 220, art)}${pellets}`;
    }
    case 'wicks':
      return (
        [...Array(12).keys()]
          .map((i) => {
            const x = -160 + i * 29;
            return `<line x1="${x}" y1="-20" x2="${x + (i - 6) * 6}" y2="-620" stroke="${i % 3 ? '#efe7da' : '#e2d6c3'}" stroke-width="8"/><rect x="${x - 18}" y="-22" width="36" height="14" rx="4" fill="#b9b9b9"/>`;
          })
          .join('') +
        `<rect x="-200" y="-300" width="400" height="130" rx="12" fill="${art.color}"/>
        ${label(-180, -290, 360, 110, { ...art, sublabel: undefined })}`
      );
    case 'kit-box':
      return `<path d="M -360 0 L -360 -380 L 0 -460 L 360 -380 L 360 0 Z" fill="${darker(art.accent ?? '#c9b8a2', 0.05)}"/>
        <rect x="-360" y="-380" width="720" height="380" fill="${g('accent')}"/>
        <path d="M -360 -380 L 0 -460 L 360 -380 L 0 -300 Z" fill="${lighter(art.accent ?? '#c9b8a2', 0.25)}"/>
        <rect x="-40" y="-380" width="80" height="380" fill="${art.color}" opacity="0.85"/>
        ${label(-250, -320, 500, 220, art)}
        <g transform="translate(440 0) scale(0.5)"><rect x="-150" y="-470" width="300" height="470" rx="24" fill="url(#${id}-glass)"/><rect x="-136" y="-360" width="272" height="344" rx="18" fill="${art.color}" opacity="0.6"/></g>`;
    case 'tools':
      return `<path d="M -330 0 L -300 -420 L -60 -420 L -40 0 Z" fill="#c9ccd1"/>
        <path d="M -300 -420 L -340 -470 L -220 -440 Z" fill="#b3b7bd"/>
        <path d="M -60 -380 Q 40 -360 30 -220 Q 20 -120 -50 -110" fill="none" stroke="#9fa4ab" stroke-width="26"/>
        <rect x="-300" y="-330" width="30" height="300" rx="15" fill="#ffffff" opacity="0.45"/>
        <rect x="90" y="-640" width="40" height="640" rx="20" fill="#e8e4dc" stroke="#b8b0a2" stroke-width="4"/>
        <rect x="100" y="-250" width="20" height="230" rx="10" fill="#d0463b"/>
        <circle cx="110" cy="-28" r="30" fill="#d0463b"/>
        <rect x="190" y="-360" width="160" height="360" rx="16" fill="${art.color}"/>
        ${label(200, -300, 140, 160, { ...art, sublabel: undefined })}`;
  }
}

/**
 * One product photo as SVG: the object on a studio backdrop (wall, table, soft shadow), framed
 * as the shot asks.
 */
export function artworkSvg(
  art: Artwork,
  shot: Shot,
  backdrop: Backdrop,
  trio: Artwork[] = [],
): string {
  const [wall, table] = backdrop;
  const horizon = 1080;
  const items =
    shot === 'trio' && trio.length > 0
      ? [trio[0]!, art, trio[1] ?? trio[0]!].map((a, i) => ({
          a,
          x: 800 + (i - 1) * 500,
          s: i === 1 ? 1.1 : 0.95,
        }))
      : [{ a: art, x: 800, s: shot === 'close' ? 1.75 : shot === 'detail' ? 2.6 : 1.35 }];
  const baseline =
    shot === 'close' ? 1420 : shot === 'detail' ? 1840 : shot === 'trio' ? 1300 : 1330;
  const body = items
    .map(({ a, x, s }, i) => {
      const id = `o${i}`;
      return `<defs>${defs(id, a)}</defs>
        <ellipse cx="${x + 30 * s}" cy="${baseline}" rx="${(WIDTH[a.kind] * (KIND_SCALE[a.kind] ?? 1) * 0.5 + 70) * s}" ry="${46 * s}" fill="url(#shadow)"/>
        <g transform="translate(${x} ${baseline}) scale(${s * (KIND_SCALE[a.kind] ?? 1)})">${object(id, a)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <radialGradient id="wall" cx="0.3" cy="0.15" r="1.1">
      <stop offset="0" stop-color="${lighter(wall, 0.55)}"/><stop offset="1" stop-color="${darker(wall, 0.07)}"/>
    </radialGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${darker(table, 0.04)}"/><stop offset="1" stop-color="${lighter(table, 0.18)}"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${SIZE}" height="${horizon}" fill="url(#wall)"/>
  <rect y="${horizon}" width="${SIZE}" height="${SIZE - horizon}" fill="url(#table)"/>
  <rect y="${horizon - 6}" width="${SIZE}" height="12" fill="${darker(table, 0.1)}" opacity="0.25"/>
  ${body}
</svg>`;
}

/**
 * Rasterises an artwork SVG ({@link artworkSvg}) to a 1600×1600 JPEG of quality 90 (what a
 * photographer would upload).
 */
export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
