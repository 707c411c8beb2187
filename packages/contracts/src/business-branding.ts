import { z } from 'zod';
import { IMAGE_DATA_URL } from './data-url.js';

/**
 * A business's logo and colour on the pages its customers see (issue 47): the hosted link page
 * and the KYC steps it leads to, never the "Verified business" badge (which is Vouch's word, not
 * the business's). A live page shows the logo an admin saw at live approval, as it shows the
 * checked name (issue 46): a bank's logo cannot be slipped in after.
 */
export interface Branding {
  /** Where the logo is served (a PNG at most 256 px on its long side), or null. */
  logo_url: string | null;
  /** #rrggbb; white text on it is readable (contrast at least 4.5:1). */
  colour: string | null;
}

export interface OrganisationBranding extends Branding {
  /** Whether live pages show this logo: an admin approved it with the organisation. */
  logo_checked: boolean;
}

/** The logo file as uploaded, at most this many bytes. */
export const MAX_LOGO_BYTES = 512 * 1024;
/** Logos are served at /api/v1/logos/<sha256>.png: immutable, cached for a year. */
export const LOGO_PATH = '/logos';

export const brandingMessages = {
  logoInvalid: 'Upload the logo as a PNG or JPEG image.',
  logoTooLarge: 'The logo must be at most 512 kB.',
  logoTooSmall: 'The logo must be at least 32 pixels on each side.',
  colourInvalid: 'Give the colour as # and six hex digits, e.g. #0F766E.',
  colourTooLight:
    'Choose a darker colour: white text on it must be easy to read (a contrast of at least 4.5 to 1).',
  nothingToChange: 'Give a logo, a colour, or null to remove one.',
  saved: 'Branding saved.',
} as const;

/** WCAG 2's relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white on #rrggbb (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const colourField = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, brandingMessages.colourInvalid)
  .transform((v) => v.toLowerCase())
  .refine((v) => contrastWithWhite(v) >= 4.5, brandingMessages.colourTooLight);

export const updateBrandingSchema = z
  .object({
    /** A PNG or JPEG as a data URL; null removes the logo. */
    logo: z
      .string()
      .max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 100, brandingMessages.logoTooLarge)
      .regex(IMAGE_DATA_URL, brandingMessages.logoInvalid)
      .nullable()
      .optional(),
    colour: colourField.nullable().optional(),
  })
  .refine((v) => v.logo !== undefined || v.colour !== undefined, brandingMessages.nothingToChange);
export type UpdateBrandingPayload = z.input<typeof updateBrandingSchema>;

export const brandingSchema = z.object({
  logo_url: z.string().nullable().describe('/api/v1/logos/<sha256>.png, or null'),
  colour: z.string().nullable().describe('#rrggbb, or null'),
});

export const organisationBrandingSchema = brandingSchema.extend({
  logo_checked: z
    .boolean()
    .describe('Whether live pages show this logo (checked at live approval)'),
});
