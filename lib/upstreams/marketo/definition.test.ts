// @vitest-environment node
import { toFormDefinition } from './client';

type Descriptor = Parameters<typeof toFormDefinition>[0];
const descriptor = (rows: Descriptor['rows']): Descriptor => ({ Id: 77, Name: 'Teste', SubmitLabel: 'Enviar', rows });

describe("Marketo's form descriptor reshaped into our form definition", () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps fields with their labels, messages, masks, options and visibility rules', () => {
    const definition = toFormDefinition(
      descriptor([
        [
          { Name: 'FirstName', Datatype: 'string', InputLabel: 'Nome:', IsRequired: true, Maxlength: 255, PlaceholderText: 'Seu nome' },
          {
            Name: 'Email',
            Datatype: 'email',
            InputLabel: 'E-mail',
            ValidationMessage: "Must be valid email. <span class='mktoErrorDetail'>example@yourdomain.com</span>",
          },
        ],
        [{ Name: 'Phone', Datatype: 'telephone', InputLabel: 'Phone', FieldMask: '1 (999) 999-9999', InputInitialValue: '' }],
        [{ Name: 'State', Datatype: 'select', InputLabel: 'Estado', PicklistValues: [{ label: 'Selecione...', value: '' }, { label: 'Paraná', value: 'PR' }] }],
        [{ Name: 'Optin', Datatype: 'single_checkbox', PicklistValues: [{ label: 'Aceito <b>receber</b> e-mails', value: 'yes' }] }],
        [
          {
            Name: 'Outra__c',
            Datatype: 'string',
            InputLabel: 'Qual?',
            VisibilityRule: { defaultVisibility: 'hide', rules: [{ subjectField: 'Culturas__c', operator: 'contains', values: ['outra'] }] },
          },
        ],
        [{ Name: 'Source', Datatype: 'hidden', InputInitialValue: 'site' }],
      ]),
    );
    expect(definition).toEqual({
      id: 77,
      name: 'Teste',
      submitLabel: 'Enviar',
      rows: [
        [
          { kind: 'field', name: 'FirstName', type: 'text', label: 'Nome', required: true, maxLength: 255, placeholder: 'Seu nome', options: [] },
          { kind: 'field', name: 'Email', type: 'email', label: 'E-mail', required: false, validationMessage: 'Must be valid email. example@yourdomain.com', options: [] },
        ],
        [{ kind: 'field', name: 'Phone', type: 'phone', label: 'Phone', required: false, mask: '1 (999) 999-9999', options: [] }],
        [{ kind: 'field', name: 'State', type: 'select', label: 'Estado', required: false, options: [{ label: 'Selecione...', value: '' }, { label: 'Paraná', value: 'PR' }] }],
        [{ kind: 'field', name: 'Optin', type: 'checkbox', label: '', required: false, options: [{ label: 'Aceito receber e-mails', value: 'yes' }] }],
        [
          {
            kind: 'field',
            name: 'Outra__c',
            type: 'text',
            label: 'Qual?',
            required: false,
            options: [],
            visibility: { defaultVisibility: 'hide', rules: [{ subjectField: 'Culturas__c', operator: 'contains', values: ['outra'] }] },
          },
        ],
        [{ kind: 'field', name: 'Source', type: 'hidden', label: '', required: false, options: [], initialValue: 'site' }],
      ],
    });
  });

  it('sanitizes HTML blocks: text and https links stay, scripts and handlers go, links open in a new tab', () => {
    const definition = toFormDefinition(
      descriptor([
        [
          {
            Datatype: 'htmltext',
            Htmltext:
              '<p style="color:red" onclick="steal()">Leia a <a href="https://www.terralis.example/privacidade">Política</a>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
          },
        ],
        [{ Datatype: 'htmltext', Htmltext: '<script>only()</script>' }],
      ]),
    );
    expect(definition.rows).toEqual([
      [
        {
          kind: 'html',
          html: '<p>Leia a <a href="https://www.terralis.example/privacidade" target="_blank" rel="noopener noreferrer">Política</a>.</p><a>x</a>',
        },
      ],
    ]);
  });

  it('keeps fieldsets with their legend and rows, and leaves out empty or nested ones', () => {
    const definition = toFormDefinition(
      descriptor([
        [
          {
            Datatype: 'fieldset',
            InputLabel: 'Dados da propriedade',
            fieldsetRows: [
              [{ Name: 'City', Datatype: 'string', InputLabel: 'Município' }, { Name: 'Area__c', Datatype: 'number', InputLabel: 'Área (ha)' }],
              [{ Datatype: 'fieldset', InputLabel: 'Aninhado', fieldsetRows: [[{ Name: 'X', Datatype: 'string' }]] }],
            ],
          },
        ],
        [{ Datatype: 'fieldset', InputLabel: 'Vazio', fieldsetRows: [] }],
      ]),
    );
    expect(definition.rows).toEqual([
      [
        {
          kind: 'fieldset',
          legend: 'Dados da propriedade',
          rows: [
            [
              { kind: 'field', name: 'City', type: 'text', label: 'Município', required: false, options: [] },
              { kind: 'field', name: 'Area__c', type: 'number', label: 'Área (ha)', required: false, options: [] },
            ],
          ],
        },
      ],
    ]);
  });

  it.each([
    ['pt_BR', 'BR'],
    ['es_AR', 'AR'],
    ['en_US', 'US'],
    ['en-us', 'US'],
  ] as const)('reads the market of a form whose locale is %j as %j', (Locale, country) => {
    expect(toFormDefinition({ ...descriptor([]), Locale }).country).toBe(country);
  });

  it.each([undefined, 'en', 'en_GB', 'es_MX', 'pt'])('gives a form whose locale is %j no market, so only the generic rules apply', (Locale) => {
    expect(toFormDefinition({ ...descriptor([]), Locale })).not.toHaveProperty('country');
  });

  it('leaves out controls the site does not render, and says so in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const definition = toFormDefinition(descriptor([[{ Name: 'Birthday', Datatype: 'date' }, { Name: 'Email', Datatype: 'email' }], [{ Datatype: 'string' }]]));
    expect(definition.rows).toEqual([[{ kind: 'field', name: 'Email', type: 'email', label: '', required: false, options: [] }]]);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toEqual([
      expect.objectContaining({ event: 'marketo.field_skipped', formId: 77, datatype: 'date', name: 'Birthday' }),
      expect.objectContaining({ event: 'marketo.field_skipped', formId: 77, datatype: 'string' }),
    ]);
  });
});
