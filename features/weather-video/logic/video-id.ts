/**
 * Spec §7: "Video id extraction falls back to a default video when the id is not 11 characters".
 * The default is the channel's standing weather explainer (the sandbox serves it too).
 */
export const DEFAULT_VIDEO_ID = 'wxCOE-00001';

const ID = /^[\w-]{11}$/;

/** The id inside a YouTube link (watch?v=, youtu.be/, /embed/, /shorts/), or the text itself. */
function candidateOf(input: string): string {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  const fromQuery = url.searchParams.get('v');
  if (fromQuery !== null) return fromQuery;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' ? (id ?? '') : '';
}

/** An 11-character YouTube id from an id or a link; the default video for anything else. */
export function videoIdOf(input: string | null | undefined): string {
  const id = candidateOf(input ?? '');
  return ID.test(id) ? id : DEFAULT_VIDEO_ID;
}
