/**
 * Error bodies of the stock APIs, which differ by family:
 * - Course API and other `DeveloperErrorViewMixin` views (edx-platform `openedx/core/lib/api/view_utils.py`):
 *   `{ developer_message, field_errors?: { field: { developer_message } }, error_code? }`;
 * - Enrollment API (`openedx/core/djangoapps/enrollments/views.py`): `{ message }`;
 * - Django REST framework's own refusals (sign-in, CSRF, permission, learner home): `{ detail }`;
 * - course discovery (edx-search `search/views.py`): `{ error }`;
 * - `POST /change_enrollment`: plain text (see changeEnrollment.ts).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { optionalText } from '../lenient.ts';

export const DeveloperError = lazySchema(() =>
  z.object({
    developer_message: optionalText,
    error_code: optionalText,
    field_errors: z.optional(z.record(z.string(), z.object({ developer_message: optionalText }))),
  }),
);
export type DeveloperError = z.output<typeof DeveloperError>;

export const MessageError = lazySchema(() => z.object({ message: z.string() }));
export const DetailError = lazySchema(() => z.object({ detail: z.string() }));
export const SearchError = lazySchema(() => z.object({ error: z.string() }));
