import { locales, type Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/sandbox/html-page';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { seededRandom } from '@/lib/sandbox/seeded-random';
import type { AssetsAnswer, CropProtectionWire, ProductWire, SeedWire } from '../contract';

/**
 * The sandbox's catalogue: Terralis's seeds (corn, soybeans, oilseed rape, sorghum, wheat, cotton),
 * crop protection (a few of them biological) and biologicals, the same products in every locale
 * with their texts in its language. Names start with 24 letters of the alphabet (none with W or X,
 * so an A-Z bar has letters to disable), seed maturities cover every range of the maturity filter,
 * and descriptions run from one sentence to well past the 250 characters the listing cuts at (how
 * many sentences is fixed by the product's place in its table). Each product has a logo and 1-4
 * documents, which the sandbox serves as files: an SVG and tiny valid PDFs.
 */

type Text = Record<Locale, string>;

const byLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

const cropLabels = {
  CORN: { 'pt-BR': 'Milho', 'es-AR': 'Maíz', 'en-US': 'Corn' },
  SOY: { 'pt-BR': 'Soja', 'es-AR': 'Soja', 'en-US': 'Soybeans' },
  OSR: { 'pt-BR': 'Canola', 'es-AR': 'Colza', 'en-US': 'Oilseed rape' },
  SORGHUM: { 'pt-BR': 'Sorgo', 'es-AR': 'Sorgo', 'en-US': 'Sorghum' },
  WHEAT: { 'pt-BR': 'Trigo', 'es-AR': 'Trigo', 'en-US': 'Wheat' },
  COTTON: { 'pt-BR': 'Algodão', 'es-AR': 'Algodón', 'en-US': 'Cotton' },
  SUGARCANE: { 'pt-BR': 'Cana-de-açúcar', 'es-AR': 'Caña de azúcar', 'en-US': 'Sugarcane' },
  COFFEE: { 'pt-BR': 'Café', 'es-AR': 'Café', 'en-US': 'Coffee' },
  CITRUS: { 'pt-BR': 'Citros', 'es-AR': 'Cítricos', 'en-US': 'Citrus' },
  POTATO: { 'pt-BR': 'Batata', 'es-AR': 'Papa', 'en-US': 'Potatoes' },
} as const satisfies Record<string, Text>;
type Crop = keyof typeof cropLabels;

// ---- Seeds ----------------------------------------------------------------------------------------

/** Trait stacks: TG2/TG3 (Terralis Guard, insect protection with herbicide tolerance), HT (herbicide tolerance); null is conventional. */
type Trait = 'TG2' | 'TG3' | 'HT' | null;

/** [hybrid label, crop, days of relative maturity, trait]. A `TP` code is a Terralis Pro product. */
type SeedRow = readonly [label: string, crop: Crop, maturity: number, trait: Trait];

const seedRows: readonly SeedRow[] = [
  ['Aurora T0785', 'CORN', 78, 'TG2'],
  ['Alvorada T1057', 'CORN', 105, 'TG3'],
  ['Baluarte T0887', 'CORN', 88, 'HT'],
  ['Bravura TP1103', 'CORN', 110, 'TG3'],
  ['Cerrado T1118', 'CORN', 111, 'TG3'],
  ['Cordilheira TP1225', 'CORN', 122, 'TG3'],
  ['Capivara T0826', 'CORN', 82, 'TG2'],
  ['Dourado T1184', 'CORN', 118, 'TG2'],
  ['Estrela T1213', 'CORN', 121, null],
  ['Ébano T1162', 'CORN', 116, 'HT'],
  ['Fortaleza TP1306', 'CORN', 130, 'TG3'],
  ['Gralha T1342', 'CORN', 134, 'HT'],
  ['Horizonte T1387', 'CORN', 138, 'TG3'],
  ['Ipê T1425', 'CORN', 142, 'TG2'],
  ['Jatobá TP0954', 'CORN', 95, 'TG3'],
  ['Jequitibá T1368', 'CORN', 136, null],
  ['Lavrador T0991', 'CORN', 99, 'HT'],
  ['Mandacaru TP1148', 'CORN', 114, 'TG3'],
  ['Mirante T0939', 'CORN', 93, 'TG2'],
  ['Nascente T1026', 'CORN', 102, 'TG2'],
  ['Pitanga TP1268', 'CORN', 126, 'TG3'],
  ['Rubi T1015', 'CORN', 101, null],
  ['Sabiá T0792', 'CORN', 79, 'TG2'],
  ['Tapera T0768', 'CORN', 76, 'HT'],
  ['Orvalho T25E1', 'SOY', 98, 'HT'],
  ['Pampa T28X4', 'SOY', 104, 'HT'],
  ['Ribeira T31E2', 'SOY', 112, 'HT'],
  ['Savana T34X7', 'SOY', 124, 'HT'],
  ['Tropeiro TP27X2', 'SOY', 101, 'HT'],
  ['Urutau TP30X5', 'SOY', 108, 'HT'],
  ['Vereda TP33E8', 'SOY', 119, 'HT'],
  ['Zênite TP36X1', 'SOY', 128, 'HT'],
  ['Graúna TP31X9', 'SOY', 116, 'HT'],
  ['Kalinda TR451', 'OSR', 145, 'HT'],
  ['Opala TR473', 'OSR', 98, null],
  ['Quebracho TS740', 'SORGHUM', 84, null],
  ['Sertão TS820', 'SORGHUM', 92, null],
  ['Araucária TW210', 'WHEAT', 125, null],
  ['Missões TW230', 'WHEAT', 132, null],
  ['Veludo TC160', 'COTTON', 150, 'TG2'],
  ['Yporã TC175', 'COTTON', 160, 'TG2'],
];

/** Corn, sorghum and oilseed rape seeds are hybrids; soybeans, wheat and cotton, varieties. */
const hybridCrops: readonly Crop[] = ['CORN', 'SORGHUM', 'OSR'];

const seedTypeLabels = {
  HYBRID: { 'pt-BR': 'Híbrido', 'es-AR': 'Híbrido', 'en-US': 'Hybrid' },
  VARIETY: { 'pt-BR': 'Cultivar', 'es-AR': 'Variedad', 'en-US': 'Variety' },
} as const satisfies Record<string, Text>;

const maturityLabel: Record<Locale, (days: number) => string> = {
  'pt-BR': (days) => `${days} dias`,
  'es-AR': (days) => `${days} días`,
  'en-US': (days) => `${days} days`,
};

type Cycle = 'early' | 'mid' | 'late';
const cycleOf = (days: number): Cycle => (days <= 95 ? 'early' : days <= 115 ? 'mid' : 'late');

const seedOpening: Record<Locale, (name: string, hybrid: boolean, crop: string, cycle: Cycle, days: number) => string> = {
  'pt-BR': (name, hybrid, crop, cycle, days) =>
    `${name} é ${hybrid ? 'um híbrido' : 'uma cultivar'} de ${crop} de ciclo ${{ early: 'precoce', mid: 'médio', late: 'tardio' }[cycle]}, com ${days} dias de maturidade relativa e alto potencial produtivo.`,
  'es-AR': (name, hybrid, crop, cycle, days) =>
    `${name} es ${hybrid ? 'un híbrido' : 'una variedad'} de ${crop} de ciclo ${{ early: 'corto', mid: 'intermedio', late: 'largo' }[cycle]}, con ${days} días de madurez relativa y alto potencial de rendimiento.`,
  'en-US': (name, hybrid, crop, cycle, days) =>
    `${name} is ${{ early: 'an early', mid: 'a mid-season', late: 'a late' }[cycle]} ${crop} ${hybrid ? 'hybrid' : 'variety'} with ${days} days of relative maturity and high yield potential.`,
};

const seedSentences: Record<Locale, readonly string[]> = {
  'pt-BR': [
    'Colmos e raízes fortes mantêm as plantas em pé diante dos ventos do fim do ciclo.',
    'Mantém a qualidade dos grãos quando a colheita atrasa.',
    'O vigor inicial fecha as entrelinhas depressa e ajuda a competir com as plantas daninhas.',
    'Recomendado para populações médias a altas em solos férteis e com boa disponibilidade de água, onde seu potencial produtivo aparece com mais clareza nos ensaios em fazendas, safra após safra.',
    'O stay-green mantém as folhas ativas durante o enchimento de grãos.',
    'Boa tolerância às doenças foliares com um programa regular de fungicidas.',
  ],
  'es-AR': [
    'Tallos y raíces fuertes mantienen las plantas en pie frente a los vientos de fin de ciclo.',
    'Conserva la calidad del grano cuando la cosecha se atrasa.',
    'Su vigor inicial cierra el surco rápidamente y lo ayuda a competir con las malezas.',
    'Recomendado para densidades medias a altas en suelos fértiles y con buena disponibilidad de agua, donde su potencial de rendimiento se ve con más claridad en los ensayos a campo, campaña tras campaña.',
    'Su stay-green mantiene las hojas activas durante el llenado de granos.',
    'Buena tolerancia a enfermedades foliares con un programa regular de fungicidas.',
  ],
  'en-US': [
    'Strong stalks and roots keep it standing through late-season winds.',
    'It holds grain quality when harvest is delayed.',
    'Fast early vigor closes the rows quickly and helps it compete with weeds.',
    'Recommended for medium to high plant populations on fertile soils with a good water supply, where its yield potential shows most clearly in on-farm trials season after season.',
    'Its stay-green keeps the leaves working through grain fill.',
    'Good tolerance to leaf diseases under a regular fungicide program.',
  ],
};

// ---- Crop protection and biologicals --------------------------------------------------------------

type ProductType =
  | 'HERBICIDE'
  | 'FUNGICIDE'
  | 'INSECTICIDE'
  | 'NEMATICIDE'
  | 'SEED_TREATMENT'
  | 'BIOFUNGICIDE'
  | 'BIOINSECTICIDE'
  | 'BIONEMATICIDE'
  | 'INOCULANT'
  | 'BIOSTIMULANT';

/** Each type's label, and what a product of it does (the middle of its description's first sentence). */
const productTypes: Record<ProductType, { label: Text; purpose: Text }> = {
  HERBICIDE: {
    label: { 'pt-BR': 'Herbicida', 'es-AR': 'Herbicida', 'en-US': 'Herbicide' },
    purpose: { 'pt-BR': 'controla plantas daninhas de folha larga e estreita', 'es-AR': 'controla malezas de hoja ancha y gramíneas', 'en-US': 'controls broadleaf and grass weeds' },
  },
  FUNGICIDE: {
    label: { 'pt-BR': 'Fungicida', 'es-AR': 'Fungicida', 'en-US': 'Fungicide' },
    purpose: { 'pt-BR': 'protege as folhas contra ferrugens, manchas e oídios', 'es-AR': 'protege las hojas contra royas, manchas y oídios', 'en-US': 'protects the leaves against rusts, leaf spots and mildews' },
  },
  INSECTICIDE: {
    label: { 'pt-BR': 'Inseticida', 'es-AR': 'Insecticida', 'en-US': 'Insecticide' },
    purpose: { 'pt-BR': 'controla lagartas, percevejos e pragas sugadoras', 'es-AR': 'controla orugas, chinches y plagas chupadoras', 'en-US': 'controls caterpillars, stink bugs and sucking pests' },
  },
  NEMATICIDE: {
    label: { 'pt-BR': 'Nematicida', 'es-AR': 'Nematicida', 'en-US': 'Nematicide' },
    purpose: { 'pt-BR': 'reduz o dano dos nematoides de galha e das lesões', 'es-AR': 'reduce el daño de los nematodos de agallas y de las lesiones', 'en-US': 'reduces the damage of root-knot and lesion nematodes' },
  },
  SEED_TREATMENT: {
    label: { 'pt-BR': 'Tratamento de sementes', 'es-AR': 'Tratamiento de semillas', 'en-US': 'Seed treatment' },
    purpose: { 'pt-BR': 'protege a semente e a plântula nas primeiras semanas', 'es-AR': 'protege la semilla y la plántula en sus primeras semanas', 'en-US': 'protects the seed and the seedling in their first weeks' },
  },
  BIOFUNGICIDE: {
    label: { 'pt-BR': 'Fungicida biológico', 'es-AR': 'Fungicida biológico', 'en-US': 'Biological fungicide' },
    purpose: { 'pt-BR': 'coloniza raízes e folhas e mantém as doenças fúngicas sob controle', 'es-AR': 'coloniza raíces y hojas y mantiene a raya las enfermedades fúngicas', 'en-US': 'colonizes roots and leaves and keeps fungal diseases in check' },
  },
  BIOINSECTICIDE: {
    label: { 'pt-BR': 'Inseticida biológico', 'es-AR': 'Insecticida biológico', 'en-US': 'Biological insecticide' },
    purpose: { 'pt-BR': 'infecta e controla insetos-praga sem prejudicar os polinizadores', 'es-AR': 'infecta y controla insectos plaga sin dañar a los polinizadores', 'en-US': 'infects and controls insect pests without harming pollinators' },
  },
  BIONEMATICIDE: {
    label: { 'pt-BR': 'Nematicida biológico', 'es-AR': 'Nematicida biológico', 'en-US': 'Biological nematicide' },
    purpose: { 'pt-BR': 'parasita ovos de nematoides e protege o sistema radicular', 'es-AR': 'parasita huevos de nematodos y protege el sistema radicular', 'en-US': 'parasitizes nematode eggs and protects the root system' },
  },
  INOCULANT: {
    label: { 'pt-BR': 'Inoculante', 'es-AR': 'Inoculante', 'en-US': 'Inoculant' },
    purpose: { 'pt-BR': 'fixa nitrogênio do ar para a cultura', 'es-AR': 'fija nitrógeno del aire para el cultivo', 'en-US': 'fixes nitrogen from the air for the crop' },
  },
  BIOSTIMULANT: {
    label: { 'pt-BR': 'Bioestimulante', 'es-AR': 'Bioestimulante', 'en-US': 'Biostimulant' },
    purpose: { 'pt-BR': 'estimula o crescimento das raízes e ajuda a cultura a atravessar estresses', 'es-AR': 'estimula el crecimiento de raíces y ayuda al cultivo a atravesar situaciones de estrés', 'en-US': 'stimulates root growth and carries the crop through stress' },
  },
};

/** Active ingredients' common names in each language; organisms' names are the same in all. */
const ingredients = {
  glyphosate: { 'pt-BR': 'glifosato', 'es-AR': 'glifosato', 'en-US': 'glyphosate' },
  atrazine: { 'pt-BR': 'atrazina', 'es-AR': 'atrazina', 'en-US': 'atrazine' },
  mesotrione: { 'pt-BR': 'mesotriona', 'es-AR': 'mesotriona', 'en-US': 'mesotrione' },
  tebuconazole: { 'pt-BR': 'tebuconazol', 'es-AR': 'tebuconazol', 'en-US': 'tebuconazole' },
  azoxystrobin: { 'pt-BR': 'azoxistrobina', 'es-AR': 'azoxistrobina', 'en-US': 'azoxystrobin' },
  cyproconazole: { 'pt-BR': 'ciproconazol', 'es-AR': 'ciproconazol', 'en-US': 'cyproconazole' },
  prothioconazole: { 'pt-BR': 'protioconazol', 'es-AR': 'protioconazol', 'en-US': 'prothioconazole' },
  trifloxystrobin: { 'pt-BR': 'trifloxistrobina', 'es-AR': 'trifloxistrobina', 'en-US': 'trifloxystrobin' },
  lambdaCyhalothrin: { 'pt-BR': 'lambda-cialotrina', 'es-AR': 'lambda-cialotrina', 'en-US': 'lambda-cyhalothrin' },
  dicamba: { 'pt-BR': 'dicamba', 'es-AR': 'dicamba', 'en-US': 'dicamba' },
  thiamethoxam: { 'pt-BR': 'tiametoxam', 'es-AR': 'tiametoxam', 'en-US': 'thiamethoxam' },
  chlorantraniliprole: { 'pt-BR': 'clorantraniliprole', 'es-AR': 'clorantraniliprol', 'en-US': 'chlorantraniliprole' },
  sMetolachlor: { 'pt-BR': 'S-metolacloro', 'es-AR': 'S-metolacloro', 'en-US': 'S-metolachlor' },
  fluopyram: { 'pt-BR': 'fluopiram', 'es-AR': 'fluopyram', 'en-US': 'fluopyram' },
  spirotetramat: { 'pt-BR': 'espirotetramate', 'es-AR': 'espirotetramat', 'en-US': 'spirotetramat' },
  abamectin: { 'pt-BR': 'abamectina', 'es-AR': 'abamectina', 'en-US': 'abamectin' },
  isoxaflutole: { 'pt-BR': 'isoxaflutol', 'es-AR': 'isoxaflutole', 'en-US': 'isoxaflutole' },
  thiencarbazone: { 'pt-BR': 'tiencarbazona-metílica', 'es-AR': 'tiencarbazone-metil', 'en-US': 'thiencarbazone-methyl' },
  fluxapyroxad: { 'pt-BR': 'fluxapiroxade', 'es-AR': 'fluxapyroxad', 'en-US': 'fluxapyroxad' },
  pyraclostrobin: { 'pt-BR': 'piraclostrobina', 'es-AR': 'piraclostrobina', 'en-US': 'pyraclostrobin' },
  bifenthrin: { 'pt-BR': 'bifentrina', 'es-AR': 'bifentrin', 'en-US': 'bifenthrin' },
  ipconazole: { 'pt-BR': 'ipconazol', 'es-AR': 'ipconazol', 'en-US': 'ipconazole' },
  metalaxylM: { 'pt-BR': 'metalaxil-M', 'es-AR': 'metalaxil-M', 'en-US': 'metalaxyl-M' },
  twoFourD: { 'pt-BR': '2,4-D', 'es-AR': '2,4-D', 'en-US': '2,4-D' },
  clethodim: { 'pt-BR': 'cletodim', 'es-AR': 'cletodim', 'en-US': 'clethodim' },
  difenoconazole: { 'pt-BR': 'difenoconazol', 'es-AR': 'difenoconazol', 'en-US': 'difenoconazole' },
  seaweed: { 'pt-BR': 'extrato de Ascophyllum nodosum', 'es-AR': 'extracto de Ascophyllum nodosum', 'en-US': 'Ascophyllum nodosum extract' },
} as const satisfies Record<string, Text>;
type Ingredient = keyof typeof ingredients | `${Capitalize<string>} ${string}`;

/** [label, type, crops, active ingredients or organisms, isBio]. */
type ProtectionRow = readonly [label: string, type: ProductType, crops: readonly Crop[], ingredients: readonly Ingredient[], isBio: boolean];

const cropProtectionRows: readonly ProtectionRow[] = [
  ['Arado 480 SL', 'HERBICIDE', ['SOY', 'CORN', 'COTTON'], ['glyphosate'], false],
  ['Barreira 500 SC', 'HERBICIDE', ['CORN', 'SORGHUM'], ['atrazine', 'mesotrione'], false],
  ['Cobalto 250 EC', 'FUNGICIDE', ['WHEAT', 'SOY', 'OSR'], ['tebuconazole'], false],
  ['Duna 200 SC', 'FUNGICIDE', ['SOY', 'CORN', 'COFFEE'], ['azoxystrobin', 'cyproconazole'], false],
  ['Escudo 300 SC', 'FUNGICIDE', ['SOY', 'WHEAT', 'OSR'], ['prothioconazole', 'trifloxystrobin'], false],
  ['Fagulha 50 CS', 'INSECTICIDE', ['SOY', 'CORN', 'COTTON'], ['lambdaCyhalothrin'], false],
  ['Grafite 480 SL', 'HERBICIDE', ['SOY', 'COTTON'], ['dicamba'], false],
  ['Hélice 600 FS', 'SEED_TREATMENT', ['SOY', 'CORN'], ['thiamethoxam'], false],
  ['Índigo 240 SC', 'INSECTICIDE', ['SOY', 'CORN', 'SUGARCANE'], ['chlorantraniliprole'], false],
  ['Lâmina 960 EC', 'HERBICIDE', ['SOY', 'CORN', 'SUGARCANE'], ['sMetolachlor'], false],
  ['Monção 400 SC', 'FUNGICIDE', ['SOY', 'COTTON', 'POTATO'], ['fluopyram'], false],
  ['Neblina 300 OD', 'INSECTICIDE', ['CITRUS', 'COFFEE', 'COTTON'], ['spirotetramat'], false],
  ['Oásis 250 FS', 'NEMATICIDE', ['SOY', 'CORN', 'COTTON'], ['abamectin'], false],
  ['Pradaria 75 WG', 'HERBICIDE', ['CORN', 'SUGARCANE'], ['isoxaflutole', 'thiencarbazone'], false],
  ['Quartzo 500 SC', 'FUNGICIDE', ['SOY', 'CORN', 'WHEAT'], ['fluxapyroxad', 'pyraclostrobin'], false],
  ['Rastro 200 EC', 'INSECTICIDE', ['SOY', 'CORN', 'OSR'], ['bifenthrin'], false],
  ['Semeia 600 FS', 'SEED_TREATMENT', ['WHEAT', 'OSR', 'CORN'], ['ipconazole', 'metalaxylM'], false],
  ['Tufão 720 SL', 'HERBICIDE', ['SOY', 'CORN', 'WHEAT', 'SUGARCANE'], ['twoFourD'], false],
  ['Umbral 240 EC', 'HERBICIDE', ['SOY', 'COTTON', 'OSR'], ['clethodim'], false],
  ['Vértice 250 EC', 'FUNGICIDE', ['POTATO', 'CITRUS', 'COFFEE'], ['difenoconazole'], false],
  ['Brisa Bio', 'BIOFUNGICIDE', ['SOY', 'CORN', 'COFFEE'], ['Bacillus subtilis'], true],
  ['Guardião Bio', 'BIOINSECTICIDE', ['SOY', 'COTTON', 'COFFEE'], ['Beauveria bassiana'], true],
  ['Harmonia Bio', 'BIONEMATICIDE', ['SOY', 'SUGARCANE'], ['Bacillus amyloliquefaciens'], true],
  ['Zéfiro Bio', 'BIOFUNGICIDE', ['SOY', 'CORN', 'POTATO'], ['Trichoderma harzianum'], true],
];

const biologicalRows: readonly ProtectionRow[] = [
  ['Aliança Raiz', 'INOCULANT', ['SOY'], ['Bradyrhizobium japonicum'], true],
  ['Broto Vivo', 'BIOSTIMULANT', ['SOY', 'CORN', 'COFFEE'], ['seaweed'], true],
  ['Colmeia Bt', 'BIOINSECTICIDE', ['SOY', 'CORN', 'COTTON'], ['Bacillus thuringiensis'], true],
  ['Enraíza', 'INOCULANT', ['CORN', 'WHEAT'], ['Azospirillum brasilense'], true],
  ['Fértil Solo', 'BIOSTIMULANT', ['CORN', 'SOY'], ['Bacillus megaterium'], true],
  ['Jade Bio', 'BIOFUNGICIDE', ['SOY', 'OSR', 'WHEAT'], ['Bacillus velezensis'], true],
  ['Kairós', 'BIONEMATICIDE', ['SOY', 'SUGARCANE', 'COFFEE'], ['Pochonia chlamydosporia'], true],
  ['Micélio Verde', 'BIOINSECTICIDE', ['SUGARCANE', 'SOY'], ['Metarhizium anisopliae'], true],
  ['Nativa Bio', 'BIONEMATICIDE', ['SOY', 'COTTON'], ['Purpureocillium lilacinum'], true],
  ['Vigor Bio', 'BIOFUNGICIDE', ['CORN', 'SOY', 'OSR'], ['Trichoderma asperellum'], true],
];

const protectionOpening: Record<Locale, (name: string, purpose: string, crops: string) => string> = {
  'pt-BR': (name, purpose, crops) => `${name} ${purpose} em ${crops}.`,
  'es-AR': (name, purpose, crops) => `${name} ${purpose} en ${crops}.`,
  'en-US': (name, purpose, crops) => `${name} ${purpose} in ${crops}.`,
};

const chemicalSentences: Record<Locale, readonly string[]> = {
  'pt-BR': [
    'Tem boa compatibilidade de mistura em tanque com os adjuvantes usuais.',
    'Resiste à chuva poucas horas após a aplicação.',
    'Leia sempre a bula e siga as doses, os intervalos e os equipamentos de proteção indicados.',
    'Sua formulação se espalha de maneira uniforme sobre a folha, de modo que a dose que chega ao alvo é a dose aplicada, mesmo com baixos volumes de calda e nas horas quentes e secas do dia.',
    'Alterne com outros modos de ação para manejar a resistência.',
  ],
  'es-AR': [
    'Tiene buena compatibilidad de mezcla en tanque con los coadyuvantes habituales.',
    'Resiste la lluvia pocas horas después de la aplicación.',
    'Lea siempre el marbete y respete las dosis, los intervalos y los elementos de protección indicados.',
    'Su formulación se distribuye de manera uniforme sobre la hoja, de modo que la dosis que llega al blanco es la dosis aplicada, aun con bajos volúmenes de caldo y en las horas cálidas y secas del día.',
    'Alterne con otros modos de acción para manejar la resistencia.',
  ],
  'en-US': [
    'It mixes well in the tank with the usual adjuvants.',
    'Rainfast a few hours after application.',
    'Always read the label and follow its rates, intervals and protective equipment.',
    'Its formulation spreads evenly over the leaf, so the dose that reaches the target is the dose that was sprayed, even at low water volumes and in the hot, dry hours of the day.',
    'Rotate it with other modes of action to keep resistance away.',
  ],
};

const biologicalSentences: Record<Locale, readonly string[]> = {
  'pt-BR': [
    'Contém organismos vivos: conserve em local fresco e ao abrigo do sol.',
    'Adequado a sistemas de produção orgânica e integrada.',
    'Não deixa resíduos na colheita.',
    'Aplicado na semeadura ou no início do ciclo, se instala na região das raízes e continua agindo por semanas, de modo que a cultura começa mais forte e leva essa vantagem às fases em que a produtividade é definida.',
  ],
  'es-AR': [
    'Contiene organismos vivos: consérvelo en un lugar fresco y al abrigo del sol.',
    'Apto para sistemas de producción orgánica e integrada.',
    'No deja residuos en la cosecha.',
    'Aplicado a la siembra o al inicio del ciclo, se instala en la zona de raíces y sigue actuando durante semanas, de modo que el cultivo arranca más fuerte y lleva esa ventaja a las etapas en que se define el rendimiento.',
  ],
  'en-US': [
    'It contains living organisms: keep it cool and out of direct sunlight.',
    'Fits organic and integrated production systems.',
    'Leaves no residue on the harvested crop.',
    'Applied at sowing or early in the season, it settles in the root zone and keeps working for weeks, so the crop starts stronger and carries that advantage into the stages where yield is decided.',
  ],
};

// ---- Documents ------------------------------------------------------------------------------------

const documentTitles = {
  'technical-sheet': { 'pt-BR': 'Ficha técnica', 'es-AR': 'Ficha técnica', 'en-US': 'Technical sheet' },
  'positioning-guide': { 'pt-BR': 'Guia de posicionamento', 'es-AR': 'Guía de posicionamiento', 'en-US': 'Positioning guide' },
  'trial-results': { 'pt-BR': 'Resultados de ensaios', 'es-AR': 'Resultados de ensayos', 'en-US': 'Trial results' },
  'planting-guide': { 'pt-BR': 'Guia de plantio', 'es-AR': 'Guía de siembra', 'en-US': 'Planting guide' },
  label: { 'pt-BR': 'Bula', 'es-AR': 'Marbete', 'en-US': 'Product label' },
  'safety-data-sheet': { 'pt-BR': 'FISPQ', 'es-AR': 'Hoja de seguridad', 'en-US': 'Safety data sheet' },
  'application-guide': { 'pt-BR': 'Guia de aplicação', 'es-AR': 'Guía de aplicación', 'en-US': 'Application guide' },
} as const satisfies Record<string, Text>;
type DocumentKind = keyof typeof documentTitles;

/** A product's documents are the first 1-4 of its kind's list: a crop protection product always has its label. */
const seedDocuments: readonly DocumentKind[] = ['technical-sheet', 'positioning-guide', 'trial-results', 'planting-guide'];
const protectionDocuments: readonly DocumentKind[] = ['label', 'safety-data-sheet', 'technical-sheet', 'application-guide'];

/** Where the sandbox serves its files (`/sandbox/catalogue/files/...` in a browser). */
export const SANDBOX_FILES_PATH = '/catalogue/files';
const fileUrl = (seoSlug: string, file: string) => `${SANDBOX_ORIGIN}${SANDBOX_FILES_PATH}/${seoSlug}/${file}`;
const documentFile = (kind: DocumentKind, locale: Locale) => `${kind}-${locale}.pdf`;
const LOGO_FILE = 'logo.svg';

// ---- The catalogue --------------------------------------------------------------------------------

/** 'Ébano T1162' -> 'ebano-t1162'. */
const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Sentences after the first: none to three, from the pool's `index`th on. */
const extraSentences = (pool: readonly string[], index: number) => Array.from({ length: index % 4 }, (_, k) => pool[(index + k) % pool.length]!);

const lowerCrop = (crop: Crop, locale: Locale) => cropLabels[crop][locale].toLocaleLowerCase(locale);

interface SandboxProduct {
  wire: Record<Locale, ProductWire>;
  documents: readonly DocumentKind[];
}

function seedProduct([label, crop, days, trait]: SeedRow, index: number): SandboxProduct {
  const hybrid = hybridCrops.includes(crop);
  const seoSlug = slugOf(label);
  const wireIn = (locale: Locale): SeedWire => ({
    productGroup: 'seeds',
    seoSlug,
    brand: / TP\d/.test(label) ? 'Terralis Pro' : 'Terralis',
    fullProduct: {
      hybridLabel: label,
      productTypeLabel: seedTypeLabels[hybrid ? 'HYBRID' : 'VARIETY'][locale],
      cropLabel: cropLabels[crop][locale],
      positioningStatement: [seedOpening[locale](label, hybrid, lowerCrop(crop, locale), cycleOf(days), days), ...extraSentences(seedSentences[locale], index)].join(' '),
      maturitySort: days,
      maturity: maturityLabel[locale](days),
      productType: hybrid ? 'HYBRID' : 'VARIETY',
      crop,
      trait,
    },
  });
  return { wire: byLocale(wireIn), documents: documentsOf(seoSlug, seedDocuments) };
}

function protectionProduct(group: 'crop-protection' | 'bio', [label, type, crops, actives, isBio]: ProtectionRow, index: number): SandboxProduct {
  const seoSlug = slugOf(label);
  const documents = documentsOf(seoSlug, protectionDocuments);
  const wireIn = (locale: Locale): CropProtectionWire => ({
    productGroup: group,
    seoSlug,
    productLabel: label,
    productTypeLabel: productTypes[type].label[locale],
    productDescription: [
      protectionOpening[locale](label, productTypes[type].purpose[locale], new Intl.ListFormat(locale, { type: 'conjunction' }).format(crops.map((crop) => lowerCrop(crop, locale)))),
      ...extraSentences((isBio ? biologicalSentences : chemicalSentences)[locale], index),
    ].join(' '),
    isBio,
    crops: [...crops],
    activeIngredients: actives.map((active) => ({ ingredient: active in ingredients ? ingredients[active as keyof typeof ingredients][locale] : active })),
    brand: isBio ? 'Terralis Bio' : 'Terralis',
    attachments: documents.length,
  });
  return { wire: byLocale(wireIn), documents };
}


function documentsOf(seoSlug: string, kinds: readonly DocumentKind[]): readonly DocumentKind[] {
  return kinds.slice(0, 1 + Math.floor(seededRandom(`${seoSlug}:documents`)() * kinds.length));
}

const catalogue: readonly SandboxProduct[] = [
  ...seedRows.map(seedProduct),
  ...cropProtectionRows.map((row, index) => protectionProduct('crop-protection', row, index)),
  ...biologicalRows.map((row, index) => protectionProduct('bio', row, index)),
];
const bySlug = new Map(catalogue.map((product) => [product.wire['en-US'].seoSlug, product]));

/** A product's name as the listing shows it. */
export const wireName = (product: ProductWire) => (product.productGroup === 'seeds' ? product.fullProduct.hybridLabel : product.productLabel);

/** A product's crop codes. */
export const wireCrops = (product: ProductWire): readonly string[] => (product.productGroup === 'seeds' ? [product.fullProduct.crop] : product.crops);

const ordered = byLocale((locale): readonly ProductWire[] => {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return catalogue.map((product) => product.wire[locale]).sort((a, b) => collator.compare(wireName(a), wireName(b)));
});

/** Every product of the catalogue in a locale, ordered by name as the service answers them. */
export const sandboxProducts = (locale: Locale): readonly ProductWire[] => ordered[locale];

/** A product's files in a locale, or undefined for a slug the catalogue does not have. */
export function sandboxAssets(locale: Locale, seoSlug: string): AssetsAnswer | undefined {
  const product = bySlug.get(seoSlug);
  if (!product) return undefined;
  const documents = product.documents.map((kind) => ({ kind, title: documentTitles[kind][locale], url: fileUrl(seoSlug, documentFile(kind, locale)) }));
  return {
    'product-logo': [{ base: fileUrl(seoSlug, LOGO_FILE) }],
    pdf: documents.filter(({ kind }) => kind !== 'label').map(({ title, url }) => ({ title, url })),
    'product-label': documents.filter(({ kind }) => kind === 'label').map(({ title, url }) => ({ title, url })),
  };
}

// ---- Files ----------------------------------------------------------------------------------------

/** PDF text is Latin-1 at most: the sandbox's documents stay in ASCII. */
const pdfText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);

/** A one-page PDF with a few lines of text, its cross-reference table at the right byte offsets. */
export function tinyPdf(lines: readonly string[]): string {
  const text = lines.map((line, index) => `${index === 0 ? '' : '0 -24 Td '}(${pdfText(line)}) Tj`).join(' ');
  const content = `BT /F1 16 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

const logoColours = ['#1b5e20', '#2e7d32', '#00695c', '#33691e', '#01579b', '#4e342e'];

function logoSvg(name: string, brand: string): string {
  const colour = logoColours[Math.floor(seededRandom(name)() * logoColours.length)]!;
  const initial = escapeHtml(name.normalize('NFD').charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeHtml(`${brand} ${name}`)}">
  <rect width="160" height="160" rx="24" fill="${colour}"/>
  <text x="80" y="104" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>
</svg>`;
}

/** A file the assets link to, or null for an address they never give. */
export function sandboxFile(seoSlug: string, file: string): { contentType: string; body: string } | null {
  const product = bySlug.get(seoSlug);
  if (!product) return null;
  const wire = product.wire['en-US'];
  if (file === LOGO_FILE) return { contentType: 'image/svg+xml', body: logoSvg(wireName(wire), wire.brand) };
  for (const locale of locales) {
    const kind = product.documents.find((candidate) => documentFile(candidate, locale) === file);
    if (kind) return { contentType: 'application/pdf', body: tinyPdf([`${wire.brand} ${wireName(wire)}`, documentTitles[kind][locale], 'Terralis sandbox document']) };
  }
  return null;
}
