/**
 * What the course page says when enrolling or buying is refused. With the `error-codes` extension the
 * `error` code decides. Without it the real platform sends only its own body (the LMS's `message`,
 * Django REST framework's `detail`, the user API's `field_errors`) with 400, 403 or 406: a text that
 * names the reason plainly maps to the same notice, any other text is shown as the platform wrote it
 * (sanitised by api/platformText.ts), and a refusal without text gets the generic failure.
 */
import { HttpError } from '../../api/errors.ts';
import { platformText } from '../../api/platformText.ts';
import type { EnrollmentNotice } from './enrollment.ts';

export type Refusal =
  | { kind: 'activation' }
  | { kind: 'purchaseUnavailable' }
  | { kind: 'notice'; notice: EnrollmentNotice }
  | { kind: 'platformText'; text: string }
  | { kind: 'failed' };

const ACTIVATION: Refusal = { kind: 'activation' };
const PURCHASES_OFF: Refusal = { kind: 'purchaseUnavailable' };
const notice = (name: EnrollmentNotice): Refusal => ({ kind: 'notice', notice: name });

/**
 * Atrium's codes. A Map, not an object: a code such as "constructor" or "__proto__" must not find a
 * member of Object.prototype.
 */
const CODES: ReadonlyMap<string, Refusal> = new Map([
  ['account_inactive', ACTIVATION],
  ['purchases_unavailable', PURCHASES_OFF],
  ['registration_not_open', notice('registrationNotOpen')],
  ['registration_closed', notice('registrationClosed')],
  ['invitation_only', notice('invitationOnly')],
  ['course_full', notice('courseFull')],
  ['prerequisite_unmet', notice('prerequisite')],
]);

/** Texts that name their reason plainly, as the platform words them (in English, its source language). */
const TEXTS: readonly (readonly [RegExp, Refusal])[] = [
  [/activate your account|account (is )?(not active|inactive)/i, ACTIVATION],
  [/purchases? (are |is )?(temporarily )?unavailable/i, PURCHASES_OFF],
  [/invitation only/i, notice('invitationOnly')],
  [/maximum enrollment|course is full|enrollment is full/i, notice('courseFull')],
  [/prerequisite/i, notice('prerequisite')],
  [/(registration|enrollment) (is )?closed|date passed/i, notice('registrationClosed')],
  [/registration opens|(registration|enrollment) (is |has )?not (yet )?open/i, notice('registrationNotOpen')],
];

/** The refusals the real platform words for a learner (400 bad request, 403 forbidden, 406 not acceptable). */
const WORDED_STATUSES = new Set([400, 403, 406]);

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof HttpError)) return { kind: 'failed' };
  const coded = error.code === null ? undefined : CODES.get(error.code);
  if (coded) return coded;
  const text = WORDED_STATUSES.has(error.status) ? platformText(error.body) : null;
  if (text === null) return { kind: 'failed' };
  return TEXTS.find(([pattern]) => pattern.test(text))?.[1] ?? { kind: 'platformText', text };
}
