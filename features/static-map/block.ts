import { block, defineFeature } from '@/lib/cms/blocks';
import { staticMapBlockSchema } from './schema';

/** A place on a static map image, served by our own route so the maps key stays on the server. */
export const staticMap = defineFeature({
  blocks: {
    'static-map': block(staticMapBlockSchema, () => import('./components/static-map-block').then((module) => module.StaticMapBlock)),
  },
});
