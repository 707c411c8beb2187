import { readFileSync } from 'node:fs';
import { makeTd3, renderMrzImage } from '../../apps/api/src/modules/checks/mrz/render-mrz.js';
import { FACE } from './fake-camera';

export interface PassportHolder {
  surname: string;
  givenNames: string;
  /** A letter and 8 digits, as the wizard's "International Passport Number" takes it. */
  number: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** YYYY-MM-DD; 2031-01-01 when not given. */
  expirationDate?: string;
}

/**
 * A passport page as a JPEG: the portrait on the left (person-a's second photo, the same man as the
 * fake camera shows) and a machine-readable zone with valid check digits for the holder, so the
 * face match and the MRZ check have something real to read.
 */
export async function passportJpeg(holder: PassportHolder): Promise<Buffer> {
  const lines = makeTd3({
    issuingState: 'NGA',
    surname: holder.surname,
    givenNames: holder.givenNames,
    documentNumber: holder.number,
    birthDate: holder.birthDate,
    sex: 'F',
    expirationDate: holder.expirationDate ?? '2031-01-01',
  });
  return renderMrzImage(lines, {
    withDocument: true,
    face: readFileSync(FACE.replace('person-a-1', 'person-a-2')),
  });
}
