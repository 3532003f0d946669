/** The product pages (`/{locale}/cpd/{seoSlug}`, `/{locale}/d/{seoSlug}`): what app/ renders them with. */
export { readProductPage, type ProductRead } from './api/read-product';
export { ProductDetailPage } from './components/product-detail-page';
export { productPageMetadata } from './metadata';
export { routePath, type ProductRoute } from './logic/product-pages';
