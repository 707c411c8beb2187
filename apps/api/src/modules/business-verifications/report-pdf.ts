import type { BusinessVerification } from '@vouch/contracts';

const PAGE = { width: 595, height: 842, margin: 50 } as const;
const LINE = 14;
/** Helvetica at 10 pt fits about this many characters across the page's text width. */
const WRAP = 92;

const roleWords = (r: string) => (r === 'significant_control' ? 'significant control' : r);
const statusWords: Record<BusinessVerification['status'], string> = {
  pending_people: 'Waiting for its people',
  in_review: 'In review at Vouch',
  approved: 'Verified',
  rejected: 'Rejected',
};
const personWords = {
  pending: 'link not answered',
  verified: 'verified',
  mismatch: 'answered by someone else',
  not_completed: 'link ended unanswered',
} as const;

/**
 * Text the standard Helvetica can show (WinAnsi): accents folded ("Olúfúnmiláyọ̀" → "Olufunmilayo"),
 * typographic quotes and dashes made plain, anything else a "?"; then PDF string escapes.
 */
function pdfText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[\u00a0]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Words wrapped to the page's width. */
function wrap(text: string, width = WRAP): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.length > 0 ? out : [''];
}

type Line = { text: string; bold?: boolean; size?: number; gap?: number };

/** What the report says, line by line: the record a compliance file keeps. */
function linesOf(v: BusinessVerification, organisation: string, generatedAt: string): Line[] {
  const r = v.registry;
  const lines: Line[] = [
    { text: 'Business verification report', bold: true, size: 16, gap: 8 },
    { text: `Prepared by Vouch for ${organisation} on ${generatedAt.slice(0, 10)} (UTC).` },
    { text: `Reference ${v.id} (${v.mode} mode), started ${v.created_at.slice(0, 10)}.`, gap: 6 },
    { text: `Status: ${statusWords[v.status]}`, bold: true },
  ];
  if (v.decision)
    lines.push({
      text: `Decision: ${v.decision.outcome} on ${v.decision.decided_at.slice(0, 10)}: ${v.decision.reason}`,
    });
  lines.push(
    { text: 'The CAC registry', bold: true, size: 12, gap: 10 },
    { text: `Registration number: ${v.registration_number}` },
    { text: `Name given: ${v.name}` },
    {
      text:
        r.lookup === 'found'
          ? `Registered name: ${r.name ?? '-'}${r.name_matches === false ? ' (differs from the name given)' : ''}`
          : r.lookup === 'not_found'
            ? 'Registered name: not in the registry'
            : 'Registered name: the registry could not be reached yet',
    },
    {
      text: `Status: ${r.status ?? '-'}; type: ${r.type ?? '-'}; registered on: ${r.registered_on ?? '-'}`,
    },
    { text: `Address: ${r.address ?? '-'}` },
    {
      text: `Sanctions and PEP lists: ${v.screening === 'clear' ? 'no match for the business' : v.screening === 'possible_match' ? 'a possible match, for a reviewer' : 'not screened'}`,
    },
  );
  if (v.review_reasons.length > 0) {
    lines.push({ text: 'What a reviewer weighed', bold: true, size: 12, gap: 10 });
    for (const reason of v.review_reasons) lines.push({ text: `- ${reason}` });
  }
  lines.push({
    text: `People (${v.people.filter((p) => p.status === 'verified').length} of ${v.people.length} verified)`,
    bold: true,
    size: 12,
    gap: 10,
  });
  if (v.people.length === 0) lines.push({ text: 'Nobody was listed or added.' });
  for (const p of v.people) {
    lines.push({ text: `${p.first_name} ${p.last_name}`, bold: true, gap: 4 });
    lines.push({
      text: `${p.roles.map(roleWords).join(', ')}${p.share_percent !== null ? `, ${p.share_percent} %` : ''}; ${p.source === 'registry' ? 'listed by the registry' : 'added by the business'}`,
    });
    lines.push({
      text: `Answer: ${personWords[p.status]}${p.kyc_tier !== null ? `; KYC tier ${p.kyc_tier}` : ''}; lists: ${p.screening === 'clear' ? 'no match' : p.screening === 'possible_match' ? 'a possible match' : 'not screened'}${p.mismatch ? `; ${p.mismatch}` : ''}`,
    });
  }
  lines.push({
    text: 'This report holds what Vouch recorded; it holds no ID number and no date of birth. Read the current state with GET /api/business/v1/business-verifications/{id}.',
    gap: 12,
  });
  return lines;
}

/**
 * The business verification as a PDF for the business's compliance file (issue 49): A4 pages of
 * Helvetica text drawn with MuPDF (already the API's PDF engine), nothing fetched, nothing
 * embedded but the two standard fonts.
 */
export async function businessVerificationPdf(
  v: BusinessVerification,
  organisation: string,
  generatedAt = new Date().toISOString(),
): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const doc = new mupdf.PDFDocument();
  const regular = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const bold = doc.addSimpleFont(new mupdf.Font('Helvetica-Bold'), 'Latin');
  const resources = doc.addObject({ Font: { F1: regular, F2: bold } });

  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    pages.push(ops.join('\n'));
    ops = [];
    y = PAGE.height - PAGE.margin;
  };
  for (const l of linesOf(v, organisation, generatedAt)) {
    const size = l.size ?? 10;
    y -= l.gap ?? 0;
    for (const part of wrap(l.text, Math.floor((WRAP * 10) / size))) {
      if (y < PAGE.margin + LINE) newPage();
      ops.push(
        `BT /${l.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y} Td (${pdfText(part)}) Tj ET`,
      );
      y -= Math.max(LINE, size + 4);
    }
  }
  newPage();
  pages.forEach((content, i) => {
    const footer = `BT /F1 8 Tf ${PAGE.margin} 30 Td (${pdfText(`Vouch business verification ${v.id} - page ${i + 1} of ${pages.length}`)}) Tj ET`;
    const page = doc.addPage(
      [0, 0, PAGE.width, PAGE.height],
      0,
      resources,
      `${content}\n${footer}`,
    );
    doc.insertPage(-1, page);
  });
  return Buffer.from(doc.saveToBuffer('compress').asUint8Array());
}
