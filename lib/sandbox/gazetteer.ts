import { milesBetween, type Coordinates } from '@/lib/geo/distance';

/**
 * The sandbox's places: postal codes with the coordinates of their centre and their town, as a
 * geocoder knows them. The maps sandbox geocodes and reverse-geocodes with it; the yield trials
 * sandbox finds a visitor's zip with it. Real places, coordinates to 4 decimals (about 10 m).
 */
export type Country = 'US' | 'BR' | 'AR';

export interface PostalPlace extends Coordinates {
  country: Country;
  /** As the country writes it: US '50309', BR '13083-970', AR '2000'. */
  postalCode: string;
  locality: string;
  /** State or province, short form where the country has one ('IA', 'SP', 'Santa Fe'). */
  region: string;
}

const at = (country: Country, postalCode: string, locality: string, region: string, latitude: number, longitude: number): PostalPlace => ({
  country,
  postalCode,
  locality,
  region,
  latitude,
  longitude,
});

/**
 * US: the Corn Belt densely (neighbours 15-160 miles apart, so "the nearest trial" has an
 * answer), and a few cities far from it. BR: CEPs of the grain towns (some an institution's own:
 * Unicamp, ESALQ, UEL, UFU) and of São Paulo. AR: the 4-digit codes of the Pampas.
 */
export const postalPlaces: readonly PostalPlace[] = [
  // Corn Belt: Iowa
  at('US', '50309', 'Des Moines', 'IA', 41.5868, -93.625),
  at('US', '50010', 'Ames', 'IA', 42.0308, -93.6319),
  at('US', '52401', 'Cedar Rapids', 'IA', 41.9779, -91.6656),
  at('US', '52240', 'Iowa City', 'IA', 41.6611, -91.5302),
  at('US', '50701', 'Waterloo', 'IA', 42.4928, -92.3426),
  at('US', '51101', 'Sioux City', 'IA', 42.4963, -96.4049),
  at('US', '52801', 'Davenport', 'IA', 41.5236, -90.5776),
  at('US', '50401', 'Mason City', 'IA', 43.1536, -93.201),
  at('US', '50501', 'Fort Dodge', 'IA', 42.4975, -94.168),
  at('US', '52001', 'Dubuque', 'IA', 42.5006, -90.6646),
  at('US', '50801', 'Creston', 'IA', 41.0586, -94.3614),
  at('US', '51301', 'Spencer', 'IA', 43.1414, -95.1444),
  at('US', '52501', 'Ottumwa', 'IA', 41.02, -92.4113),
  at('US', '51401', 'Carroll', 'IA', 42.0658, -94.8669),
  // Illinois
  at('US', '61820', 'Champaign', 'IL', 40.1164, -88.2434),
  at('US', '61701', 'Bloomington', 'IL', 40.4842, -88.9937),
  at('US', '61602', 'Peoria', 'IL', 40.6936, -89.589),
  at('US', '62701', 'Springfield', 'IL', 39.8017, -89.644),
  at('US', '62521', 'Decatur', 'IL', 39.8403, -88.9548),
  at('US', '61101', 'Rockford', 'IL', 42.2711, -89.094),
  at('US', '62301', 'Quincy', 'IL', 39.9356, -91.4099),
  at('US', '60901', 'Kankakee', 'IL', 41.12, -87.8612),
  at('US', '61455', 'Macomb', 'IL', 40.4592, -90.6718),
  at('US', '62401', 'Effingham', 'IL', 39.12, -88.5434),
  at('US', '61350', 'Ottawa', 'IL', 41.3456, -88.8426),
  // Indiana
  at('US', '46204', 'Indianapolis', 'IN', 39.7684, -86.1581),
  at('US', '47906', 'West Lafayette', 'IN', 40.4259, -86.9081),
  at('US', '46802', 'Fort Wayne', 'IN', 41.0793, -85.1394),
  at('US', '47305', 'Muncie', 'IN', 40.1934, -85.3864),
  at('US', '46601', 'South Bend', 'IN', 41.6764, -86.252),
  at('US', '47807', 'Terre Haute', 'IN', 39.4667, -87.4139),
  at('US', '46947', 'Logansport', 'IN', 40.7545, -86.3567),
  at('US', '47201', 'Columbus', 'IN', 39.2014, -85.9214),
  at('US', '47591', 'Vincennes', 'IN', 38.6773, -87.5286),
  // Nebraska
  at('US', '68508', 'Lincoln', 'NE', 40.8136, -96.7026),
  at('US', '68102', 'Omaha', 'NE', 41.2565, -95.9345),
  at('US', '68801', 'Grand Island', 'NE', 40.9264, -98.342),
  at('US', '68847', 'Kearney', 'NE', 40.6993, -99.0832),
  at('US', '69101', 'North Platte', 'NE', 41.1403, -100.7601),
  at('US', '68701', 'Norfolk', 'NE', 42.0283, -97.417),
  at('US', '68601', 'Columbus', 'NE', 41.4297, -97.3684),
  at('US', '69361', 'Scottsbluff', 'NE', 41.8666, -103.6672),
  at('US', '68901', 'Hastings', 'NE', 40.5861, -98.3899),
  at('US', '68310', 'Beatrice', 'NE', 40.2681, -96.747),
  // Minnesota
  at('US', '55401', 'Minneapolis', 'MN', 44.9778, -93.265),
  at('US', '55901', 'Rochester', 'MN', 44.0121, -92.4802),
  at('US', '56001', 'Mankato', 'MN', 44.1636, -93.9994),
  at('US', '56301', 'St. Cloud', 'MN', 45.5579, -94.1632),
  at('US', '56258', 'Marshall', 'MN', 44.4469, -95.7884),
  at('US', '56201', 'Willmar', 'MN', 45.1219, -95.0433),
  at('US', '56073', 'New Ulm', 'MN', 44.3125, -94.4605),
  at('US', '56007', 'Albert Lea', 'MN', 43.648, -93.3683),
  at('US', '56187', 'Worthington', 'MN', 43.6199, -95.5964),
  // Ohio
  at('US', '43215', 'Columbus', 'OH', 39.9612, -82.9988),
  at('US', '45402', 'Dayton', 'OH', 39.7589, -84.1916),
  at('US', '43604', 'Toledo', 'OH', 41.6528, -83.5379),
  at('US', '45840', 'Findlay', 'OH', 41.0442, -83.6499),
  at('US', '45801', 'Lima', 'OH', 40.7426, -84.1052),
  at('US', '43302', 'Marion', 'OH', 40.5887, -83.1285),
  at('US', '44820', 'Bucyrus', 'OH', 40.8084, -82.9755),
  at('US', '45331', 'Greenville', 'OH', 40.1028, -84.633),
  at('US', '43512', 'Defiance', 'OH', 41.2845, -84.3558),
  // Kansas
  at('US', '66502', 'Manhattan', 'KS', 39.1836, -96.5717),
  at('US', '67202', 'Wichita', 'KS', 37.6872, -97.3301),
  at('US', '67501', 'Hutchinson', 'KS', 38.0608, -97.9298),
  at('US', '67401', 'Salina', 'KS', 38.8403, -97.6114),
  at('US', '67846', 'Garden City', 'KS', 37.9717, -100.8727),
  at('US', '67601', 'Hays', 'KS', 38.8792, -99.3268),
  at('US', '66603', 'Topeka', 'KS', 39.0558, -95.689),
  at('US', '67801', 'Dodge City', 'KS', 37.7528, -100.0171),
  at('US', '67701', 'Colby', 'KS', 39.3958, -101.0524),
  // North Dakota
  at('US', '58102', 'Fargo', 'ND', 46.8772, -96.7898),
  at('US', '58501', 'Bismarck', 'ND', 46.8083, -100.7837),
  at('US', '58201', 'Grand Forks', 'ND', 47.9253, -97.0329),
  at('US', '58401', 'Jamestown', 'ND', 46.9105, -98.7084),
  at('US', '58701', 'Minot', 'ND', 48.233, -101.2923),
  at('US', '58072', 'Valley City', 'ND', 46.9233, -98.0032),
  at('US', '58075', 'Wahpeton', 'ND', 46.2652, -96.6059),
  // South Dakota
  at('US', '57104', 'Sioux Falls', 'SD', 43.5446, -96.7311),
  at('US', '57006', 'Brookings', 'SD', 44.3114, -96.7984),
  at('US', '57401', 'Aberdeen', 'SD', 45.4647, -98.4865),
  at('US', '57501', 'Pierre', 'SD', 44.3683, -100.351),
  at('US', '57350', 'Huron', 'SD', 44.3633, -98.2143),
  at('US', '57301', 'Mitchell', 'SD', 43.7094, -98.0298),
  at('US', '57201', 'Watertown', 'SD', 44.8994, -97.115),
  at('US', '57069', 'Vermillion', 'SD', 42.7794, -96.9292),
  // Missouri
  at('US', '65201', 'Columbia', 'MO', 38.9517, -92.3341),
  at('US', '64501', 'St. Joseph', 'MO', 39.7675, -94.8467),
  at('US', '63401', 'Hannibal', 'MO', 39.7084, -91.3585),
  at('US', '64601', 'Chillicothe', 'MO', 39.7953, -93.5524),
  at('US', '65340', 'Marshall', 'MO', 39.1231, -93.1969),
  at('US', '64106', 'Kansas City', 'MO', 39.0997, -94.5786),
  at('US', '63101', 'St. Louis', 'MO', 38.627, -90.1994),
  at('US', '63501', 'Kirksville', 'MO', 40.1948, -92.5833),
  at('US', '65101', 'Jefferson City', 'MO', 38.5767, -92.1735),
  // Wisconsin
  at('US', '53703', 'Madison', 'WI', 43.0731, -89.4012),
  at('US', '54601', 'La Crosse', 'WI', 43.8014, -91.2396),
  at('US', '54935', 'Fond du Lac', 'WI', 43.773, -88.4471),
  at('US', '53511', 'Beloit', 'WI', 42.5083, -89.0318),
  at('US', '54301', 'Green Bay', 'WI', 44.5133, -88.0133),
  at('US', '54701', 'Eau Claire', 'WI', 44.8113, -91.4985),
  at('US', '53202', 'Milwaukee', 'WI', 43.0389, -87.9065),
  at('US', '54401', 'Wausau', 'WI', 44.9591, -89.6301),
  // Far from the Corn Belt
  at('US', '33131', 'Miami', 'FL', 25.7663, -80.1918),
  at('US', '10001', 'New York', 'NY', 40.7506, -73.9972),
  at('US', '98101', 'Seattle', 'WA', 47.6101, -122.3344),
  at('US', '90012', 'Los Angeles', 'CA', 34.0614, -118.2385),
  at('US', '02108', 'Boston', 'MA', 42.3576, -71.0647),
  at('US', '85004', 'Phoenix', 'AZ', 33.4515, -112.0686),
  at('US', '99501', 'Anchorage', 'AK', 61.2167, -149.877),
  at('US', '96813', 'Honolulu', 'HI', 21.3069, -157.8583),
  at('US', '80202', 'Denver', 'CO', 39.7525, -104.9995),
  at('US', '30303', 'Atlanta', 'GA', 33.7527, -84.3915),
  at('US', '78701', 'Austin', 'TX', 30.2711, -97.7437),
  // Brazil: soy, corn and cotton country, and São Paulo
  at('BR', '01310-100', 'São Paulo', 'SP', -23.5614, -46.6559),
  at('BR', '13083-970', 'Campinas', 'SP', -22.8178, -47.0686),
  at('BR', '13418-900', 'Piracicaba', 'SP', -22.7093, -47.6329),
  at('BR', '86057-970', 'Londrina', 'PR', -23.3264, -51.202),
  at('BR', '85819-110', 'Cascavel', 'PR', -24.9858, -53.4484),
  at('BR', '75901-970', 'Rio Verde', 'GO', -17.7923, -50.9192),
  at('BR', '78890-000', 'Sorriso', 'MT', -12.5425, -55.7211),
  at('BR', '78850-000', 'Primavera do Leste', 'MT', -15.56, -54.2964),
  at('BR', '38400-902', 'Uberlândia', 'MG', -18.9186, -48.2597),
  at('BR', '47850-000', 'Luís Eduardo Magalhães', 'BA', -12.0964, -45.7866),
  // Argentina: the Pampas, Córdoba and Buenos Aires
  at('AR', '2700', 'Pergamino', 'Buenos Aires', -33.89, -60.5736),
  at('AR', '6000', 'Junín', 'Buenos Aires', -34.585, -60.9589),
  at('AR', '6500', 'Nueve de Julio', 'Buenos Aires', -35.4444, -60.8831),
  at('AR', '7400', 'Olavarría', 'Buenos Aires', -36.8927, -60.3225),
  at('AR', '8000', 'Bahía Blanca', 'Buenos Aires', -38.7183, -62.2663),
  at('AR', '1000', 'Buenos Aires', 'CABA', -34.6037, -58.3816),
  at('AR', '2000', 'Rosario', 'Santa Fe', -32.9468, -60.6393),
  at('AR', '2600', 'Venado Tuerto', 'Santa Fe', -33.7456, -61.9688),
  at('AR', '2300', 'Rafaela', 'Santa Fe', -31.2503, -61.4867),
  at('AR', '5000', 'Córdoba', 'Córdoba', -31.4201, -64.1888),
  at('AR', '5800', 'Río Cuarto', 'Córdoba', -33.1232, -64.3493),
  at('AR', '2580', 'Marcos Juárez', 'Córdoba', -32.6978, -62.1067),
];

const digits = (code: string) => code.replace(/\D/g, '');

/** The place of a postal code in a country, matched on its digits ('13083970' finds '13083-970'). */
export function placeByPostalCode(country: Country, postalCode: string): PostalPlace | undefined {
  const wanted = digits(postalCode);
  return postalPlaces.find((place) => place.country === country && digits(place.postalCode) === wanted);
}

/** The place nearest a point, within `maxMiles` (a geocoder finds nothing in the middle of the ocean). */
export function nearestPlace(point: Coordinates, maxMiles = 60): PostalPlace | undefined {
  let best: { place: PostalPlace; miles: number } | undefined;
  for (const place of postalPlaces) {
    const miles = milesBetween(point, place);
    if (miles <= maxMiles && (!best || miles < best.miles)) best = { place, miles };
  }
  return best?.place;
}
