import { NotFoundDocument } from './[locale]/_status/not-found-document';

/** For paths outside every locale (the proxy sends everything else to a locale): a plain page linking the three homes. */
export default function GlobalNotFound() {
  return <NotFoundDocument />;
}
