import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@vouch/contracts';

const PERIOD_S = 30;
/** One step either side: a phone clock a little off still works. */
const DRIFT_STEPS = 1;

function totp(secret: string, label: string) {
  return new TOTP({
    issuer: 'Vouch',
    label,
    algorithm: 'SHA1', // what every authenticator app supports
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The otpauth URL as an SVG QR code, ready for an <img>. */
export async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second step a 6-digit code belongs to (within the drift allowed), or null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret, 'check').validate({
    token: code,
    timestamp: now,
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

// No 0/O or 1/l/i: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2q-xw9ht" (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
