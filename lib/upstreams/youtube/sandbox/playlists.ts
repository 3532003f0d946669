import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import type { WeatherRegion } from '@/lib/youtube/constants';
import { THUMBNAIL_FILES, type VideoResource } from '../contract';

/** The sandbox's thumbnail host, as i.ytimg.com/vi is YouTube's. */
export const SANDBOX_THUMBNAILS = `${SANDBOX_ORIGIN}/youtube/vi`;

/**
 * The sandbox's weather channel: one playlist per region (spec §5), newest first. The first video
 * of each is published at the moment of the request, so 'Hoje' always shows; the rest go back days.
 * Titles and descriptions run long enough to be cut at every width (spec §9). Thumbnails are at
 * the sandbox's thumbnail host, each the region's poster (an SVG of public/images/weather-videos/).
 */

export const sandboxPlaylistIds: Record<WeatherRegion, string> = {
  Sul: 'PLclima-sul',
  Sudeste: 'PLclima-sudeste',
  'Centro-Oeste': 'PLclima-centro-oeste',
  Mapitoba: 'PLclima-mapitoba',
  Nordeste: 'PLclima-nordeste',
  Norte: 'PLclima-norte',
};

/** A playlist that exists and holds nothing. */
export const EMPTY_PLAYLIST_ID = 'PLclima-vazia';

interface Seed {
  title: string;
  description: string;
  duration: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_AGO = [0, 1, 3, 6, 9];

const seeds: Record<WeatherRegion, { code: string; poster: string; videos: Seed[] }> = {
  Sul: {
    code: 'SUL',
    poster: 'sul',
    videos: [
      { title: 'Previsão do tempo Sul: frente fria traz chuva forte e queda de temperatura no Rio Grande do Sul e em Santa Catarina', description: 'A passagem de uma frente fria organiza áreas de instabilidade no Sul. Os acumulados podem passar de 80 mm no oeste gaúcho, com risco de granizo. Planeje a colheita do trigo antes da chuva e evite aplicações nas próximas 48 horas.', duration: 'PT4M13S' },
      { title: 'Geada no Paraná: como proteger as lavouras', description: 'Massa de ar polar derruba as temperaturas e favorece geada ampla no Paraná e na serra catarinense. Veja as orientações para o milho safrinha e as pastagens.', duration: 'PT3M5S' },
      { title: 'Sul: janela seca favorece o plantio da soja', description: 'Dias de sol e umidade em queda abrem uma boa janela para o plantio no norte gaúcho.', duration: 'PT2M48S' },
      { title: 'Chuva volta ao oeste catarinense', description: 'Instabilidade retorna com pancadas à tarde.', duration: 'PT1M59S' },
    ],
  },
  Sudeste: {
    code: 'SDE',
    poster: 'sudeste',
    videos: [
      { title: 'Sudeste: calor intenso e pancadas isoladas no fim da tarde em São Paulo e Minas Gerais', description: 'O calor predomina no Sudeste, com máximas acima de 34 °C no interior paulista. Pancadas isoladas se formam no fim da tarde, com raios e rajadas de vento. Atenção ao manejo de irrigação no café.', duration: 'PT5M2S' },
      { title: 'Umidade baixa no Triângulo Mineiro', description: 'A umidade relativa pode ficar abaixo de 20 % à tarde. Evite pulverizações nos horários mais quentes.', duration: 'PT2M31S' },
      { title: 'Chuva regular volta ao sul de Minas', description: 'O retorno da chuva favorece a florada do café e o preparo do solo para a safra de verão.', duration: 'PT3M44S' },
    ],
  },
  'Centro-Oeste': {
    code: 'COE',
    poster: 'centro-oeste',
    videos: [
      { title: 'Centro-Oeste: início do período chuvoso libera o plantio da soja em Mato Grosso e Goiás', description: 'As chuvas se regularizam no Centro-Oeste e a umidade do solo já permite o plantio em boa parte de Mato Grosso e Goiás. Os modelos indicam volumes entre 40 e 70 mm na semana, com pausas curtas para as operações de campo.', duration: 'PT6M20S' },
      { title: 'Mato Grosso do Sul: temporais com granizo no sul do estado', description: 'Áreas de instabilidade trazem risco de temporais com granizo e rajadas acima de 60 km/h no sul sul-mato-grossense. Reforce a atenção às estruturas e aos silos.', duration: 'PT3M12S' },
      { title: 'Goiás: veranico à vista?', description: 'Os modelos apontam alguns dias secos no meio do mês. Veja como isso afeta o estabelecimento da soja recém-plantada.', duration: 'PT4M1S' },
      { title: 'Previsão para a semana no Distrito Federal', description: 'Tempo quente e abafado, com pancadas à tarde.', duration: 'PT1M45S' },
      { title: 'Centro-Oeste: balanço do mês', description: 'Chuva acima da média no norte de Mato Grosso e abaixo no sudoeste goiano.', duration: 'PT7M30S' },
    ],
  },
  Mapitoba: {
    code: 'MAP',
    poster: 'mapitoba',
    videos: [
      { title: 'Mapitoba: chuva ainda irregular no oeste da Bahia e no sul do Maranhão', description: 'A chuva chega de forma irregular ao Mapitoba. O oeste baiano tem pancadas isoladas e o sul do Maranhão segue com umidade baixa. Aguarde a regularização antes de acelerar o plantio.', duration: 'PT4M40S' },
      { title: 'Tocantins: calor e tempo seco', description: 'Máximas perto de 38 °C e umidade baixa em todo o estado.', duration: 'PT2M10S' },
      { title: 'Piauí: primeiras chuvas da temporada', description: 'Pancadas no sudoeste piauiense marcam o início da estação.', duration: 'PT2M55S' },
    ],
  },
  Nordeste: {
    code: 'NDE',
    poster: 'nordeste',
    videos: [
      { title: 'Nordeste: chuva no litoral leste e tempo firme no sertão', description: 'Os ventos úmidos do oceano mantêm chuva no litoral de Pernambuco à Bahia, enquanto o sertão segue com tempo firme e calor. Boas condições para a colheita da cana.', duration: 'PT3M33S' },
      { title: 'Sertão: umidade muito baixa', description: 'Alerta para umidade abaixo de 15 % no interior do Nordeste.', duration: 'PT1M50S' },
      { title: 'Bahia: previsão para o cacau no sul do estado', description: 'Chuva regular favorece o desenvolvimento dos frutos.', duration: 'PT2M20S' },
    ],
  },
  Norte: {
    code: 'NTE',
    poster: 'norte',
    videos: [
      { title: 'Norte: pancadas diárias no Amazonas e no Pará', description: 'A umidade da floresta alimenta pancadas fortes todas as tardes no Norte. Em Rondônia, a chuva volta a ganhar força e favorece o plantio da soja.', duration: 'PT3M58S' },
      { title: 'Rondônia: plantio avança com a chuva', description: 'Volumes regulares permitem o avanço das operações de campo.', duration: 'PT2M42S' },
      { title: 'Roraima: período seco se estende', description: 'Poucas chuvas previstas para os próximos dez dias.', duration: 'PT1M36S' },
    ],
  },
};

/** A region's videos as `videos.list` spells them, dated from `now`. */
function regionVideos(region: WeatherRegion, now: number): VideoResource[] {
  const { code, videos } = seeds[region];
  return videos.map((seed, index) => {
    // Eleven characters, as YouTube's ids.
    const id = `wx${code}-${String(index + 1).padStart(5, '0')}`;
    const url = (size: 'medium' | 'high' | 'maxres') => `${SANDBOX_THUMBNAILS}/${id}/${THUMBNAIL_FILES[size]}`;
    return {
      id,
      snippet: {
        publishedAt: new Date(now - DAYS_AGO[index % DAYS_AGO.length]! * DAY_MS).toISOString(),
        title: seed.title,
        description: seed.description,
        thumbnails: { medium: { url: url('medium'), width: 320, height: 180 }, high: { url: url('high'), width: 480, height: 270 }, maxres: { url: url('maxres'), width: 640, height: 360 } },
      },
      contentDetails: { duration: seed.duration },
    };
  });
}

/** The poster file (in public/images/weather-videos/) of a sandbox video, by its id; null for an id it has not. */
export function sandboxPosterOf(videoId: string): string | null {
  const region = (Object.keys(seeds) as WeatherRegion[]).find((name) => {
    const [, number] = /^wx(?:\w+)-(\d{5})$/.exec(videoId) ?? [];
    return videoId.startsWith(`wx${seeds[name].code}-`) && Number(number) >= 1 && Number(number) <= seeds[name].videos.length;
  });
  return region ? `${seeds[region].poster}.svg` : null;
}

/** Playlist id -> its videos, dated from `now` (the sandbox's clock: the request's time). */
export function sandboxPlaylists(now: number): Map<string, VideoResource[]> {
  const entries = (Object.entries(sandboxPlaylistIds) as [WeatherRegion, string][]).map(([region, id]) => [id, regionVideos(region, now)] as const);
  return new Map([...entries, [EMPTY_PLAYLIST_ID, []]]);
}
