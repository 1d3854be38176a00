import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

// Loaded with the first document, not at start: the library alone takes about as long to load as the rest of the server.
let pdfLib: Promise<typeof import('pdf-lib')> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));
import type { DisclosureTerms } from './terms';
import type { CopyKey } from '../../generated/copy-keys';
import { summaryKeys, type EnglishOnlyDocument } from '../../product/english-only';
import { stateName } from '../../lib/us-states';

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

/** A copy text in the document's language, its {placeholders} filled in (src/server/core/language.ts). */
export type Words = (key: CopyKey, values?: Record<string, string | number>) => string;

/**
 * A summary in the borrower's language of documents the lender gives in English only: which
 * documents, in the borrower's words (src/product/english-only.ts).
 */
export interface LanguageSummary {
  words: Words;
  documents: readonly EnglishOnlyDocument[];
}

/**
 * The HELOC agreement and disclosures, filled with the applicant's terms, in the language of `words`.
 * With a summary (documents the lender gives in English only, for a borrower reading another
 * language), `words` are English and a page in the borrower's language, labelled as a summary that is
 * no part of the document, comes first.
 */
export async function disclosurePdf(t: DisclosureTerms, words: Words, summary?: LanguageSummary): Promise<Uint8Array> {
  const say = (key: CopyKey, values: Record<string, string | number> = {}) => words(key, values);
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  stamp(doc, say('disclosurePdf.docTitle', { loanNumber: t.loanNumber }), t.createdAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), rgb(0.1, 0.1, 0.12));
  if (summary) {
    const own = summary.words;
    w.newPage();
    w.text(own('englishOnly.summaryLabel'), { size: 18, bold: true, gap: 10 });
    w.text(own('englishOnly.summaryNote'), { bold: true, gap: 8 });
    w.text(own('englishOnly.why', { lender: t.lenderName, state: stateName(t.homeState) }), { gap: 14 });
    for (const kind of summary.documents) {
      const keys = summaryKeys(kind);
      w.text(own(keys.title), { size: 14, bold: true, gap: 6 });
      w.text(own(keys.summary), { gap: 12 });
    }
  }
  w.newPage();
  w.text(say('disclosurePdf.title'), { size: 18, bold: true, gap: 10 });
  w.text(say('disclosurePdf.lender', { lender: t.lenderName, nmls: t.lenderNmls }));
  w.text(say('disclosurePdf.loanNumber', { loanNumber: t.loanNumber }), { gap: 14 });
  w.text(say('disclosurePdf.borrower'), { bold: true });
  w.text(t.borrowerName);
  w.text(t.propertyAddress || say('disclosurePdf.addressOnFile'), { gap: 14 });
  w.text(say('disclosurePdf.termsTitle'), { size: 14, bold: true, gap: 8 });
  const c = t.costs;
  w.row(say('disclosurePdf.amount'), money(c.amount));
  w.row(say('disclosurePdf.apr'), `${c.apr.toFixed(2)}%`);
  w.row(say('disclosurePdf.term'), say('disclosurePdf.termYears', { years: c.termYears }));
  w.row(say('costs.monthlyPayment'), money(c.monthlyPayment));
  w.row(say('disclosurePdf.dayCount'), say('disclosurePdf.dayCountValue'));
  w.y -= 10;
  w.text(say('disclosurePdf.openEndTitle'), { size: 14, bold: true, gap: 6 });
  w.text(say('disclosurePdf.openEnd'));
  w.text(say('disclosurePdf.security'), { gap: 12 });
  w.text(say('disclosurePdf.costsTitle'), { size: 14, bold: true, gap: 6 });
  w.row(say('costs.originationFee'), money(c.originationFee));
  w.row(say('costs.valuationFee'), money(c.valuationFee));
  w.row(say('costs.recordingFees'), money(c.recordingFees));
  w.row(say('costs.recordingTaxes'), money(c.recordingTaxes));
  w.row(say('costs.notaryFee'), money(c.notaryFee));
  w.row(say('costs.cashToApplicant'), money(c.cashToApplicant));
  w.text(say('disclosurePdf.costsNote', { fee: money(c.inPersonNotaryFee) }), { gap: 12 });

  w.newPage();
  w.text(say('disclosurePdf.rescissionTitle'), { size: 18, bold: true, gap: 10 });
  w.text(say('disclosurePdf.rescission'));
  w.text(say('disclosurePdf.businessDays'));
  w.text(say('disclosurePdf.howToCancel', { lender: t.lenderName }), { gap: 12 });

  w.newPage();
  w.text(say('disclosurePdf.esignTitle'), { size: 18, bold: true, gap: 10 });
  w.text(say('disclosurePdf.esign'));
  w.text(say('disclosurePdf.end'), { bold: true });
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

/** The signed copy: the document exactly as shown, followed by a signature certificate page in the document's language. */
export async function signedPdf(original: Uint8Array, sig: SignatureRecord, words: Words): Promise<Uint8Array> {
  const say = (key: CopyKey) => words(key);
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), rgb(0.1, 0.1, 0.12));
  w.newPage();
  w.text(say('signatureCertificate.title'), { size: 18, bold: true, gap: 10 });
  w.row(say('signatureCertificate.signedBy'), sig.signerName);
  w.row(say('signatureCertificate.role'), sig.role);
  w.row(say('signatureCertificate.signedAt'), sig.signedAt.toISOString());
  w.row(say('signatureCertificate.ip'), sig.ip);
  w.text(say('signatureCertificate.sha'), { bold: true });
  w.text(sig.documentSha256, { size: 9, gap: 10 });
  w.row(say('signatureCertificate.rescissionEnds'), sig.rescissionEndsOn);
  w.row(say('signatureCertificate.fundingOn'), sig.fundingOn);
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
