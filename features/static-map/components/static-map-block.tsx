import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { FigureFrame } from '@/components/blocks/figure-frame';
import type { BlockProps } from '@/lib/cms/blocks';
import { STATIC_MAP_DEFAULT_SIZE, staticMapPath } from '@/lib/maps/static-map';
import { staticMapsAvailable } from '@/lib/upstreams/maps/client';
import type { StaticMapBlockProps } from '../schema';

const { width, height } = STATIC_MAP_DEFAULT_SIZE;

/**
 * A place on a static map (708x390), served by our `/api/static-map` so the maps key stays on the
 * server. Without a maps key it keeps the same space and says the map is unavailable.
 */
export async function StaticMapBlock({ props, context }: BlockProps<StaticMapBlockProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'StaticMap' });
  const { lat, lng, zoom, markerIcon, alt, caption } = props;
  const frame = { width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`, borderRadius: 2, overflow: 'hidden' } as const;
  return (
    <FigureFrame caption={caption}>
      {staticMapsAvailable() ? (
        <Box sx={frame}>
          <Image src={staticMapPath({ lat, lng, zoom, markerIcon })} alt={alt} width={width} height={height} unoptimized style={{ width: '100%', height: 'auto', display: 'block' }} />
        </Box>
      ) : (
        <Box role="img" aria-label={alt} sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', border: 1, borderColor: 'divider' }}>
          <Typography color="text.secondary">{t('unavailable')}</Typography>
        </Box>
      )}
    </FigureFrame>
  );
}
