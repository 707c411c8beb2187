/**
 * Files travel in JSON as base64 data URLs (the KYC payload, the capture precheck, the phone
 * hand-off). One definition of what is accepted, used by the schemas here and by the API's upload
 * parser, which decodes large ones away from its event loop (decision 0025).
 */

/** A JPEG or PNG image. */
export const IMAGE_DATA_URL = /^data:image\/(jpeg|jpg|png);base64,[A-Za-z0-9+/=\s]+$/;

/** A JPEG or PNG image, or a PDF (a business certificate). */
export const DOCUMENT_DATA_URL =
  /^data:(image\/(jpeg|jpg|png)|application\/pdf);base64,[A-Za-z0-9+/=\s]+$/;

/** Up to 8 MB of file as base64 (4/3 of the bytes) plus the data-URL prefix. */
export const MAX_DATA_URL_LENGTH = Math.ceil((8 * 1024 * 1024 * 4) / 3) + 100;
