import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

// Loaded with the first document, not at start: the library alone takes about as long to load as the rest of the server.
let pdfLib: Promise<typeof import('pdf-lib')> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));
import type { DisclosureTerms } from './terms';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The standard fonts only cover Latin-1; anything else would make pdf-lib throw. */
const latin1 = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(private readonly doc: PDFDocument, private readonly font: PDFFont, private readonly bold: PDFFont, private readonly ink: Color) {}

  newPage() {
    this.page = this.doc.addPage([612, 792]);
    this.y = 740;
  }

  text(s: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = opts.size ?? 11;
    const font = opts.bold ? this.bold : this.font;
    for (const line of wrap(latin1(s), font, size, 504)) {
      if (this.y < 60) this.newPage();
      this.page.drawText(line, { x: 54, y: this.y, size, font, color: this.ink });
      this.y -= size * 1.45;
    }
    this.y -= opts.gap ?? 4;
  }

  row(label: string, value: string) {
    if (this.y < 60) this.newPage();
    this.page.drawText(latin1(label), { x: 54, y: this.y, size: 11, font: this.font });
    this.page.drawText(latin1(value), { x: 330, y: this.y, size: 11, font: this.bold });
    this.y -= 18;
  }
}

function wrap(s: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** Fixed metadata so the same terms always give the same bytes (and so the same SHA-256). */
function stamp(doc: PDFDocument, title: string, at: Date) {
  doc.setTitle(title);
  doc.setProducer('HELOC portal');
  doc.setCreator('HELOC portal');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
}

/** The HELOC agreement and disclosures, filled with the applicant's terms. */
export async function disclosurePdf(t: DisclosureTerms): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  stamp(doc, `HELOC Agreement and Disclosures ${t.loanNumber}`, t.createdAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), rgb(0.1, 0.1, 0.12));
  w.newPage();
  w.text('Home Equity Line of Credit Agreement and Disclosures', { size: 18, bold: true, gap: 10 });
  w.text(`${t.lenderName} - NMLS ${t.lenderNmls}`);
  w.text(`Loan number ${t.loanNumber}`, { gap: 14 });
  w.text('Borrower', { bold: true });
  w.text(t.borrowerName);
  w.text(t.propertyAddress || 'Property address on file', { gap: 14 });
  w.text('Your terms', { size: 14, bold: true, gap: 8 });
  const c = t.costs;
  w.row('Line amount, fully drawn at origination', money(c.amount));
  w.row('Annual percentage rate (fixed)', `${c.apr.toFixed(2)}%`);
  w.row('Term', `${c.termYears} years`);
  w.row('Estimated monthly payment', money(c.monthlyPayment));
  w.row('Interest day count', '365.25 days per year');
  w.y -= 10;
  w.text('Open-end credit', { size: 14, bold: true, gap: 6 });
  w.text('This is an open-end line of credit secured by your home. The initial draw equals the full line amount at origination. An additional-draw feature may let you borrow again as you repay, subject to the terms of this agreement.');
  w.text('Your home secures this line. If you do not meet the obligations of this agreement, you could lose your home.', { gap: 12 });
  w.text('Costs at closing', { size: 14, bold: true, gap: 6 });
  w.row('Origination fee', money(c.originationFee));
  w.row('Valuation fee', money(c.valuationFee));
  w.row('Estimated recording fees', money(c.recordingFees));
  w.row('Estimated recording taxes', money(c.recordingTaxes));
  w.row('Notary fee (online notary)', money(c.notaryFee));
  w.row('Cash to you at closing', money(c.cashToApplicant));
  w.text(`Recording fees and taxes are the most your county may charge; you pay what it charges. A notary visit in person instead of the online notary costs ${money(c.inPersonNotaryFee)}, paid only if you book one.`, { gap: 12 });

  w.newPage();
  w.text('Notice of Right to Cancel', { size: 18, bold: true, gap: 10 });
  w.text('You are entering into a transaction that will result in a lien on your home. You have a legal right under federal law to cancel this transaction, without cost, within three business days from whichever of the following events occurs last: the date of the transaction, which is the date you sign this agreement; or the date you received your Truth in Lending disclosures; or the date you received this notice of your right to cancel.');
  w.text('Business days are all calendar days except Sundays and federal public holidays. Funds are sent no earlier than the first banking day after the cancellation period ends.');
  w.text(`To cancel, contact ${t.lenderName} in writing before midnight of the third business day.`, { gap: 12 });

  w.newPage();
  w.text('Electronic signature consent', { size: 18, bold: true, gap: 10 });
  w.text('By signing electronically you agree that your electronic signature has the same effect as a handwritten signature, and that a record of your name, the time, your network address and a fingerprint (SHA-256) of this exact document will be kept with it.');
  w.text('End of document.', { bold: true });
  return doc.save({ useObjectStreams: false });
}

export interface SignatureRecord {
  signerName: string;
  role: string;
  signedAt: Date;
  ip: string;
  documentSha256: string;
  rescissionEndsOn: string;
  fundingOn: string;
}

/** The signed copy: the document exactly as shown, followed by a signature certificate page. */
export async function signedPdf(original: Uint8Array, sig: SignatureRecord): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), rgb(0.1, 0.1, 0.12));
  w.newPage();
  w.text('Signature certificate', { size: 18, bold: true, gap: 10 });
  w.row('Signed by', sig.signerName);
  w.row('Role', sig.role);
  w.row('Signed at (UTC)', sig.signedAt.toISOString());
  w.row('From network address', sig.ip);
  w.text('SHA-256 of the document signed', { bold: true });
  w.text(sig.documentSha256, { size: 9, gap: 10 });
  w.row('Right to cancel ends at midnight of', sig.rescissionEndsOn);
  w.row('Earliest funding date', sig.fundingOn);
  doc.setModificationDate(sig.signedAt);
  return doc.save({ useObjectStreams: false });
}

/** A part of a letter: an optional heading, paragraphs, then a bulleted list. */
export interface LetterSection {
  heading?: string;
  paragraphs?: string[];
  bullets?: string[];
}

/**
 * A letter in the lender's brand (a notice of action taken, a cancellation confirmation): a band in
 * the lender's primary colour with its name, the title, then the sections in order.
 */
export async function letterPdf(l: { title: string; lender: string; brandColor: string; at: Date; sections: LetterSection[] }): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  stamp(doc, `${l.title} - ${l.lender}`, l.at);
  const hex = /^#([0-9a-f]{6})$/i.exec(l.brandColor)?.[1] ?? '1a2233';
  const brand = rgb(parseInt(hex.slice(0, 2), 16) / 255, parseInt(hex.slice(2, 4), 16) / 255, parseInt(hex.slice(4, 6), 16) / 255);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), bold, rgb(0.1, 0.1, 0.12));
  w.newPage();
  w.page.drawRectangle({ x: 0, y: 752, width: 612, height: 40, color: brand });
  w.page.drawText(latin1(l.lender), { x: 54, y: 766, size: 14, font: bold, color: rgb(1, 1, 1) });
  w.y = 716;
  w.text(l.title, { size: 18, bold: true, gap: 10 });
  for (const s of l.sections) {
    if (s.heading) w.text(s.heading, { size: 13, bold: true, gap: 6 });
    for (const p of s.paragraphs ?? []) w.text(p, { gap: 8 });
    for (const b of s.bullets ?? []) w.text(`- ${b}`, { gap: 4 });
    w.y -= 8;
  }
  return doc.save({ useObjectStreams: false });
}
