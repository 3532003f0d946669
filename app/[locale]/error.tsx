'use client';

import { ErrorStatusMessage, retryClassName } from '@/components/layout/status-message';
import { usePageErrorText } from '@/components/providers/page-error-text.client';

/**
 * Localized error page, drawn in the browser by Next's error boundary. The server's HTML of a page
 * that failed carries the same message (`app/[locale]/_cms/page-failure.tsx`): this boundary
 * takes over once the page hydrates, and adds a retry that re-renders without a reload.
 */
export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = usePageErrorText();
  return (
    <ErrorStatusMessage
      text={text}
      retry={
        <button type="button" className={retryClassName} onClick={() => reset()}>
          {text.retry}
        </button>
      }
    />
  );
}
