/*
 * The tags of the sandbox's article index. Tag ids are one company taxonomy shared by every market
 * (AEM tags are ids with localized titles), so an editor uses the same ids in any locale.
 */
export const articleTags = {
  soy: 'terralis:culturas/soja',
  corn: 'terralis:culturas/milho',
  wheat: 'terralis:culturas/trigo',
  diseases: 'terralis:temas/doencas',
  pests: 'terralis:temas/pragas',
  weeds: 'terralis:temas/plantas-daninhas',
  nutrition: 'terralis:temas/nutricao',
  application: 'terralis:temas/aplicacao',
  weather: 'terralis:temas/clima',
  planning: 'terralis:temas/planejamento',
} as const;
