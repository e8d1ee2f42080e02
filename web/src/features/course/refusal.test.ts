import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../api/errors.ts';
import { refusalOf } from './refusal.ts';

/** A refusal whose body is the LMS's `{ message }` (or no JSON at all when `text` is null). */
const refused = (status: number, code: string | null, text: string | null) =>
  new HttpError('enroll', status, code, text === null ? null : { message: text });

// The bodies are those the reference server sends (server/src/test/extensionsOff.test.ts).
const LMS_ENROLLMENT_ERROR =
  "An error occurred while creating the new course enrollment for user 'learner' in course 'course-v1:Org+C+1'";

describe('refusalOf', () => {
  it.each([
    // With Atrium's codes, the code decides.
    ['code: inactive account', refused(403, 'account_inactive', 'x'), { kind: 'activation' }],
    ['code: purchases off', refused(403, 'purchases_unavailable', 'x'), { kind: 'purchaseUnavailable' }],
    [
      'code: not open',
      refused(400, 'registration_not_open', 'x'),
      { kind: 'notice', notice: 'registrationNotOpen' },
    ],
    [
      'code: closed',
      refused(400, 'registration_closed', LMS_ENROLLMENT_ERROR),
      { kind: 'notice', notice: 'registrationClosed' },
    ],
    [
      'code: invitation only',
      refused(403, 'invitation_only', 'x'),
      { kind: 'notice', notice: 'invitationOnly' },
    ],
    ['code: full', refused(403, 'course_full', 'x'), { kind: 'notice', notice: 'courseFull' }],
    [
      'code: prerequisite',
      refused(403, 'prerequisite_unmet', 'x'),
      { kind: 'notice', notice: 'prerequisite' },
    ],
    // Without codes, a text that names its reason.
    [
      'text: inactive account',
      refused(403, null, 'Please activate your account via email to proceed.'),
      { kind: 'activation' },
    ],
    [
      'text: purchases off (admin console detail)',
      refused(403, null, 'Purchases are temporarily unavailable. Please try again later.'),
      { kind: 'purchaseUnavailable' },
    ],
    [
      'text: invitation only',
      refused(403, null, 'Enrollment in this course is by invitation only.'),
      { kind: 'notice', notice: 'invitationOnly' },
    ],
    [
      'text: full',
      refused(
        403,
        null,
        'This course has reached its maximum enrollment capacity. You cannot enroll at this time.',
      ),
      { kind: 'notice', notice: 'courseFull' },
    ],
    [
      'text: prerequisite',
      refused(
        403,
        null,
        'This course has a prerequisite that must be successfully completed before you enroll.',
      ),
      { kind: 'notice', notice: 'prerequisite' },
    ],
    [
      'text: closed',
      refused(400, null, 'Registration Closed: Date Passed.'),
      { kind: 'notice', notice: 'registrationClosed' },
    ],
    [
      'text: not open',
      refused(400, null, 'Registration opens soon! Save the date.'),
      { kind: 'notice', notice: 'registrationNotOpen' },
    ],
    [
      'text on 406',
      refused(406, null, 'Enrollment is closed.'),
      { kind: 'notice', notice: 'registrationClosed' },
    ],
    // Any other text is the platform's own word.
    [
      'the LMS’s generic enrollment error',
      refused(400, null, LMS_ENROLLMENT_ERROR),
      { kind: 'platformText', text: LMS_ENROLLMENT_ERROR },
    ],
    [
      'a mode refusal',
      refused(403, null, 'User does not have permission to create enrollment with mode [verified].'),
      {
        kind: 'platformText',
        text: 'User does not have permission to create enrollment with mode [verified].',
      },
    ],
    [
      'an unknown code with a text',
      refused(400, 'teleported', 'Try later.'),
      { kind: 'platformText', text: 'Try later.' },
    ],
    // Nothing to say: the generic failure.
    ['no text (an HTML page)', refused(400, null, null), { kind: 'failed' }],
    [
      'Django REST framework’s detail',
      new HttpError('createTransaction', 403, null, { detail: 'Purchases are temporarily unavailable.' }),
      { kind: 'purchaseUnavailable' },
    ],
    [
      'a field error’s user message',
      new HttpError('enroll', 400, null, { field_errors: { course_id: { user_message: 'Pick a course.' } } }),
      { kind: 'platformText', text: 'Pick a course.' },
    ],
    [
      'HTML in a message, taken out',
      refused(400, null, '<b>Try</b> later'),
      { kind: 'platformText', text: 'Try later' },
    ],
    [
      'a server error, whatever its text',
      refused(500, null, 'Internal error: prerequisite table'),
      { kind: 'failed' },
    ],
    ['not found', refused(404, null, 'Not found.'), { kind: 'failed' }],
    ['a code that is an object member', refused(500, 'constructor', null), { kind: 'failed' }],
    ['unreachable', new NetworkError('enroll'), { kind: 'failed' }],
    ['not an HTTP error at all', new Error('boom'), { kind: 'failed' }],
  ])('%s', (_, error, expected) => {
    expect(refusalOf(error)).toEqual(expected);
  });
});
