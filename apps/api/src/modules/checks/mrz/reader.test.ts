import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { facesDir } from '../../../../../../scripts/lib/shared-dir.mjs';
import { compareMrz } from './compare.js';
import { createMrzReader } from './reader.js';
import { makeTd3, renderMrzImage, type Td3Fields } from './render-mrz.js';

// One reader (one Tesseract worker) for the file: the model loads once.
const reader = createMrzReader();
afterAll(() => reader.close());

const face = readFileSync(path.join(facesDir(), 'person-a-1.jpg'));
const ada: Td3Fields = {
  issuingState: 'NGA',
  surname: 'Okafor',
  givenNames: 'Ada Chioma',
  documentNumber: 'A01234567',
  birthDate: '1990-03-14',
  sex: 'F',
  expirationDate: '2031-01-01',
};
const OCR = 30_000;

describe('createMrzReader', () => {
  it(
    'reads a rendered TD3 back to the same lines, valid',
    async () => {
      const lines = makeTd3(ada);
      const reading = await reader.read(await renderMrzImage(lines));
      expect(reading).toMatchObject({ found: true, lines, parsed: { format: 'TD3', valid: true } });
    },
    OCR,
  );

  it(
    'reads the MRZ of a passport page with a portrait (logging the warm read time)',
    async () => {
      const page = await renderMrzImage(makeTd3(ada), { withDocument: true, face });
      const times: number[] = [];
      let reading = await reader.read(page);
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        reading = await reader.read(page);
        times.push(performance.now() - started);
      }
      console.info(`warm MRZ read of a 1280×900 page: ${times.map(Math.round).join(', ')} ms`);
      expect(reading.parsed).toMatchObject({
        valid: true,
        expired: false,
        fields: {
          documentNumber: 'A01234567',
          surname: 'OKAFOR',
          givenNames: 'ADA CHIOMA',
          nationality: 'NGA',
          issuingState: 'NGA',
          birthDate: '1990-03-14',
          expirationDate: '2031-01-01',
          sex: 'F',
        },
      });
    },
    OCR,
  );

  it(
    'reads the page the API tests use and matches the member',
    async () => {
      const lines = makeTd3({
        ...ada,
        surname: 'OKAFOR',
        givenNames: 'ADAEZE',
        documentNumber: 'A12345678',
        birthDate: '1992-03-14',
        expirationDate: '2031-05-01',
      });
      const reading = await reader.read(await renderMrzImage(lines, { withDocument: true, face }));
      expect(reading.lines).toEqual(lines);
      const typed = {
        identityNumber: 'A12345678',
        firstName: 'Adaeze',
        lastName: 'Okafor',
        middleName: null,
        dob: '1992-03-14',
      };
      expect(compareMrz(reading.parsed!, typed)).toEqual({ number: true, names: true, dob: true });
    },
    OCR,
  );

  it(
    'finds the MRZ but reports it invalid when a check digit was tampered with',
    async () => {
      const [line1, line2] = makeTd3(ada);
      // Birth date changed to 1991 without recomputing its check digit.
      const forged = [line1!, line2!.slice(0, 13) + '91' + line2!.slice(15)];
      const reading = await reader.read(await renderMrzImage(forged, { withDocument: true, face }));
      expect(reading.found).toBe(true);
      expect(reading.lines).toEqual(forged);
      expect(reading.parsed?.valid).toBe(false);
      expect(reading.parsed?.checkDigits.filter((c) => !c.valid).map((c) => c.field)).toEqual([
        'birthDateCheckDigit',
        'compositeCheckDigit',
      ]);
    },
    OCR,
  );

  it(
    'reports an expired passport',
    async () => {
      const lines = makeTd3({ ...ada, expirationDate: '2020-02-29' });
      const reading = await reader.read(await renderMrzImage(lines, { withDocument: true, face }));
      expect(reading.parsed).toMatchObject({
        valid: true,
        expired: true,
        fields: { expirationDate: '2020-02-29' },
      });
    },
    OCR,
  );

  it(
    'honours EXIF orientation (a phone photo stored sideways)',
    async () => {
      const lines = makeTd3(ada);
      const upright = await renderMrzImage(lines, { withDocument: true, face });
      const sideways = await sharp(upright)
        .rotate(-90)
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      expect((await reader.read(sideways)).lines).toEqual(lines);
    },
    OCR,
  );

  it(
    'finds nothing in a photo without an MRZ',
    async () => {
      const reading = await reader.read(face);
      expect(reading).toMatchObject({ found: false, lines: [], parsed: null });
    },
    OCR,
  );

  it(
    'gives up after its time limit and can still be closed',
    async () => {
      const hurried = createMrzReader({ timeoutMs: 1 });
      await expect(hurried.read(face)).rejects.toThrow(/timed out/);
      await hurried.close();
      await expect(hurried.read(face)).rejects.toThrow(/closed/);
    },
    OCR,
  );
});
