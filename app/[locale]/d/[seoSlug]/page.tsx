import type { Metadata } from 'next';
import { productRouteMetadata, productRoutePage, type ProductRouteParams } from '../../cpd/product-route';

/** ISR, as the crop protection pages (`../../cpd/[seoSlug]/page.tsx` says why). */
export const revalidate = 1800;

export async function generateStaticParams(): Promise<{ seoSlug: string }[]> {
  return [];
}

type Props = { params: ProductRouteParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productRouteMetadata('d', params);
}

/** `/{locale}/d/{seoSlug}`: a seed product (discovery spec §2); another product's slug answers 404. */
export default function SeedProductRoute({ params }: Props) {
  return productRoutePage('d', params);
}
