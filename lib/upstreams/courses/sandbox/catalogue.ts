import type { Locale } from '@/lib/i18n/locales';
import type { Course, CourseCategory } from '../contract';

/**
 * The sandbox's course catalogues: 21 Portuguese courses over the five categories, of 3 to 6 units
 * each (more than two gallery steps of 8, so 'show more' is seen twice and then goes away), and 9
 * Argentine and 9 US ones (one step and one more card). Each locale has its own courses and slugs.
 */

const imageAlts: Record<Locale, Record<CourseCategory, string>> = {
  'pt-BR': {
    corn: 'Espigas de milho maduras na lavoura',
    agronomic: 'Prancheta de agrônomo com folha e gráfico',
    fields: 'Talhões vistos de cima, em faixas de cores',
    weather: 'Sol entre nuvens de chuva sobre a lavoura',
    seeds: 'Sementes germinando no solo',
  },
  'es-AR': {
    corn: 'Espigas de maíz maduras en el lote',
    agronomic: 'Tablero de agrónomo con una hoja y un gráfico',
    fields: 'Lotes vistos desde arriba, en franjas de colores',
    weather: 'Sol entre nubes de lluvia sobre el cultivo',
    seeds: 'Semillas germinando en el suelo',
  },
  'en-US': {
    corn: 'Ripe ears of corn in the field',
    agronomic: "Agronomist's clipboard with a leaf and a chart",
    fields: 'Fields seen from above, in coloured strips',
    weather: 'Sun between rain clouds over the crop',
    seeds: 'Seeds sprouting in the soil',
  },
};

/** Units with a figure of their own: course slug -> unit index -> image. */
const unitImages: Record<string, Record<number, Course['image']>> = {
  'ferrugem-asiatica-da-soja': { 0: { src: '/images/soy-leaf-rust.svg', alt: 'Folha de soja com lesões castanhas de ferrugem-asiática' } },
  'tecnologia-de-aplicacao': { 1: { src: '/images/spray-application.svg', alt: 'Pulverizador aplicando defensivo na lavoura' } },
  'amostragem-de-solo': { 1: { src: '/images/card-group-soil-sampling.svg', alt: 'Agrônomo coletando amostra de solo com trado' } },
};

/** [title, ...paragraphs] of a unit. */
type UnitText = readonly [string, string, ...string[]];

/** A course of a locale's catalogue; its card's image is its category's. */
const courseIn = (locale: Locale) => (slug: string, category: CourseCategory, title: string, summary: string, units: readonly UnitText[]): Course => ({
  slug,
  category,
  title,
  summary,
  image: { src: `/images/courses/${category}.svg`, alt: imageAlts[locale][category] },
  units: units.map(([unitTitle, ...paragraphs], index) => {
    const image = unitImages[slug]?.[index];
    return { title: unitTitle, paragraphs, ...(image && { image }) };
  }),
});

const course = courseIn('pt-BR');
const curso = courseIn('es-AR');
const englishCourse = courseIn('en-US');

const portuguese: Course[] = [
  course('milho-safrinha-do-plantio-a-colheita', 'corn', 'Milho safrinha: do plantio à colheita', 'Como planejar a segunda safra de milho para colher mais com menos risco climático.', [
    ['Janela de plantio', 'A produtividade do milho safrinha cai a cada semana de atraso depois da colheita da soja.', 'Consulte o zoneamento agrícola (ZARC) do seu município antes de fechar o calendário.'],
    ['Escolha do híbrido', 'Prefira híbridos de ciclo precoce e boa sanidade foliar para a segunda safra.'],
    ['Adubação de cobertura', 'Aplique o nitrogênio em cobertura entre V4 e V6, com umidade no solo.'],
    ['Manejo de pragas', 'Monitore a cigarrinha-do-milho desde a emergência: ela transmite os enfezamentos.'],
    ['Colheita e armazenagem', 'Colha com umidade entre 18% e 22% e seque os grãos até 13% para armazenar.'],
  ]),
  course('cigarrinha-do-milho', 'corn', 'Cigarrinha-do-milho e enfezamentos', 'Identificação, monitoramento e controle integrado do vetor dos enfezamentos.', [
    ['Conheça a praga', 'A Dalbulus maidis é um inseto pequeno, amarelo-palha, que vive no cartucho do milho.'],
    ['Monitoramento', 'Use armadilhas adesivas amarelas e conte os insetos duas vezes por semana.'],
    ['Controle integrado', 'Combine tratamento de sementes, híbridos tolerantes e aplicações no momento certo.'],
    ['Vazio sanitário', 'Elimine o milho tiguera: sem hospedeiro a população da cigarrinha cai na entressafra.'],
  ]),
  course('populacao-de-plantas-no-milho', 'corn', 'População de plantas no milho', 'Quantas plantas por hectare para cada ambiente de produção.', [
    ['Por que a população importa', 'Plantas demais competem por luz e água; plantas de menos desperdiçam o ambiente.'],
    ['Ambientes de produção', 'Solos férteis e com boa chuva comportam populações maiores que solos arenosos.'],
    ['Regulagem da plantadeira', 'Confira a distribuição das sementes na linha a cada troca de lote.'],
  ]),
  course('adubacao-nitrogenada-no-milho', 'corn', 'Adubação nitrogenada no milho', 'Doses, fontes e momentos para o nitrogênio render mais grãos.', [
    ['Demanda da cultura', 'O milho extrai cerca de 20 kg de nitrogênio por tonelada de grãos produzida.'],
    ['Fontes de nitrogênio', 'Ureia, nitrato de amônio e sulfato de amônio diferem em perdas por volatilização.'],
    ['Parcelamento', 'Divida a dose entre a semeadura e a cobertura para reduzir perdas por lixiviação.'],
    ['Diagnóstico foliar', 'Amostre a folha da espiga no florescimento para conferir o estado nutricional.'],
  ]),
  course('manejo-integrado-de-pragas', 'agronomic', 'Manejo integrado de pragas', 'Decidir quando controlar com base em monitoramento e níveis de ação.', [
    ['Princípios do MIP', 'O MIP combina métodos de controle para manter as pragas abaixo do nível de dano econômico.'],
    ['Amostragem', 'Use o pano de batida na soja: caminhe em zigue-zague e amostre pontos representativos.'],
    ['Níveis de ação', 'Controle só quando a população atingir o nível de ação da praga e da fase da cultura.'],
    ['Inimigos naturais', 'Preserve predadores e parasitoides escolhendo produtos seletivos.'],
    ['Registro e rotação', 'Anote cada aplicação e alterne os modos de ação para evitar resistência.'],
  ]),
  course('ferrugem-asiatica-da-soja', 'agronomic', 'Ferrugem-asiática da soja', 'Como reconhecer a doença cedo e proteger a produtividade.', [
    ['Sintomas', 'Pequenas lesões castanhas na face inferior das folhas, com pústulas visíveis na lupa.'],
    ['Condições favoráveis', 'Molhamento foliar por mais de seis horas e temperaturas entre 18 °C e 26 °C.'],
    ['Programa de fungicidas', 'Comece de forma preventiva e use misturas com multissítios.'],
    ['Vazio sanitário da soja', 'Respeite o período sem soja viva no campo definido para o seu estado.'],
  ]),
  course('tecnologia-de-aplicacao', 'agronomic', 'Tecnologia de aplicação', 'Gotas, bicos e condições do tempo para cada aplicação acertar o alvo.', [
    ['Tamanho de gota', 'Gotas finas cobrem melhor, mas derivam mais; escolha a classe de gota pelo alvo.'],
    ['Pontas de pulverização', 'Pontas com indução de ar reduzem a deriva sem perder a eficácia na maioria dos casos.'],
    ['Calibração', 'Meça a vazão de cada ponta e troque as que variam mais de 10% da média.'],
    ['Condições do tempo', 'Aplique com vento entre 3 e 10 km/h, umidade acima de 55% e temperatura abaixo de 30 °C.'],
    ['Calda', 'Siga a ordem de mistura e confira a compatibilidade dos produtos num teste de jarra.'],
    ['Limpeza do pulverizador', 'Lave o tanque, as mangueiras e os filtros ao fim de cada dia de trabalho.'],
  ]),
  course('plantas-daninhas-resistentes', 'agronomic', 'Plantas daninhas resistentes', 'Buva, capim-amargoso e caruru: manejo antes que dominem a área.', [
    ['Identificação', 'Reconheça as espécies resistentes pela forma das folhas e pela época de emergência.'],
    ['Manejo na entressafra', 'Controle as plantas pequenas; depois de 15 cm a eficácia cai muito.'],
    ['Residuais', 'Herbicidas pré-emergentes dão à cultura uma largada no limpo.'],
  ]),
  course('nematoides-na-soja', 'agronomic', 'Nematoides na soja', 'Diagnóstico e manejo dos nematoides que mais limitam a soja.', [
    ['Sintomas em reboleira', 'Plantas menores e amareladas em manchas na lavoura indicam nematoides.'],
    ['Amostragem de solo e raiz', 'Colete solo e raízes na borda das reboleiras e envie ao laboratório.'],
    ['Manejo', 'Rotação com culturas não hospedeiras, cultivares resistentes e tratamento de sementes.'],
    ['Biológicos', 'Produtos à base de Bacillus reduzem a população quando usados todo ano.'],
  ]),
  course('amostragem-de-solo', 'fields', 'Amostragem de solo', 'Como coletar amostras que representam de verdade cada talhão.', [
    ['Divisão em glebas', 'Separe áreas com histórico, relevo ou cor de solo diferentes.'],
    ['Coleta', 'Retire de 15 a 20 subamostras por gleba, na camada de 0 a 20 cm.'],
    ['Envio ao laboratório', 'Identifique cada saco com a gleba e a profundidade e envie em até três dias.'],
    ['Interpretação', 'Compare os teores com as tabelas regionais antes de recomendar corretivos.'],
  ]),
  course('agricultura-de-precisao', 'fields', 'Agricultura de precisão na prática', 'Mapas, taxa variável e dados para decidir talhão a talhão.', [
    ['Mapas de produtividade', 'Calibre o monitor da colhedora para que os mapas representem a realidade.'],
    ['Zonas de manejo', 'Combine mapas de vários anos para encontrar as zonas estáveis da lavoura.'],
    ['Taxa variável', 'Aplique calcário, fósforo e sementes na dose de cada zona.'],
    ['Retorno do investimento', 'Compare o custo das operações com o ganho medido nas faixas de teste.'],
    ['Gestão dos dados', 'Guarde os arquivos de máquina por safra e por talhão, num formato aberto.'],
  ]),
  course('compactacao-do-solo', 'fields', 'Compactação do solo', 'Diagnóstico e correção das camadas compactadas.', [
    ['Sinais no campo', 'Raízes tortas, água empoçada e plantas desiguais apontam compactação.'],
    ['Diagnóstico', 'Use o penetrômetro ou abra trincheiras para localizar a camada.'],
    ['Correção', 'Escarificação seguida de plantas de cobertura de raiz profunda.'],
  ]),
  course('plantas-de-cobertura', 'fields', 'Plantas de cobertura', 'Braquiária, crotalária e mix para proteger e melhorar o solo.', [
    ['Benefícios', 'Mais palha, mais matéria orgânica e menos erosão e plantas daninhas.'],
    ['Escolha das espécies', 'Braquiária para palha, crotalária para nematoides, nabo para descompactar.'],
    ['Semeadura', 'Semeie logo após a colheita ou a lanço antes dela, para aproveitar a umidade.'],
    ['Manejo da palhada', 'Dessecação ou rolagem no momento certo antes da cultura seguinte.'],
  ]),
  course('gestao-de-talhoes', 'fields', 'Gestão de talhões', 'Registrar operações e custos para comparar resultados por área.', [
    ['Cadastro de talhões', 'Desenhe os limites de cada talhão e registre a área útil.'],
    ['Caderno de campo', 'Anote data, produto, dose e operador de cada operação.'],
    ['Custos por talhão', 'Distribua os custos fixos e variáveis pela área de cada talhão.'],
    ['Comparação de resultados', 'Compare produtividade e margem entre talhões e safras.'],
  ]),
  course('clima-e-janela-de-pulverizacao', 'weather', 'Clima e janela de pulverização', 'Ler a previsão para aplicar na hora certa.', [
    ['Vento', 'Sem vento há risco de inversão térmica; com vento forte, deriva.'],
    ['Umidade e temperatura', 'Com ar seco e quente as gotas evaporam antes de chegar ao alvo.'],
    ['Chuva após a aplicação', 'Confira o intervalo sem chuva que cada produto precisa na bula.'],
    ['Planejamento semanal', 'Use a previsão de sete dias para priorizar os talhões mais urgentes.'],
  ]),
  course('el-nino-e-la-nina', 'weather', 'El Niño e La Niña na safra', 'O que os fenômenos climáticos mudam em cada região do Brasil.', [
    ['Os fenômenos', 'O aquecimento ou o resfriamento do Pacífico muda o regime de chuvas no Brasil.'],
    ['Efeitos no Sul', 'El Niño costuma trazer mais chuva ao Sul; La Niña, estiagem.'],
    ['Efeitos no Centro-Oeste', 'La Niña pode atrasar o início das chuvas e encurtar a janela da safrinha.'],
    ['Decisões de manejo', 'Ajuste a época de plantio, o ciclo da cultivar e o seguro ao cenário esperado.'],
  ]),
  course('balanco-hidrico', 'weather', 'Balanço hídrico da lavoura', 'Quanto de água o solo tem e quanto a cultura vai precisar.', [
    ['Entradas e saídas', 'Chuva e irrigação entram; evapotranspiração e drenagem saem.'],
    ['Capacidade de água do solo', 'Solos argilosos guardam mais água disponível que os arenosos.'],
    ['Fases críticas', 'Florescimento e enchimento de grãos são as fases mais sensíveis à falta de água.'],
  ]),
  course('geadas-e-protecao-das-culturas', 'weather', 'Geadas e proteção das culturas', 'Como prever e reduzir os danos das geadas.', [
    ['Tipos de geada', 'A geada de radiação ocorre em noites limpas e sem vento; a de advecção vem com massas de ar frio.'],
    ['Previsão', 'Acompanhe os alertas e a temperatura mínima prevista para as baixadas.'],
    ['Redução de danos', 'Escolha a época de semeadura para que o florescimento fuja do período de geadas.'],
  ]),
  course('qualidade-de-sementes', 'seeds', 'Qualidade de sementes', 'Germinação, vigor e pureza: o que o boletim de análise diz.', [
    ['Atributos de qualidade', 'Qualidade física, fisiológica, genética e sanitária definem o lote.'],
    ['Germinação e vigor', 'Germinação mede o potencial em condições ideais; vigor, no campo real.'],
    ['Boletim de análise', 'Confira o lote, a data da análise e os padrões mínimos de cada cultura.'],
    ['Armazenamento na fazenda', 'Guarde as sementes em local seco, fresco e ventilado, longe de adubos.'],
  ]),
  course('tratamento-de-sementes', 'seeds', 'Tratamento de sementes', 'Proteger a lavoura desde a semeadura.', [
    ['Para que serve', 'Protege as plântulas de pragas e doenças de solo nos primeiros dias.'],
    ['Tratamento industrial', 'O tratamento feito na indústria garante dose e cobertura uniformes.'],
    ['Compatibilidade', 'Inoculantes e biológicos pedem cuidado com o tempo de contato com os químicos.'],
    ['Segurança', 'Use equipamento de proteção ao manusear sementes tratadas.'],
  ]),
  course('escolha-de-cultivares-de-soja', 'seeds', 'Escolha de cultivares de soja', 'Grupo de maturação, tecnologia e posicionamento para cada área.', [
    ['Grupo de maturação', 'O grupo de maturação indica o ciclo da cultivar na sua latitude.'],
    ['Tecnologias', 'Tolerância a herbicidas e proteção contra lagartas mudam o manejo da safra.'],
    ['Posicionamento', 'Plante as cultivares mais precoces primeiro para abrir a janela da safrinha.'],
    ['Ensaios regionais', 'Compare cultivares em ensaios perto da sua fazenda antes de decidir.'],
    ['Diversificação', 'Use pelo menos três cultivares para distribuir o risco climático.'],
  ]),
];

/** Nine Argentine courses: one more than a gallery step. */
const spanish: Course[] = [
  curso('maiz-tardio', 'corn', 'Maíz tardío: claves del manejo', 'Fecha de siembra, densidad y nutrición para el maíz sembrado en diciembre.', [
    ['Por qué sembrar tarde', 'El maíz tardío ubica la floración con más agua disponible y menos riesgo de golpe de calor.'],
    ['Densidad y espaciamiento', 'En siembras tardías conviene bajar la densidad en ambientes de menor potencial.'],
    ['Nutrición', 'Ajustá la dosis de nitrógeno al análisis de suelo y al rendimiento objetivo.'],
  ]),
  curso('chicharrita-del-maiz', 'corn', 'Chicharrita del maíz y achaparramiento', 'Cómo monitorear al vector y reducir el riesgo de achaparramiento.', [
    ['El vector', 'Dalbulus maidis transmite el espiroplasma que causa el achaparramiento del maíz.'],
    ['Monitoreo', 'Colocá trampas cromáticas amarillas y revisalas cada semana.'],
    ['Manejo regional', 'Eliminar el maíz guacho en invierno corta el puente verde del insecto.'],
  ]),
  curso('malezas-resistentes', 'agronomic', 'Malezas resistentes', 'Rama negra, yuyo colorado y sorgo de Alepo: estrategias para cada lote.', [
    ['Diagnóstico', 'Identificá las especies y su estado fenológico antes de elegir el herbicida.'],
    ['Barbecho', 'Los residuales en el barbecho reducen las emergencias tempranas.'],
    ['Rotación de modos de acción', 'Alterná modos de acción para demorar nuevas resistencias.'],
  ]),
  curso('manejo-integrado-de-plagas', 'agronomic', 'Manejo integrado de plagas', 'Umbrales, monitoreo y control para decidir cuándo aplicar.', [
    ['Monitoreo', 'Usá el paño vertical en soja y recorré el lote en zigzag.'],
    ['Umbrales', 'Aplicá solo cuando la plaga supere el umbral de daño económico.'],
    ['Enemigos naturales', 'Elegí productos selectivos para conservar a los controladores biológicos.'],
  ]),
  curso('muestreo-de-suelo', 'fields', 'Muestreo de suelo', 'Cómo tomar muestras representativas de cada ambiente del lote.', [
    ['Ambientes', 'Dividí el lote por relieve, textura e historial de rendimiento.'],
    ['Toma de muestras', 'Sacá entre 15 y 20 submuestras por ambiente, de 0 a 20 cm.'],
    ['Interpretación', 'Compará los resultados con los umbrales de tu región.'],
  ]),
  curso('ambientes-y-dosis-variable', 'fields', 'Ambientes y dosis variable', 'Mapas de rendimiento y prescripciones por ambiente.', [
    ['Mapas de rendimiento', 'Limpiá los datos de cosecha antes de usarlos para definir ambientes.'],
    ['Prescripciones', 'Ajustá semillas y fertilizante a la capacidad de cada ambiente.'],
    ['Ensayos en franjas', 'Validá cada prescripción con franjas testigo.'],
  ]),
  curso('pronostico-y-pulverizacion', 'weather', 'Pronóstico y ventana de pulverización', 'Leer el pronóstico para aplicar en el momento justo.', [
    ['Viento', 'Aplicá con viento entre 3 y 10 km/h para evitar deriva e inversión térmica.'],
    ['Temperatura y humedad', 'Con aire cálido y seco las gotas se evaporan antes de llegar al blanco.'],
    ['Lluvia', 'Revisá en el marbete cuántas horas sin lluvia necesita cada producto.'],
  ]),
  curso('heladas-tardias', 'weather', 'Heladas tardías', 'Cómo anticipar y reducir el daño de las heladas de primavera.', [
    ['Tipos de helada', 'Las heladas radiativas ocurren en noches despejadas y sin viento.'],
    ['Pronóstico', 'Seguí las alertas y la mínima prevista para los bajos del lote.'],
    ['Fecha de siembra', 'Elegí la fecha para que la emergencia evite el período de heladas.'],
  ]),
  curso('calidad-de-semillas', 'seeds', 'Calidad de semillas', 'Poder germinativo, vigor y pureza: qué dice el análisis.', [
    ['Atributos', 'La calidad física, fisiológica, genética y sanitaria definen el lote.'],
    ['Germinación y vigor', 'El vigor anticipa cómo se comportará la semilla en condiciones de campo.'],
    ['Almacenamiento', 'Guardá la semilla en un lugar seco, fresco y ventilado.'],
  ]),
];

/** Nine US courses: one more than a gallery step. */
const english: Course[] = [
  englishCourse('corn-planting-date', 'corn', 'Corn planting date and population', 'When to plant and how many seeds per acre for your soils.', [
    ['Soil temperature', 'Plant once the soil at 2 inches holds 50 °F and the forecast stays warm.'],
    ['Seeding rate', 'Match the seeding rate to the yield potential of each field.'],
    ['Planter setup', 'Check seed spacing and depth in every field as conditions change.'],
  ]),
  englishCourse('corn-rootworm', 'corn', 'Corn rootworm management', 'Scouting, rotation and traits against the costliest pest of corn.', [
    ['Life cycle', 'Larvae feed on roots in June and July; adults lay eggs in late summer.'],
    ['Scouting', 'Dig roots and rate the injury on the node-injury scale.'],
    ['Rotation and traits', 'Rotate crops and traits to delay resistance.'],
  ]),
  englishCourse('tar-spot-of-corn', 'agronomic', 'Tar spot of corn', 'Recognise tar spot early and time fungicides well.', [
    ['Symptoms', 'Small, raised black spots on leaves that do not rub off.'],
    ['Favourable weather', 'Cool nights and long periods of leaf wetness favour the disease.'],
    ['Fungicide timing', 'Protect the ear leaf from tasselling to early grain fill.'],
  ]),
  englishCourse('integrated-pest-management', 'agronomic', 'Integrated pest management', 'Thresholds and scouting to decide when to treat.', [
    ['Scouting', 'Walk a W pattern and sample representative spots of each field.'],
    ['Thresholds', 'Treat only when a pest passes its economic threshold.'],
    ['Beneficials', 'Choose selective products to keep natural enemies at work.'],
  ]),
  englishCourse('soil-sampling', 'fields', 'Soil sampling that represents your field', 'Zones, depth and timing for samples you can trust.', [
    ['Sampling zones', 'Split fields by soil type, slope and yield history.'],
    ['Taking cores', 'Take 15 to 20 cores per zone at a consistent depth.'],
    ['Reading the report', 'Compare levels with your state’s guidelines before you buy inputs.'],
  ]),
  englishCourse('precision-ag-basics', 'fields', 'Precision ag basics', 'Yield maps, management zones and variable rate.', [
    ['Yield maps', 'Calibrate the yield monitor so the maps tell the truth.'],
    ['Management zones', 'Combine several years of maps to find stable zones.'],
    ['Variable rate', 'Apply seed and fertiliser at the rate each zone can use.'],
  ]),
  englishCourse('spray-weather-windows', 'weather', 'Spray weather windows', 'Read the forecast to spray at the right time.', [
    ['Wind', 'Spray with winds of 3 to 10 mph: calm air risks temperature inversions.'],
    ['Heat and humidity', 'Hot, dry air evaporates droplets before they reach the target.'],
    ['Rainfastness', 'Check the label for how long each product needs before rain.'],
  ]),
  englishCourse('frost-and-freeze-risk', 'weather', 'Frost and freeze risk', 'Protecting early-planted crops from spring frost.', [
    ['Frost or freeze', 'A frost forms on clear, calm nights; a freeze comes with cold air masses.'],
    ['Watching the forecast', 'Follow the lows forecast for the coldest spots of each field.'],
    ['After a frost', 'Wait a few days before judging stands: growing points may be safe.'],
  ]),
  englishCourse('seed-quality-basics', 'seeds', 'Seed quality basics', 'Germination, vigour and purity: reading the seed tag.', [
    ['The seed tag', 'The tag gives germination, purity and the test date of the lot.'],
    ['Vigour', 'Cold tests show how seed will emerge in cool, wet soils.'],
    ['Storage', 'Keep seed cool and dry until planting.'],
  ]),
];

const catalogues: Record<Locale, readonly Course[]> = { 'pt-BR': portuguese, 'es-AR': spanish, 'en-US': english };

export const sandboxCourses = (locale: Locale): readonly Course[] => catalogues[locale];
