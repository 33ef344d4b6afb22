/**
 * Draws the demo catalogue's images as small flat SVGs under apps/server/media/, served by the app at /media.
 * The data (src/db/seed/demo-catalogue.ts) is the source of truth: every /media path it names is drawn here,
 * nothing else is (old files in the generated folders are removed first). Deterministic: no clock, no
 * randomness, so a re-run produces byte-identical files.
 *
 *   cd apps/server && npx tsx scripts/make-demo-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from '@shop/domain/search-text';
import { demoBanners, demoCategories, demoFeedback, demoProducts, demoPromotions } from '../src/db/seed/demo-catalogue';
import type { DemoProduct, DemoPromotion } from '../src/db/seed/demo-types';

const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
/** Named in the feedback data on purpose so the UI's initial-letter fallback shows (spec 1 §2); never drawn. */
const BROKEN_AVATAR = '/media/avatars/missing.webp';
const FONT = 'font-family="system-ui, sans-serif"';

// ---------------------------------------------------------------------------------------------------------
// Small utilities

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** FNV-1a, for stable per-name choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Mixes `hex` towards `target` by `amount` (0..1). */
function mix(hex: string, target: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(target);
  return rgbToHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

function hslToHex(h: number, s: number, l: number): string {
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return rgbToHex([f(0), f(8), f(4)]);
}

/** Font size so that `text` fits in `width` px (system-ui averages under 0.6 em per glyph in bold). */
function fitFont(text: string, width: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.58))));
}

function label(text: string, x: number, y: number, width: number, max: number, fill: string): string {
  if (!text) return '';
  const size = fitFont(text, width, max);
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="${fill}">${escapeXml(text)}</text>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------------------
// Colours: flavour words first, then product families; anything else gets a stable hue from its name.

interface Palette {
  main: string;
  dark: string;
  light: string;
  bg: string;
}

const COLOUR_WORDS: Array<[string, string]> = [
  ['viet-quat', '#5C6BC0'],
  ['chanh-day', '#F2A900'],
  ['khoai-mon', '#9575CD'],
  ['matcha', '#4CAF50'],
  ['kiwi', '#7CB342'],
  ['xoai', '#FFB300'],
  ['dao', '#FF9E6D'],
  ['dau', '#EC407A'],
  ['vai', '#F48FB1'],
  ['socola', '#6D4C41'],
  ['chocolate', '#6D4C41'],
  ['cacao', '#5D4037'],
  ['ca-phe', '#6F4E37'],
  ['caramel', '#C17F2A'],
  ['flan', '#D89B3A'],
  ['trung', '#F6C343'],
  ['vani', '#E0B85A'],
  ['duong-den', '#7B4B2A'],
  ['tran-chau-den', '#3E2723'],
  ['tran-chau-trang', '#90A4AE'],
  ['tran-chau', '#5D4037'],
  ['cheese', '#F4C542'],
  ['nha-dam', '#66BB6A'],
  ['thach-dua', '#A1887F'],
  ['o-long', '#C68E17'],
  ['nhai', '#8BC34A'],
  ['lai', '#8BC34A'],
  ['tra-xanh', '#43A047'],
  ['earl-grey', '#5C6F91'],
  ['truyen-thong', '#A0522D'],
  ['tra', '#A0522D'],
  ['sua-dac', '#1E88E5'],
  ['whipping', '#42A5F5'],
  ['kem-beo', '#4FC3F7'],
  ['sua', '#42A5F5'],
  ['eton', '#00897B'],
  ['omniblend', '#E53935'],
  ['vitamix', '#37474F'],
  ['lam-da', '#29B6F6'],
  ['noi', '#607D8B'],
  ['may', '#546E7A'],
  ['inox', '#78909C'],
  ['go', '#A1887F'],
];

function paletteFor(...names: string[]): Palette {
  const tokens = names.map((n) => `-${n}-`);
  let main: string | undefined;
  for (const [word, colour] of COLOUR_WORDS) {
    if (tokens.some((t) => t.includes(`-${word}-`))) {
      main = colour;
      break;
    }
  }
  main ??= hslToHex(hash(names.join('|')) % 360, 0.55, 0.55);
  return { main, dark: mix(main, '#1B1B1B', 0.45), light: mix(main, '#FFFFFF', 0.7), bg: mix(main, '#FFFFFF', 0.88) };
}

// ---------------------------------------------------------------------------------------------------------
// Shapes, drawn in a 600×600 box with the object standing on y≈525. Each returns only the object.

type Kind =
  | 'bottle'
  | 'pouch'
  | 'jar'
  | 'can'
  | 'cup'
  | 'bubble'
  | 'straws'
  | 'bag'
  | 'shaker'
  | 'jug'
  | 'spoon'
  | 'sealer'
  | 'blender'
  | 'pot'
  | 'machine';

/** Kind by slug words; products fall back to their category's kind, then its parent's. */
const KIND_RULES: Array<[RegExp, Kind]> = [
  [/may-dan/, 'sealer'],
  [/may-xay|omniblend|vitamix/, 'blender'],
  [/^noi-/, 'pot'],
  [/^may-/, 'machine'],
  [/binh-lac/, 'shaker'],
  [/ca-dong|jigger/, 'jug'],
  [/muong|chay-dam|dung-cu/, 'spoon'],
  [/ong-hut/, 'straws'],
  [/^tui-/, 'bag'],
  [/^topping/, 'bubble'],
  [/^ly-|mang-dan/, 'cup'],
  [/sua-dac|dao-ngam/, 'can'],
  [/^bot-|^tra|tran-chau|hong-tra|luc-tra/, 'pouch'],
  [/siro|^sot-|sinh-to|kem-beo-thuc-vat|whipping|sua-kem/, 'bottle'],
  [/mut|thach|pudding|nha-dam/, 'jar'],
];

function kindOf(slug: string): Kind | undefined {
  return KIND_RULES.find(([re]) => re.test(slug))?.[1];
}

const categoriesByKey = new Map(demoCategories.map((c) => [c.key, c]));

function categoryKind(key: string): Kind {
  const cat = categoriesByKey.get(key);
  if (!cat) throw new Error(`unknown category ${key}`);
  return kindOf(cat.slug) ?? (cat.parentKey ? categoryKind(cat.parentKey) : 'pouch');
}

function productKind(p: DemoProduct): Kind {
  return kindOf(p.slug) ?? categoryKind(p.categoryKey);
}

const WHITE = '#FFFFFF';
const STEEL = '#B0BEC5';
const STEEL_LIGHT = '#ECEFF1';

function drawBottle(p: Palette, text: string): string {
  return (
    `<rect x="262" y="62" width="76" height="54" rx="10" fill="${p.dark}"/>` +
    `<path d="M272 114h56v46q82 26 82 92v228q0 45-45 45H235q-45 0-45-45V252q0-66 82-92z" fill="${p.main}"/>` +
    `<rect x="212" y="262" width="16" height="210" rx="8" fill="${WHITE}" opacity=".35"/>` +
    `<rect x="206" y="312" width="188" height="128" rx="14" fill="${WHITE}"/>` +
    `<rect x="206" y="312" width="188" height="16" fill="${p.light}"/>` +
    label(text, 300, 384, 170, 40, p.dark)
  );
}

function drawPouch(p: Palette, text: string, slug: string): string {
  const pearls = /tran-chau/.test(slug)
    ? [262, 300, 338, 281, 319]
        .map((x, i) => `<circle cx="${x}" cy="${i < 3 ? 430 : 462}" r="15" fill="${p.dark}"/>`)
        .join('')
    : `<path d="M300 405c-40 0-55 30-55 55 25-2 55-14 70-40-5 15-25 32-45 42 45 5 70-30 30-57z" fill="${p.main}"/>`;
  return (
    `<path d="M168 150h264l16 368q-148 22-296 0z" fill="${p.main}"/>` +
    `<rect x="164" y="128" width="272" height="36" rx="8" fill="${p.dark}"/>` +
    `<path d="M176 190h248" stroke="${p.dark}" stroke-width="4" stroke-dasharray="12 8"/>` +
    `<rect x="196" y="222" width="208" height="92" rx="12" fill="${WHITE}"/>` +
    label(text, 300, 270, 190, 40, p.dark) +
    `<ellipse cx="300" cy="445" rx="78" ry="52" fill="${p.light}"/>` +
    pearls
  );
}

function drawJar(p: Palette, text: string): string {
  return (
    `<rect x="198" y="140" width="204" height="58" rx="14" fill="${p.dark}"/>` +
    `<rect x="176" y="192" width="248" height="330" rx="52" fill="${p.light}"/>` +
    `<rect x="190" y="248" width="220" height="262" rx="44" fill="${p.main}"/>` +
    `<circle cx="232" cy="470" r="13" fill="${WHITE}" opacity=".35"/><circle cx="370" cy="290" r="10" fill="${WHITE}" opacity=".35"/>` +
    `<rect x="202" y="318" width="196" height="104" rx="14" fill="${WHITE}"/>` +
    label(text, 300, 372, 178, 40, p.dark)
  );
}

function drawCan(p: Palette, text: string): string {
  return (
    `<rect x="188" y="160" width="224" height="358" rx="16" fill="${p.main}"/>` +
    `<ellipse cx="300" cy="162" rx="112" ry="24" fill="#CFD8DC"/><ellipse cx="300" cy="162" rx="92" ry="16" fill="#B0BEC5"/>` +
    `<path d="M188 200h224M188 478h224" stroke="${p.dark}" stroke-width="6" opacity=".4"/>` +
    `<rect x="188" y="262" width="224" height="150" fill="${WHITE}"/>` +
    label(text, 300, 338, 200, 40, p.dark)
  );
}

function drawCup(p: Palette, text: string, pearls: boolean): string {
  const balls = pearls
    ? [236, 270, 304, 338, 364, 252, 288, 324]
        .map((x, i) => `<circle cx="${x}" cy="${i < 5 ? 492 : 462}" r="15" fill="#3E2723"/>`)
        .join('')
    : '';
  return (
    `<rect x="318" y="40" width="26" height="220" rx="8" fill="${p.dark}" transform="rotate(14 331 150)"/>` +
    `<path d="M176 196q124-112 248 0z" fill="${WHITE}" opacity=".85" stroke="${STEEL}" stroke-width="4"/>` +
    `<path d="M186 196h228l-30 318q-84 14-168 0z" fill="${WHITE}" opacity=".6" stroke="${STEEL}" stroke-width="4"/>` +
    `<path d="M194 252h212l-24 258q-82 12-164 0z" fill="${p.main}"/>` +
    `<rect x="172" y="188" width="256" height="16" rx="8" fill="${STEEL}"/>` +
    balls +
    (text
      ? `<rect x="222" y="320" width="156" height="72" rx="12" fill="${WHITE}"/>` +
        label(text, 300, 356, 140, 34, p.dark)
      : '')
  );
}

function drawStraws(p: Palette, text: string): string {
  const colours = [p.main, p.dark, p.light, p.main, p.dark];
  const straws = colours
    .map(
      (c, i) =>
        `<rect x="${212 + i * 38}" y="${90 + (i % 2) * 24}" width="22" height="400" rx="11" fill="${c}" transform="rotate(${(i - 2) * 4} 300 490)"/>`,
    )
    .join('');
  return (
    straws +
    `<rect x="190" y="310" width="220" height="92" rx="14" fill="${WHITE}"/>` +
    label(text, 300, 356, 200, 38, p.dark)
  );
}

function drawBag(p: Palette, text: string): string {
  return (
    `<path d="M236 226q0-98 64-98t64 98" fill="none" stroke="${p.dark}" stroke-width="16"/>` +
    `<path d="M164 216h272l-18 304H182z" fill="${p.main}"/>` +
    `<path d="M164 216h272l-6 40H170z" fill="${p.dark}" opacity=".35"/>` +
    `<rect x="206" y="318" width="188" height="96" rx="14" fill="${WHITE}"/>` +
    label(text, 300, 366, 170, 38, p.dark)
  );
}

function drawShaker(p: Palette, text: string): string {
  return (
    `<rect x="268" y="78" width="64" height="46" rx="12" fill="${STEEL}"/>` +
    `<path d="M246 124h108l-16 88h-76z" fill="#CFD8DC"/>` +
    `<path d="M214 212h172l-28 308H242z" fill="${STEEL_LIGHT}" stroke="${STEEL}" stroke-width="4"/>` +
    `<rect x="234" y="236" width="14" height="250" rx="7" fill="${WHITE}"/>` +
    `<rect x="226" y="318" width="148" height="76" rx="6" fill="${p.main}"/>` +
    label(text, 300, 357, 136, 34, WHITE)
  );
}

function drawJug(p: Palette, text: string): string {
  const ticks = [280, 330, 380, 430]
    .map((y) => `<path d="M214 ${y}h40" stroke="${p.dark}" stroke-width="6"/>`)
    .join('');
  return (
    `<path d="M394 232q78 0 78 92t-86 96" fill="none" stroke="${p.main}" stroke-width="24"/>` +
    `<path d="M196 176h212l-14 332q0 14-14 14H224q-14 0-14-14l-14-332-20-18z" fill="${WHITE}" opacity=".9" stroke="${p.main}" stroke-width="8"/>` +
    `<path d="M204 360h196l-6 148q0 10-10 10H220q-10 0-10-10z" fill="${p.light}"/>` +
    ticks +
    label(text, 320, 250, 140, 34, p.dark)
  );
}

function drawSpoon(p: Palette, text: string): string {
  return (
    `<g transform="rotate(-32 300 300)"><rect x="288" y="40" width="24" height="330" rx="12" fill="${STEEL}"/>` +
    `<ellipse cx="300" cy="430" rx="62" ry="86" fill="#CFD8DC" stroke="${STEEL}" stroke-width="6"/>` +
    `<ellipse cx="286" cy="410" rx="18" ry="34" fill="${WHITE}" opacity=".6"/></g>` +
    `<rect x="164" y="470" width="272" height="70" rx="35" fill="${p.main}"/>` +
    label(text, 300, 505, 240, 34, WHITE)
  );
}

function machineLabel(p: Palette, text: string, y: number): string {
  return (
    `<rect x="190" y="${y - 26}" width="220" height="52" rx="10" fill="${p.main}"/>` +
    label(text, 300, y, 200, 30, WHITE)
  );
}

function drawSealer(p: Palette, text: string): string {
  return (
    `<rect x="150" y="120" width="300" height="400" rx="26" fill="${STEEL_LIGHT}" stroke="${STEEL}" stroke-width="5"/>` +
    `<rect x="150" y="120" width="300" height="118" rx="26" fill="${p.main}"/>` +
    `<rect x="180" y="146" width="120" height="54" rx="8" fill="#263238"/>` +
    `<text x="240" y="174" ${FONT} font-size="30" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="#69F0AE">170°</text>` +
    `<circle cx="350" cy="173" r="16" fill="${WHITE}"/><circle cx="400" cy="173" r="16" fill="${p.light}"/>` +
    `<rect x="196" y="262" width="208" height="168" rx="10" fill="#CFD8DC"/>` +
    `<path d="M250 318h100l-12 106h-76z" fill="${WHITE}" stroke="${STEEL}" stroke-width="3"/><path d="M254 346h92l-9 76h-74z" fill="${p.light}"/>` +
    machineLabel(p, text, 474)
  );
}

function drawBlender(p: Palette, text: string): string {
  return (
    `<rect x="226" y="100" width="148" height="30" rx="10" fill="#37474F"/>` +
    `<path d="M218 128h164l-22 266H240z" fill="#E3F2FD" opacity=".9" stroke="${STEEL}" stroke-width="5"/>` +
    `<path d="M226 240h148l-16 154H242z" fill="${p.light}"/>` +
    `<path d="M384 160q40 0 40 60t-44 60" fill="none" stroke="${STEEL}" stroke-width="14"/>` +
    `<path d="M262 380h76M300 366v28" stroke="#37474F" stroke-width="8"/>` +
    `<path d="M206 394h188l24 130H182z" fill="${p.main}"/>` +
    `<circle cx="300" cy="424" r="14" fill="${WHITE}"/>` +
    label(text, 300, 482, 200, 30, WHITE)
  );
}

function drawPot(p: Palette, text: string): string {
  return (
    `<rect x="126" y="248" width="40" height="24" rx="10" fill="#455A64"/><rect x="434" y="248" width="40" height="24" rx="10" fill="#455A64"/>` +
    `<rect x="156" y="220" width="288" height="298" rx="24" fill="#CFD8DC"/>` +
    `<ellipse cx="300" cy="222" rx="146" ry="30" fill="${STEEL}"/>` +
    `<ellipse cx="300" cy="206" rx="132" ry="26" fill="${STEEL_LIGHT}"/><rect x="278" y="160" width="44" height="34" rx="12" fill="#455A64"/>` +
    `<rect x="172" y="246" width="16" height="240" rx="8" fill="${WHITE}" opacity=".5"/>` +
    `<rect x="230" y="300" width="140" height="46" rx="8" fill="#263238"/>` +
    `<circle cx="264" cy="323" r="9" fill="#FF7043"/><circle cx="300" cy="323" r="9" fill="#69F0AE"/><circle cx="336" cy="323" r="9" fill="${p.light}"/>` +
    machineLabel(p, text, 420)
  );
}

function drawMachine(p: Palette, text: string): string {
  const cubes = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${226 + (i % 3) * 52}" y="${i < 3 ? 344 : 392}" width="40" height="40" rx="8" fill="#E1F5FE" stroke="#81D4FA" stroke-width="3"/>`,
    )
    .join('');
  return (
    `<rect x="160" y="110" width="280" height="410" rx="22" fill="${STEEL_LIGHT}" stroke="${STEEL}" stroke-width="5"/>` +
    `<rect x="160" y="110" width="280" height="92" rx="22" fill="${p.main}"/>` +
    `<rect x="190" y="136" width="96" height="40" rx="6" fill="#263238"/><circle cx="360" cy="156" r="14" fill="${WHITE}"/><circle cx="402" cy="156" r="14" fill="${p.light}"/>` +
    `<rect x="200" y="230" width="200" height="222" rx="14" fill="#B3E5FC"/>` +
    `<rect x="214" y="244" width="172" height="40" rx="8" fill="${WHITE}"/>` +
    label(text, 300, 265, 160, 28, p.dark) +
    cubes +
    `<rect x="260" y="470" width="80" height="16" rx="8" fill="${STEEL}"/>`
  );
}

function drawShape(kind: Kind, p: Palette, text: string, slug: string): string {
  switch (kind) {
    case 'bottle':
      return drawBottle(p, text);
    case 'pouch':
      return drawPouch(p, text, slug);
    case 'jar':
      return drawJar(p, text);
    case 'can':
      return drawCan(p, text);
    case 'cup':
      return drawCup(p, text, false);
    case 'bubble':
      return drawCup(p, text, true);
    case 'straws':
      return drawStraws(p, text);
    case 'bag':
      return drawBag(p, text);
    case 'shaker':
      return drawShaker(p, text);
    case 'jug':
      return drawJug(p, text);
    case 'spoon':
      return drawSpoon(p, text);
    case 'sealer':
      return drawSealer(p, text);
    case 'blender':
      return drawBlender(p, text);
    case 'pot':
      return drawPot(p, text);
    case 'machine':
      return drawMachine(p, text);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Products and categories

/**
 * Words shown on the object when the name contains one (brands first, then what the product is);
 * otherwise the sub-category name. Matched case-insensitively, shown as written here (≤ 12 characters).
 */
const LABEL_WORDS = [
  'Lộc Phát',
  'Tân Nam Bắc',
  'Cozy',
  'Indo',
  'B-One',
  'Torani',
  'Monin',
  'Golden Farm',
  "Hershey's",
  'Wings',
  '3Q',
  'Ngôi Sao',
  'Ông Thọ',
  "Rich's",
  'Anchor',
  'Elle & Vire',
  'Osterberg',
  'Boduo',
  'Berrino',
  'Rhodes',
  'Eton',
  'Omniblend',
  'Vitamix',
  'Uji',
  'Earl Grey',
  'Tứ Quý',
  'Bảo Lộc',
  'Đà Lạt',
  'Bến Tre',
  'Thái Nguyên',
  'Cacao',
  'Kem cheese',
  'Khoai môn',
  'Đường đen',
  'Trà sữa',
  'Nha đam',
  'Đá viên',
  'Màng dán',
  'Muỗng khuấy',
];

function productLabel(p: DemoProduct): string {
  const name = p.name.toLocaleLowerCase('vi');
  const word = LABEL_WORDS.find((w) => name.includes(w.toLocaleLowerCase('vi')));
  if (word) return word;
  const category = categoriesByKey.get(p.categoryKey)?.name ?? '';
  if (category.length <= 12) return category;
  return p.name.split(' ').slice(0, 2).join(' ');
}

function productSvg(kind: Kind, pal: Palette, text: string, slug: string): string {
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="${pal.bg}"/>` +
      `<circle cx="300" cy="300" r="236" fill="${pal.light}" opacity=".55"/>` +
      `<ellipse cx="300" cy="528" rx="176" ry="20" fill="#000" opacity=".08"/>` +
      drawShape(kind, pal, text, slug),
  );
}

function categorySvg(slug: string, kind: Kind): string {
  const pal = paletteFor(slug);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${pal.bg}"/>` +
      `<circle cx="200" cy="200" r="172" fill="${pal.light}"/>` +
      `<g transform="translate(50 42) scale(.5)">${drawShape(kind, pal, '', slug)}</g>`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Banners, promotions, avatars, placeholders

interface BannerContent {
  tag: string;
  title: string;
  subtitle: string;
  cta: string;
  from: string;
  to: string;
  art: Array<[Kind, string]>;
}

/** Keyed by file name; the data decides which banners exist and where they link. */
const BANNERS: Record<string, BannerContent> = {
  'banner-1.svg': {
    tag: 'KHUYẾN MÃI THÁNG NÀY',
    title: 'Giảm đến 30%',
    subtitle: 'Nguyên liệu trà sữa chính hãng',
    cta: 'Mua ngay',
    from: '#E65100',
    to: '#F9A825',
    art: [
      ['bubble', 'tran-chau'],
      ['bottle', 'siro-dao'],
      ['pouch', 'bot-matcha'],
    ],
  },
  'banner-2.svg': {
    tag: 'GIAO HÀNG NHANH',
    title: 'Freeship nội thành',
    subtitle: 'TP.HCM cho đơn từ 1 triệu',
    cta: 'Xem chi tiết',
    from: '#00695C',
    to: '#26A69A',
    art: [
      ['bag', 'tui-xanh'],
      ['cup', 'ly-dau'],
      ['jar', 'mut-xoai'],
    ],
  },
  'banner-3.svg': {
    tag: 'SẮP KHAI TRƯƠNG',
    title: 'Cửa hàng mới Thủ Đức',
    subtitle: 'Quà tặng cho 100 khách đầu tiên',
    cta: 'Xem địa chỉ',
    from: '#283593',
    to: '#5C6BC0',
    art: [
      ['sealer', 'eton'],
      ['bubble', 'khoai-mon'],
    ],
  },
  'banner-4.svg': {
    tag: 'TẾT ẤT TỴ 2025',
    title: 'Lì xì đầu năm',
    subtitle: 'Giảm 20% nguyên liệu mùa Tết',
    cta: 'Săn ưu đãi',
    from: '#B71C1C',
    to: '#E53935',
    art: [
      ['can', 'dao-ngam'],
      ['bottle', 'siro-dau'],
    ],
  },
};

function bannerSvg(c: BannerContent): string {
  const dots = [
    [1110, 40, 90],
    [80, 300, 70],
    [700, 330, 60],
    [560, -20, 44],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFF" opacity=".1"/>`)
    .join('');
  const art = c.art
    .map(([kind, name], i) => {
      const scale = i === 0 ? 0.5 : 0.4;
      const x = [1070, 905, 760][i]! - 300 * scale;
      const y = 310 - 530 * scale;
      return `<g transform="translate(${x} ${y}) scale(${scale})">${drawShape(kind, paletteFor(name), '', name)}</g>`;
    })
    .reverse()
    .join('');
  const titleSize = fitFont(c.title, 600, 64);
  const ctaWidth = Math.round(c.cta.length * 13 + 56);
  return svg(
    1200,
    320,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>` +
      `<rect width="1200" height="320" fill="url(#g)"/>${dots}` +
      `<circle cx="1000" cy="190" r="150" fill="#FFF" opacity=".16"/>` +
      `<rect x="64" y="44" width="${Math.round(c.tag.length * 12.5 + 36)}" height="34" rx="17" fill="#FFF" opacity=".22"/>` +
      `<text x="82" y="62" ${FONT} font-size="16" font-weight="700" letter-spacing="1" dominant-baseline="middle" fill="#FFF">${escapeXml(c.tag)}</text>` +
      `<text x="64" y="${100 + titleSize * 0.78}" ${FONT} font-size="${titleSize}" font-weight="800" fill="#FFF">${escapeXml(c.title)}</text>` +
      `<text x="64" y="212" ${FONT} font-size="${fitFont(c.subtitle, 600, 32)}" font-weight="500" fill="#FFF" opacity=".95">${escapeXml(c.subtitle)}</text>` +
      `<rect x="64" y="240" width="${ctaWidth}" height="50" rx="25" fill="#FFF"/>` +
      `<text x="${64 + ctaWidth / 2}" y="266" ${FONT} font-size="20" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="${c.from}">${escapeXml(c.cta)}</text>` +
      art,
  );
}

function promotionLabel(p: DemoPromotion): string {
  if (p.value === 0 && !p.is_percentage) return 'FREESHIP';
  if (p.is_percentage) return `${p.value}%`;
  return p.value % 1000 === 0 ? `${p.value / 1000}K` : `${p.value}đ`;
}

function promotionSvg(p: DemoPromotion): string {
  const pal = paletteFor(slugify(p.code), 'voucher');
  const main = p.is_active ? pal.main : '#9E9E9E';
  const bg = p.is_active ? pal.bg : '#F5F5F5';
  const big = promotionLabel(p);
  return svg(
    200,
    200,
    `<rect width="200" height="200" rx="24" fill="${bg}"/>` +
      `<path d="M20 46h160a8 8 0 0 1 8 8v32a14 14 0 0 0 0 28v32a8 8 0 0 1-8 8H20a8 8 0 0 1-8-8v-32a14 14 0 0 0 0-28V54a8 8 0 0 1 8-8z" fill="${main}"/>` +
      `<path d="M30 132h140" stroke="#FFF" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>` +
      `<text x="100" y="72" ${FONT} font-size="13" font-weight="700" letter-spacing="2" text-anchor="middle" dominant-baseline="middle" fill="#FFF" opacity=".85">VOUCHER</text>` +
      label(big, 100, 103, 128, 44, '#FFF') +
      `<text x="100" y="146" ${FONT} font-size="13" font-weight="600" text-anchor="middle" dominant-baseline="middle" fill="#FFF">${escapeXml(p.code)}</text>`,
  );
}

function avatarSvg(n: number): string {
  const hue = (n * 137) % 360;
  const bg = hslToHex(hue, 0.6, 0.86);
  const fg = hslToHex(hue, 0.45, 0.45);
  return svg(
    96,
    96,
    `<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="96" height="96" fill="${bg}"/>` +
      `<circle cx="48" cy="38" r="18" fill="${fg}"/>` +
      `<path d="M12 100c0-24 16-38 36-38s36 14 36 38z" fill="${fg}"/></g>`,
  );
}

function placeholderSvg(): string {
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="#F1F3F5"/>` +
      `<rect x="180" y="190" width="240" height="190" rx="20" fill="none" stroke="#ADB5BD" stroke-width="12"/>` +
      `<circle cx="244" cy="250" r="22" fill="#ADB5BD"/>` +
      `<path d="M192 368l74-84 50 54 34-36 58 66z" fill="#ADB5BD"/>` +
      `<text x="300" y="440" ${FONT} font-size="28" font-weight="600" text-anchor="middle" fill="#868E96">Chưa có hình ảnh</text>`,
  );
}

/** A QR-looking placeholder (finder patterns + fixed pseudo-random modules); it encodes nothing. */
function placeholderQrSvg(): string {
  const size = 25;
  const cell = 10;
  const inFinder = (x: number, y: number): boolean =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  let seed = 20250101;
  const next = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 16;
  };
  let modules = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!inFinder(x, y) && next() % 100 < 45)
        modules += `M${20 + x * cell} ${20 + y * cell}h${cell}v${cell}h-${cell}z`;
    }
  }
  const finder = (x: number, y: number): string =>
    `<rect x="${x + 5}" y="${y + 5}" width="60" height="60" fill="none" stroke="#495057" stroke-width="10"/>` +
    `<rect x="${x + 20}" y="${y + 20}" width="30" height="30" fill="#495057"/>`;
  return svg(
    290,
    290,
    `<rect width="290" height="290" rx="12" fill="#FFF"/>` +
      `<path d="${modules}" fill="#ADB5BD"/>` +
      finder(20, 20) +
      finder(20 + (size - 7) * cell, 20) +
      finder(20, 20 + (size - 7) * cell),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Collect every file the data names, then write

const files = new Map<string, string>();

function put(url: string, content: string): void {
  if (!url.startsWith('/media/')) throw new Error(`image path must start with /media/: ${url}`);
  const existing = files.get(url);
  if (existing !== undefined && existing !== content) throw new Error(`two different drawings for ${url}`);
  files.set(url, content);
}

for (const c of demoCategories) put(c.image_url, categorySvg(c.slug, categoryKind(c.key)));

for (const p of demoProducts) {
  const kind = productKind(p);
  put(p.image_url, productSvg(kind, paletteFor(p.slug), productLabel(p), p.slug));
  for (const v of p.variants) {
    if (v.main_image === p.image_url) continue;
    const variantSlug = slugify(v.name);
    const text = v.name.length <= 12 ? v.name : productLabel(p);
    put(v.main_image, productSvg(kind, paletteFor(variantSlug, p.slug), text, p.slug));
  }
}

for (const b of demoBanners) {
  const name = b.image_url.split('/').pop() ?? '';
  const content = BANNERS[name];
  if (!content) throw new Error(`no banner drawing for ${b.image_url}`);
  put(b.image_url, bannerSvg(content));
}

for (const p of demoPromotions) put(p.image_url, promotionSvg(p));

for (const f of demoFeedback) {
  if (f.avatar_url === null || f.avatar_url === BROKEN_AVATAR) continue;
  const n = Number(/\/media\/avatars\/(\d+)\.svg$/.exec(f.avatar_url)?.[1]);
  if (!Number.isInteger(n)) throw new Error(`avatar path must be /media/avatars/<n>.svg: ${f.avatar_url}`);
  put(f.avatar_url, avatarSvg(n));
}

put('/media/placeholder.svg', placeholderSvg());
put('/media/placeholder-qr.svg', placeholderQrSvg());

// Clear the generated folders so renamed or removed items leave no stale files behind.
for (const dir of ['products', 'categories', 'banners', 'promotions', 'avatars']) {
  const full = join(MEDIA_DIR, dir);
  mkdirSync(full, { recursive: true });
  for (const name of readdirSync(full)) if (name.endsWith('.svg')) rmSync(join(full, name));
}

for (const [url, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  const path = join(MEDIA_DIR, url.slice('/media/'.length));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

console.log(`wrote ${files.size} SVG files under ${MEDIA_DIR}`);
