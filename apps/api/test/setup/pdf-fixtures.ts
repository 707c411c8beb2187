import { deflateSync } from 'node:zlib';

/**
 * PDFs written byte by byte here (no PDF library), so the tests send what an attacker could send.
 * Object i of `objects` is object number i + 1; object 1 is the catalog.
 */
type Body = string | Buffer;

const latin1 = (s: string) => Buffer.from(s, 'latin1');
const asBuffer = (b: Body) => (typeof b === 'string' ? latin1(b) : b);

/** A stream object's body: dictionary entries (without << >>) and its data. */
export function stream(dict: string, data: Body): Buffer {
  const bytes = asBuffer(data);
  return Buffer.concat([
    latin1(`<< ${dict} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    latin1('\nendstream'),
  ]);
}

/** A classic PDF: objects, a cross-reference table with correct offsets, trailer, %%EOF. */
export function buildPdf(objects: Body[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([latin1(`${i + 1} 0 obj\n`), asBuffer(body), latin1('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f\r',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r`),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}

/**
 * A PDF 1.5 whose objects `compressed` (number → body) sit in one FlateDecode object stream
 * (/Type /ObjStm), located by a cross-reference stream: none of their text is in the file's bytes.
 * `direct` are ordinary objects (number → body). Numbers must run 1…n without gaps.
 */
export function buildPdfWithObjectStream(
  direct: Record<number, Body>,
  compressed: Record<number, string>,
): Buffer {
  const inStream = Object.keys(compressed).map(Number);
  const all = [...Object.keys(direct).map(Number), ...inStream];
  const objStmNum = Math.max(...all) + 1;
  const xrefNum = objStmNum + 1;
  // The object stream: "num offset" pairs, then the objects one after another.
  let body = '';
  const header: string[] = [];
  for (const n of inStream) {
    header.push(`${n} ${body.length}`);
    body += `${compressed[n]}\n`;
  }
  const head = `${header.join(' ')}\n`;
  const objStm = stream(
    `/Type /ObjStm /N ${inStream.length} /First ${head.length} /Filter /FlateDecode`,
    deflateSync(latin1(head + body)),
  );

  const parts: Buffer[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const entries = new Map<number, [number, number, number]>(); // type, field2, field3
  const write = (n: number, b: Body) => {
    entries.set(n, [1, offset, 0]);
    const obj = Buffer.concat([latin1(`${n} 0 obj\n`), asBuffer(b), latin1('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  };
  for (const [n, b] of Object.entries(direct)) write(Number(n), b);
  write(objStmNum, objStm);
  inStream.forEach((n, i) => entries.set(n, [2, objStmNum, i]));
  const xrefOffset = offset;
  entries.set(xrefNum, [1, xrefOffset, 0]);
  // Cross-reference stream rows: W [1 4 2] (type, offset or stream number, generation or index).
  const size = xrefNum + 1;
  const rows = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const [type, f2, f3] = entries.get(n) ?? [0, 0, 65535];
    rows.writeUInt8(type, n * 7);
    rows.writeUInt32BE(f2, n * 7 + 1);
    rows.writeUInt16BE(f3, n * 7 + 5);
  }
  parts.push(
    Buffer.concat([
      latin1(`${xrefNum} 0 obj\n`),
      stream(
        `/Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
        deflateSync(rows),
      ),
      latin1('\nendobj\n'),
    ]),
  );
  parts.push(latin1(`startxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const helvetica = '/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>';

/** A page's content: a dark band and a line of text, so its image is visibly not blank. */
export function certificateContent(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  return `0.1 0.2 0.4 rg 40 40 200 30 re f BT /F1 28 Tf 0 g 60 300 Td (${text}) Tj ET`;
}

/**
 * A plain certificate of `sizes.length` pages ([width, height] in points each), objects: 1
 * catalog, 2 page tree, then a page and its content per page.
 */
export function plainCertificatePdf(
  sizes: [number, number][] = [[595, 842]],
  extraCatalog = '',
  extraObjects: Body[] = [],
): Buffer {
  const first = 3;
  const kids = sizes.map((_, i) => `${first + i * 2} 0 R`).join(' ');
  const objects: Body[] = [
    `<< /Type /Catalog /Pages 2 0 R ${extraCatalog}>>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${sizes.length} >>`,
  ];
  sizes.forEach(([w, h], i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents ${first + i * 2 + 1} 0 R /Resources << ${helvetica} >> >>`,
    );
    objects.push(stream('', certificateContent(`Certificate of Incorporation page ${i + 1}`)));
  });
  return buildPdf([...objects, ...extraObjects]);
}

/**
 * JavaScript run on open, with every key name-escaped (/J#61vaScript is /JavaScript, #53 is S,
 * #41 is A) so that no plain `/JavaScript`, `/JS` or `/OpenAction` appears in the bytes.
 */
export function nameEscapedJavaScriptPdf(script: string): Buffer {
  // Objects 1-4 are the catalog, page tree, page and content; the action is object 5.
  return plainCertificatePdf([[595, 842]], '/Open#41ction 5 0 R', [
    `<< /Type /Action /#53 /J#61vaScript /J#53 (${script}) >>`,
  ]);
}

/**
 * JavaScript run on open whose catalog and action sit compressed in an object stream: the file's
 * bytes hold neither the script nor any action keyword.
 */
export function objectStreamJavaScriptPdf(script: string): Buffer {
  return buildPdfWithObjectStream(
    {
      3: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << ${helvetica} >> >>`,
      4: stream('', certificateContent('Certificate of Incorporation')),
    },
    {
      1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript 6 0 R >> >>',
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      5: `<< /Type /Action /S /JavaScript /JS (${script}) >>`,
      6: `<< /Names [(run) << /S /JavaScript /JS (${script}) >>] >>`,
    },
  );
}

/** `count` full-page fills, alternating black and white: three operators (g, re, f) each. */
const fills = (count: number) =>
  Array.from({ length: count }, (_, i) => `${i % 2} g 0 0 595 842 re f`).join('\n');

/**
 * Issue 31's crafted certificate: one page whose content stream (Flate-compressed, a small file)
 * holds about `operators` drawing operators, each a full-page fill. Drawn, it holds a renderer for
 * far longer than any certificate should.
 */
export function manyOperatorsPdf(operators: number): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    stream('/Filter /FlateDecode', deflateSync(latin1(fills(Math.ceil(operators / 3))))),
  ]);
}

/**
 * The same work hidden in a form XObject: a page with few operators that draws, `uses` times, a
 * form of `formOperators` operators. Counted once each, neither looks large.
 */
export function formXObjectPdf(uses: number, formOperators: number): Buffer {
  const page = Array.from({ length: uses }, () => '/Fm Do').join('\n');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Fm 5 0 R >> >> >>',
    stream('/Filter /FlateDecode', deflateSync(latin1(page))),
    stream(
      '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Filter /FlateDecode',
      deflateSync(latin1(fills(Math.ceil(formOperators / 3)))),
    ),
  ]);
}
