/** A place on a static map image, served by our own route so the maps key stays on the server. */
export { StaticMapBlock } from './components/static-map-block';
export { staticMapBlockSchema, type StaticMapBlockProps } from './schema';
