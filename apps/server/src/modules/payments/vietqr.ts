/**
 * VietQR (NAPAS 247) payloads: EMVCo merchant-presented QR with the NAPAS tag 38, built here so the shop needs no
 * outside service to show a bank-transfer QR (DESIGN §4). Every field is ID (2 digits) + length (2 digits) + value.
 */
import encodeQR from 'qr';

const NAPAS_GUID = 'A000000727';
/** Transfer to an account number (QRIBFTTC would be to a card number). */
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), the checksum EMVCo QR codes end with, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrTransfer {
  /** The receiving bank's 6-digit BIN (e.g. 970422 for MB). */
  bankBin: string;
  accountNumber: string;
  /** Whole dong. */
  amount: number;
  /** The transfer content: ASCII, as the shopper's bank will send it on (e.g. `DH12345678`). */
  content: string;
}

/** The payload a banking app reads: a dynamic QR (tag 01 = 12) with the amount and content filled in. */
export function vietQrPayload({ bankBin, accountNumber, amount, content }: VietQrTransfer): string {
  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', SERVICE_TO_ACCOUNT)) +
    field('53', CURRENCY_VND) +
    field('54', String(amount)) +
    field('58', 'VN') +
    field('62', field('08', content)) +
    '6304';
  return body + crc16(body);
}

/** The payload as an SVG image in a data: URL, ready for an <img> (no outside service, works offline). */
export function qrImageDataUrl(payload: string): string {
  const svg = encodeQR(payload, 'svg', { ecc: 'medium', border: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The QR as a GIF, for mail: clients show neither SVG nor data URLs, but an inline (cid:) GIF everywhere. */
export function qrImageGif(payload: string): Uint8Array {
  return encodeQR(payload, 'gif', { ecc: 'medium', border: 2, scale: 5 });
}
