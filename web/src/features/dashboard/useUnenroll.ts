/**
 * Unenroll (C7). Success is reported only after the server confirms; then every enrollment query is
 * refreshed (lists, counts, overview, outline, course-page status); any 2xx is a confirmation. A
 * failure leaves everything as is.
 */
import { useMutation } from '../../lib/query/useMutation.ts';
import { useQueryClient } from '../../lib/query/useQuery.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { enrollmentKeys, unenroll } from '../../api/enrollments.ts';

export function useUnenroll(courseId: string, onUnenrolled: () => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unenroll(client, courseId),
    // An unenroll must not be sent twice behind the learner's back.
    retry: false,
    onSuccess: async () => {
      onUnenrolled();
      await queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
    },
  });
}
