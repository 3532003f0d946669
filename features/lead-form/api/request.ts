/** Our own API's error wording (the spec's), shared by every call of the form kit. */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`Server responded with status code: ${status}`);
    this.name = 'ApiError';
  }
}

/** A call to one of our `/api` routes: JSON back, or an ApiError for any non-OK status. */
export async function apiJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw new ApiError(response.status);
  return response.json();
}
