/**
 * Unenroll (C7). Success is reported only after the server confirms; then every enrollment query is
 * refreshed (lists, counts, overview, outline, course-page status); any 2xx is a confirmation. A
 * failure leaves everything as is.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { enrollmentKeys, unenrollMutation } from '../../api/enrollments.ts';

export function useUnenroll(courseId: string, onUnenrolled: () => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // Sent again only when that cannot unenroll twice (read back first: api/changeRetry.ts).
    ...unenrollMutation(client, courseId),
    onSuccess: async () => {
      onUnenrolled();
      await queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
    },
  });
}
