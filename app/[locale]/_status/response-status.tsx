import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function ThrowNotFound(): never {
  notFound();
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * 404 beside a not-found message.
 *
 * These give the response its status while the page around it keeps the message it rendered.
 *
 * Next's not-found and error boundaries are client error boundaries, and React's server rendering
 * runs no error boundaries: a `notFound()` or an error thrown where the page renders leaves the
 * server HTML an empty error shell (`<html id="__next_error__">`), the message drawn by JavaScript
 * only (vercel/next.js#62228). Thrown inside a Suspense boundary of its own (with nothing as its
 * fallback), it fails that boundary only: Next still takes the status from the render's errors
 * (404 for notFound(), 500 for an error, and a failed render is not cached), and in the browser the
 * boundary's retry throws again, so Next's not-found or error boundary shows the same message.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <ThrowNotFound />
    </Suspense>
  );
}

/** 500 beside an error message: the failure itself, so Next logs it as it logs any render error. */
export function FailureStatus({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Rethrow error={error} />
    </Suspense>
  );
}
