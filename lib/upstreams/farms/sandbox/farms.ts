import type { PreviewFarmsAnswer } from '../contract';

type Farms = PreviewFarmsAnswer['farms'];

/**
 * The preview farms every user the service does not know sees (spec §6): two farms, one field of
 * each marked as the best option for the seed, and a farm whose fields are not mapped yet (the
 * 'no fields' message).
 */
export const defaultFarms: Farms = [
  {
    name: 'Fazenda Modelo',
    fields: [
      { name: 'Talhão 1', area: 120.5, owner: 'Terralis', isBestOption: true },
      { name: 'Talhão 2', area: 86, owner: 'Terralis', isBestOption: false },
      { name: 'Talhão 3', area: 42.3, owner: 'Terralis', isBestOption: false },
    ],
  },
  {
    name: 'Estancia Demostración',
    fields: [
      { name: 'Lote Norte', area: 210, owner: 'Terralis', isBestOption: false },
      { name: 'Lote Sur', area: 155.8, owner: 'Terralis', isBestOption: true },
    ],
  },
  { name: 'Sítio Novo', fields: [] },
];

/** The farms of demo accounts (lib/sandbox/demo-accounts.ts) by e-mail; an empty list shows 'no farms'. */
export const farmsByEmail: Readonly<Record<string, Farms>> = {
  'martina.gomez@example.com.ar': [
    {
      name: 'La Esperanza',
      fields: [
        { name: 'Lote 7', area: 95.4, owner: 'Martina Gómez', isBestOption: true },
        { name: 'Lote 12', area: 61, owner: 'Martina Gómez', isBestOption: false },
      ],
    },
    {
      name: 'Don Aurelio',
      fields: [{ name: 'Potrero Grande', area: 180, owner: 'Aurelio Gómez', isBestOption: false }],
    },
  ],
  'ana.ribeiro@example.com.br': [
    {
      name: 'Fazenda Ribeiro',
      fields: [
        { name: 'Talhão Sede', area: 74.2, owner: 'Ana Ribeiro', isBestOption: true },
        { name: 'Talhão do Rio', area: 130, owner: 'Ana Ribeiro', isBestOption: false },
      ],
    },
  ],
  'diego.fernandez@example.com.ar': [],
};
