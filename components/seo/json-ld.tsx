import { serializeJsonLd } from '@/lib/cms/structured-data';

/** Structured data for crawlers. Browsers never execute this script type, so the CSP has nothing to allow. */
export function JsonLd({ data }: { data: Record<string, unknown>[] }) {
  if (data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
