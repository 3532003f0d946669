import type { Metadata } from 'next';
import { productRouteMetadata, productRoutePage, type ProductRouteParams } from '../product-route';

/**
 * ISR: rendered on a product's first request and kept 30 minutes, as long as the catalogue's lists
 * (spec §9); a stale page is served while it renders again, and kept if that render fails. Not
 * per request like the trial reports: products are a few hundred pages, not one per zip and report,
 * and a failure here is a 500 that is never kept (../product-route.tsx). No page at build: the build
 * need not reach the catalogue.
 */
export const revalidate = 1800;

export async function generateStaticParams(): Promise<{ seoSlug: string }[]> {
  return [];
}

type Props = { params: ProductRouteParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productRouteMetadata('cpd', params);
}

/** `/{locale}/cpd/{seoSlug}`: a crop protection or biological product (discovery spec §2); a seed's slug answers 404. */
export default function CropProtectionProductRoute({ params }: Props) {
  return productRoutePage('cpd', params);
}
