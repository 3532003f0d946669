/**
 * The sandbox Marketo instance: its lead fields and the published forms, in Marketo's own Forms 2.0
 * descriptor shape (what `GET /index.php/form/getForm` answers), so the site's reshaping code
 * meets the real thing, quirks included (labels ending in ':', an empty first picklist value,
 * HTML in texts, a control the site does not render).
 */

import type { CustomObjectDescription, DescriptorFieldInput, FormDescriptor, LeadField } from '../contract';

type DescriptorField = DescriptorFieldInput;
type PicklistValue = NonNullable<DescriptorField['PicklistValues']>[number];

let nextFieldId = 9_000;
/** Marketo gives every control of a form an Id and a label/field width; our site ignores them. */
const field = (descriptor: DescriptorField): DescriptorField => ({ Id: nextFieldId++, LabelWidth: 150, FieldWidth: 250, ...descriptor });

const picklist = (labels: string[], value: (label: string) => string = (label) => label): PicklistValue[] =>
  labels.map((label) => ({ label, value: value(label) }));

const brazilianStates: PicklistValue[] = [
  { label: 'Selecione…', value: '' },
  ...Object.entries({
    AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
    ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul', MG: 'Minas Gerais',
    PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte',
    RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima', SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
  }).map(([value, label]) => ({ label, value })),
];

const argentineProvinces = picklist([
  'Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'Catamarca', 'Chaco', 'Chubut', 'Córdoba', 'Corrientes', 'Entre Ríos',
  'Formosa', 'Jujuy', 'La Pampa', 'La Rioja', 'Mendoza', 'Misiones', 'Neuquén', 'Río Negro', 'Salta', 'San Juan', 'San Luis',
  'Santa Cruz', 'Santa Fe', 'Santiago del Estero', 'Tierra del Fuego', 'Tucumán',
]);

const usStates: PicklistValue[] = Object.entries({
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}).map(([value, label]) => ({ label, value }));

const privacyNotice = (html: string) => field({ Name: `HtmlText_${nextFieldId}`, Datatype: 'htmltext', Htmltext: html });

const theme = { id: 2, displayOrder: 1 };

const brazilianLeadForm: FormDescriptor = {
  Id: 1001,
  Vid: 1001,
  Name: 'BR – Cadastro de produtor',
  Language: 'Portuguese',
  Locale: 'pt_BR',
  SubmitLabel: 'Quero receber contato',
  ButtonLocation: '120',
  ThemeStyle: theme,
  rows: [
    [
      field({ Name: 'FirstName', Datatype: 'string', InputLabel: 'Nome:', IsRequired: true, Maxlength: 255 }),
      field({ Name: 'LastName', Datatype: 'string', InputLabel: 'Sobrenome:', IsRequired: true, Maxlength: 255 }),
    ],
    [field({ Name: 'Email', Datatype: 'email', InputLabel: 'E-mail:', IsRequired: true, Maxlength: 255, ValidationMessage: 'Informe um e-mail válido.', PlaceholderText: 'nome@exemplo.com.br' })],
    [
      field({ Name: 'MobilePhone', Datatype: 'phone', InputLabel: 'Celular:', IsRequired: true, Maxlength: 255, PlaceholderText: '(DDD) 00000-0000' }),
      field({ Name: 'CPF__c', Datatype: 'string', InputLabel: 'CPF:', IsRequired: true, Maxlength: 14 }),
    ],
    [
      field({
        Datatype: 'fieldset',
        InputLabel: 'Dados da propriedade',
        fieldsetRows: [
          [
            field({ Name: 'State', Datatype: 'select', InputLabel: 'Estado:', IsRequired: true, PicklistValues: brazilianStates }),
            field({ Name: 'City', Datatype: 'string', InputLabel: 'Município:', IsRequired: true, Maxlength: 255 }),
          ],
          [field({ Name: 'AreaPlantada__c', Datatype: 'number', InputLabel: 'Área plantada (ha):', PlaceholderText: 'Ex.: 1200' })],
        ],
      }),
    ],
    [
      field({
        Name: 'Culturas__c',
        Datatype: 'checkboxes',
        InputLabel: 'Culturas:',
        IsRequired: true,
        PicklistValues: [
          { label: 'Soja', value: 'soja' },
          { label: 'Milho', value: 'milho' },
          { label: 'Algodão', value: 'algodao' },
          { label: 'Café', value: 'cafe' },
          { label: 'Cana-de-açúcar', value: 'cana' },
          { label: 'Outra', value: 'outra' },
        ],
      }),
    ],
    [
      field({
        Name: 'OutraCultura__c',
        Datatype: 'string',
        InputLabel: 'Qual outra cultura?',
        Maxlength: 255,
        VisibilityRule: { defaultVisibility: 'hide', rules: [{ subjectField: 'Culturas__c', operator: 'contains', values: ['outra'], altLabel: 'Qual outra cultura?' }] },
      }),
    ],
    [
      field({
        Name: 'Consentimento__c',
        Datatype: 'checkbox',
        IsRequired: true,
        PicklistValues: [{ label: 'Aceito receber comunicações da Terralis por e-mail, SMS e WhatsApp.', value: 'yes' }],
      }),
    ],
    [
      privacyNotice(
        '<p><span style="font-size: 12px;">Seus dados são tratados conforme a LGPD. Leia a nossa <a href="https://www.terralis.com.br/privacidade" target="_blank">Política de Privacidade</a>.</span></p>',
      ),
    ],
  ],
};

const argentineLeadForm: FormDescriptor = {
  Id: 1002,
  Vid: 1002,
  Name: 'AR – Registro de productor',
  Language: 'Spanish',
  Locale: 'es_AR',
  SubmitLabel: 'Enviar',
  ButtonLocation: '120',
  ThemeStyle: theme,
  rows: [
    [
      field({ Name: 'FirstName', Datatype: 'string', InputLabel: 'Nombre:', IsRequired: true, Maxlength: 255 }),
      field({ Name: 'LastName', Datatype: 'string', InputLabel: 'Apellido:', IsRequired: true, Maxlength: 255 }),
    ],
    [field({ Name: 'Email', Datatype: 'email', InputLabel: 'Correo electrónico:', IsRequired: true, Maxlength: 255 })],
    [
      field({ Name: 'MobilePhone', Datatype: 'phone', InputLabel: 'Celular (con código de área, sin 0 ni 15):', IsRequired: true, Maxlength: 255 }),
      field({ Name: 'PostalCode', Datatype: 'string', InputLabel: 'Código postal:', IsRequired: true, Maxlength: 4 }),
    ],
    [field({ Name: 'Provincia__c', Datatype: 'select', InputLabel: 'Provincia:', IsRequired: true, PicklistValues: argentineProvinces, PlaceholderText: 'Elegí tu provincia' })],
    [
      field({
        Name: 'Culturas__c',
        Datatype: 'checkboxes',
        InputLabel: 'Cultivos:',
        IsRequired: true,
        PicklistValues: [
          { label: 'Soja', value: 'soja' },
          { label: 'Maíz', value: 'maiz' },
          { label: 'Trigo', value: 'trigo' },
          { label: 'Girasol', value: 'girasol' },
          { label: 'Cebada', value: 'cebada' },
        ],
      }),
    ],
    [
      field({
        Name: 'Consentimento__c',
        Datatype: 'checkbox',
        IsRequired: true,
        PicklistValues: [{ label: 'Acepto recibir novedades y ofertas de Terralis por correo electrónico y WhatsApp.', value: 'yes' }],
      }),
    ],
    [privacyNotice('<p>Conocé cómo cuidamos tus datos en nuestra <a href="https://www.terralis.com.ar/privacidad">política de privacidad</a>.</p>')],
  ],
};

const usCrops = [
  { label: 'Corn', value: 'Corn' },
  { label: 'Soybeans', value: 'Soybeans' },
  { label: 'Wheat', value: 'Wheat' },
  { label: 'Cotton', value: 'Cotton' },
  { label: 'Sorghum', value: 'Sorghum' },
];

const usLeadForm: FormDescriptor = {
  Id: 1003,
  Vid: 1003,
  Name: 'US – Grower sign-up',
  Language: 'English',
  Locale: 'en_US',
  SubmitLabel: 'Sign up',
  ButtonLocation: '120',
  ThemeStyle: theme,
  rows: [
    [
      field({ Name: 'FirstName', Datatype: 'string', InputLabel: 'First Name:', IsRequired: true, Maxlength: 255 }),
      field({ Name: 'LastName', Datatype: 'string', InputLabel: 'Last Name:', IsRequired: true, Maxlength: 255 }),
    ],
    [field({ Name: 'Email', Datatype: 'email', InputLabel: 'Email Address:', IsRequired: true, Maxlength: 255 })],
    [
      field({ Name: 'Phone', Datatype: 'phone', InputLabel: 'Phone Number:', IsRequired: true, Maxlength: 255, FieldMask: '(999) 999-9999' }),
      field({ Name: 'PostalCode', Datatype: 'string', InputLabel: 'ZIP Code:', IsRequired: true, Maxlength: 5 }),
    ],
    [field({ Name: 'State', Datatype: 'select', InputLabel: 'State:', IsRequired: true, PicklistValues: usStates, PlaceholderText: 'Select your state' })],
    [field({ Name: 'Crops__c', Datatype: 'checkboxes', InputLabel: 'Crops you grow:', PicklistValues: usCrops })],
    [
      field({
        Name: 'OptIn__c',
        Datatype: 'checkbox',
        IsRequired: true,
        PicklistValues: [{ label: 'Yes, email me agronomy insights and offers from Terralis.', value: 'yes' }],
      }),
    ],
    [privacyNotice('<p>See how we use your information in our <a href="https://www.terralis.com/privacy">Privacy Policy</a>.</p>')],
  ],
};

/** A newsletter variant: a phone with the country code, long-label interests, and controls the site skips or hides. */
const usNewsletterForm: FormDescriptor = {
  Id: 1004,
  Vid: 1004,
  Name: 'US – Agronomy newsletter',
  Language: 'English',
  Locale: 'en_US',
  SubmitLabel: 'Subscribe',
  ButtonLocation: '120',
  ThemeStyle: theme,
  rows: [
    [field({ Name: 'Email', Datatype: 'email', InputLabel: 'Email Address:', IsRequired: true, Maxlength: 255 })],
    [field({ Name: 'Phone', Datatype: 'phone', InputLabel: 'Mobile number for text alerts:', Maxlength: 255, FieldMask: '1 (999) 999-9999' })],
    [
      field({
        Name: 'Interests__c',
        Datatype: 'checkboxes',
        InputLabel: 'What would you like to hear about?',
        PicklistValues: [
          { label: 'Seed selection and planting-window recommendations', value: 'seed-selection' },
          { label: 'Weed and insect pressure alerts for my county', value: 'pest-alerts' },
          { label: 'Harvest timing, yield results and trial reports', value: 'yield-results' },
        ],
      }),
    ],
    // A control our forms do not render: the site leaves it out and says so in its log.
    [field({ Name: 'PreferredCallDate__c', Datatype: 'date', InputLabel: 'Best day to call:' })],
    [field({ Name: 'LeadSource', Datatype: 'hidden', InputLabel: '', InputInitialValue: 'Website – Newsletter' })],
  ],
};

export const sandboxForms: ReadonlyMap<number, FormDescriptor> = new Map(
  [brazilianLeadForm, argentineLeadForm, usLeadForm, usNewsletterForm].map((form) => [form.Id, form]),
);


/** Marketo's REST name of a field: the API name in lowerCamelCase, custom fields without `__c`. */
const restNameOf = (soapName: string) => {
  const base = soapName.replace(/__c$/, '');
  return base.charAt(0).toLowerCase() + base.slice(1);
};

/** The instance's lead fields, as `GET /rest/v1/leads/describe.json` lists them. */
export const sandboxLeadFields: (LeadField & Required<Pick<LeadField, 'rest' | 'soap'>>)[] = (
  [
    ['Email', 'Email Address', 'email', 255],
    ['FirstName', 'First Name', 'string', 255],
    ['LastName', 'Last Name', 'string', 255],
    ['Phone', 'Phone Number', 'phone', 255],
    ['MobilePhone', 'Mobile Phone Number', 'phone', 255],
    ['PostalCode', 'Postal Code', 'string', 255],
    ['City', 'City', 'string', 255],
    ['State', 'State', 'string', 255],
    ['Country', 'Country', 'string', 255],
    ['Company', 'Company Name', 'string', 255],
    ['LeadSource', 'Lead Source', 'string', 255],
    ['LeadScore', 'Lead Score', 'integer'],
    ['CPF__c', 'CPF', 'string', 14],
    ['AreaPlantada__c', 'Área plantada (ha)', 'float'],
    ['Culturas__c', 'Culturas', 'string', 2000],
    ['OutraCultura__c', 'Outra cultura', 'string', 255],
    ['Consentimento__c', 'Consentimento de comunicação', 'string', 3],
    ['Provincia__c', 'Provincia', 'string', 255],
    ['Crops__c', 'Crops', 'string', 2000],
    ['OptIn__c', 'Marketing opt-in', 'string', 3],
    ['Interests__c', 'Newsletter interests', 'string', 2000],
    ['PreferredCallDate__c', 'Preferred call date', 'date'],
  ] as const
).map(([soapName, displayName, dataType, length], index) => ({
  id: 100 + index,
  displayName,
  dataType,
  ...(length !== undefined && { length }),
  rest: { name: restNameOf(soapName), readOnly: false },
  soap: { name: soapName, readOnly: false },
}));

/** A custom object of the sandbox instance, as `GET /rest/v1/customobjects/{name}/describe.json` tells it. */
const customObject = (name: string, displayName: string, dedupeField: string, fields: [name: string, dataType: string, length?: number][]): CustomObjectDescription => ({
  name,
  displayName,
  idField: 'marketoGUID',
  dedupeFields: [dedupeField],
  fields: [
    { name: 'marketoGUID', displayName: 'Marketo GUID', dataType: 'string', length: 36, updateable: false },
    { name: 'createdAt', displayName: 'Created At', dataType: 'datetime', updateable: false },
    { name: 'updatedAt', displayName: 'Updated At', dataType: 'datetime', updateable: false },
    ...fields.map(([fieldName, dataType, length]) => ({ name: fieldName, displayName: fieldName, dataType, ...(length && { length }), updateable: fieldName !== dedupeField })),
  ],
});

/** Custom objects of the instance. */
export const sandboxCustomObjects: ReadonlyMap<string, CustomObjectDescription> = new Map(
  [
    customObject('farmProfile_c', 'Farm profile', 'cpf', [
      ['cpf', 'string', 14],
      ['email', 'email', 255],
      ['farmName', 'string', 255],
      ['state', 'string', 2],
      ['city', 'string', 255],
      ['hectares', 'float'],
      ['crops', 'string', 2000],
    ]),
    // A voucher the voucher form issued (/api/voucherEncode), keyed by its id: a double submit syncs one record.
    customObject('voucher_c', 'Voucher', 'voucherId', [
      ['voucherId', 'string', 40],
      ['email', 'email', 255],
      ['distributorName', 'string', 255],
      ['distributorEmailAddress', 'email', 255],
      ['distributorPhysicalAddress', 'string', 500],
      // 'Product A x 2; Product B x 1'
      ['products', 'text'],
      ['consent', 'boolean'],
    ]),
    customObject('loyaltyLedger_c', 'Loyalty ledger', 'document', [
      ['document', 'string', 14],
      ['points', 'integer'],
      ['expiresOn', 'date'],
    ]),
  ].map((description) => [description.name, description]),
);
