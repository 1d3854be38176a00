import type { FastifyInstance } from 'fastify';
import { applicationWords } from '../core/language';
import type { CopyKey } from '../../generated/copy-keys';
import { formatPhone } from '../../lib/format-basic';
import type { ApplicationRow } from '../applications/repo';
import type { OrgRecord } from '../core/content-service';
import { letterPdf, type LetterSection } from '../documents/pdf';
import { insertDocument } from '../documents/repo';
import { findUserById } from '../identity/users';
import { senderFor } from '../mail/mailer';
import { obj, type AutomaticEffect } from '../effects/types';
import { ADVERSE_ACTION_NOTICE, CANCELLATION_PROOF, CLOSED_AS, DEFAULT_INCOMPLETE_AFTER_DAYS, LETTER_KIND } from '../../product/decisions';

/** The lender's words for a letter key (its copy override first), with {placeholders} filled. */
async function wordsFor(app: FastifyInstance, row: ApplicationRow) {
  const { org, text, lang } = await applicationWords(app, row);
  return { org, lang, text: (key: CopyKey, values: Record<string, string | number> = {}) => text(key, values) };
}

/** What a letter says about the lender: name, address, phone and e-mail. */
function lenderOf(org: OrgRecord) {
  const info = org.orgMetaData.companyInfo;
  const a = info?.companyAddress;
  return {
    lender: info?.organization ?? org.orgBrand,
    address: a ? [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ') : '',
    phone: formatPhone(String(org.support?.phone ?? '')),
    email: String(org.support?.email ?? ''),
  };
}

const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Stores a letter as a document of the application and mails it, with the PDF attached, to the
 * applicant (both in the caller's transaction). Answers the document's id.
 */
async function storeAndMail(
  app: FastifyInstance, row: ApplicationRow, org: OrgRecord,
  letter: { type: string; filename: string; title: string; sections: LetterSection[]; subject: string; body: string; at: Date },
): Promise<string> {
  const bytes = await letterPdf({ title: letter.title, lender: org.orgBrand, brandColor: String(org.theme?.colors?.primary ?? ''), at: letter.at, sections: letter.sections });
  const blob = await app.blobs.put({ ownerId: row.owner_id, purpose: 'letter', filename: letter.filename, contentType: 'application/pdf', data: Buffer.from(bytes) });
  const doc = await insertDocument(app.db, { applicationUuid: row.uuid, ownerId: row.owner_id, kind: LETTER_KIND, documentType: letter.type, blob, createdAt: letter.at });
  const owner = await findUserById(app.db, row.owner_id);
  if (owner?.email) {
    await app.mail.send({ from: senderFor(org), to: owner.email, subject: letter.subject, text: letter.body, attachment: { blobId: blob.id, filename: letter.filename } });
  }
  return doc.uuid;
}

/** What a notice of action taken tells: a decline, or the application closed as withdrawn or as incomplete. */
type NoticeKind = 'decline' | 'withdrawn' | 'incomplete';

/** Each kind's own words (the rest of the notice is shared): its title, the action, the mail. */
const NOTICE_WORDS: Record<NoticeKind, { title: CopyKey; action: CopyKey; mailSubject: CopyKey; mailBody: CopyKey }> = {
  decline: { title: 'letter.adverse.title', action: 'letter.adverse.action', mailSubject: 'letter.adverse.mailSubject', mailBody: 'letter.adverse.mailBody' },
  withdrawn: { title: 'letter.withdrawn.title', action: 'letter.withdrawn.action', mailSubject: 'letter.withdrawn.mailSubject', mailBody: 'letter.withdrawn.mailBody' },
  incomplete: { title: 'letter.incomplete.title', action: 'letter.incomplete.action', mailSubject: 'letter.incomplete.mailSubject', mailBody: 'letter.incomplete.mailBody' },
};

const noticeKind = (flags: Record<string, unknown>): NoticeKind =>
  flags.closedAs === CLOSED_AS.incomplete ? 'incomplete' : flags.cancelRequested === true ? 'withdrawn' : 'decline';

/**
 * The notice of action taken (ECOA / Regulation B, FCRA), on entering a state that ends the
 * application without a line: a decline's gives the principal reasons from the decision and the
 * credit score disclosure when a score was used; an application withdrawn or left incomplete gets
 * its notice of withdrawal or of incompleteness. Each has the ECOA notice and the lender's contact.
 * Produced once; its date is kept in flags.
 */
export const adverseActionNotice: AutomaticEffect = async ({ app, row, now }) => {
  if (row.flags.adverseActionNoticeAt) return {};
  const { org, text } = await wordsFor(app, row);
  const lender = lenderOf(org);
  const kind = noticeKind(row.flags);
  const words = NOTICE_WORDS[kind];
  const days = org.underwriting?.incompleteAfterDays ?? DEFAULT_INCOMPLETE_AFTER_DAYS;
  const sections: LetterSection[] = [{ paragraphs: [text(words.action, { lender: lender.lender, loanNumber: row.loan_number, date: dateOf(now), days })] }];
  const reasons = kind === 'decline' && Array.isArray(row.flags.uwReasons) ? row.flags.uwReasons.map(String).filter(Boolean) : [];
  const credit = obj(row.flags.credit);
  const score = kind === 'decline' && typeof credit.score === 'number' ? credit.score : undefined;
  if (kind === 'decline') sections.push({ heading: text('letter.adverse.reasonsHeading'), bullets: reasons.length ? reasons : [text('decision.reason.other')] });
  if (score !== undefined) {
    const range = obj(credit.scoreRange);
    const factors = Array.isArray(credit.keyFactors) ? credit.keyFactors.map(String) : [];
    const bureau = app.providers.credit.bureauContact(String(credit.bureau ?? ''));
    sections.push({
      heading: text('letter.adverse.scoreHeading'),
      paragraphs: [
        text('letter.adverse.scoreIntro'),
        text('letter.adverse.score', { score, min: Number(range.min ?? 300), max: Number(range.max ?? 850), scoredOn: String(credit.scoredOn ?? dateOf(now)) }),
        text('letter.adverse.bureau', { ...bureau }),
      ],
    });
    if (factors.length) sections.push({ heading: text('letter.adverse.factorsHeading'), bullets: factors });
  }
  sections.push({ paragraphs: [text('letter.adverse.ecoa'), text('letter.adverse.contact', lender)] });
  const uuid = await storeAndMail(app, row, org, {
    type: ADVERSE_ACTION_NOTICE, filename: `notice-of-action-${row.loan_number}.pdf`, title: text(words.title), sections, at: now,
    subject: text(words.mailSubject, { lender: org.orgBrand }), body: text(words.mailBody, { loanNumber: row.loan_number }),
  });
  return {
    flags: {
      adverseActionNoticeAt: now.toISOString(), adverseActionNoticeUuid: uuid, adverseActionReasons: reasons, adverseActionScore: score ?? null,
      ...(kind === 'decline' ? {} : { closedAs: kind === 'incomplete' ? CLOSED_AS.incomplete : CLOSED_AS.withdrawn }),
    },
  };
};

/** The right to cancel was used: a cancellation confirmation is stored and mailed, once. */
export const cancellationConfirmation: AutomaticEffect = async ({ app, row, now }) => {
  if (row.flags.cancellationNoticeAt) return {};
  const { org, text } = await wordsFor(app, row);
  const lender = lenderOf(org);
  const uuid = await storeAndMail(app, row, org, {
    type: CANCELLATION_PROOF, filename: `cancellation-${row.loan_number}.pdf`, title: text('letter.cancel.title'), at: now,
    sections: [{ paragraphs: [text('letter.cancel.body', { lender: lender.lender, loanNumber: row.loan_number, date: dateOf(now) }), text('letter.cancel.contact', lender)] }],
    subject: text('letter.cancel.mailSubject', { lender: org.orgBrand }), body: text('letter.cancel.mailBody', { loanNumber: row.loan_number }),
  });
  return { flags: { cancellationNoticeAt: now.toISOString(), cancellationNoticeUuid: uuid } };
};
