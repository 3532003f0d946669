import { contactFinderSchema, type ContactFinderProps } from '../schema';

const towns = [
  ['Rio Verde', 'GO', '-17.7923 -50.9192'],
  ['Sorriso', 'MT', '-12.5425 -55.7211'],
  ['Cascavel', 'PR', '-24.9555 -53.4552'],
] as const;

/** 14 contacts in three states (so pages show at every width), as editors would write them. */
export function finderProps(overrides: Partial<ContactFinderProps> = {}): ContactFinderProps {
  const contacts = Array.from({ length: 14 }, (_, index) => {
    // The last contact works remotely: no place (no marker, no 'show on map') in a state of its own.
    const [town, state, location] = index === 13 ? ['Barreiras', 'BA', 'sem localização'] : towns[index % 3]!;
    const number = String(index + 1).padStart(2, '0');
    return {
      id: `contato-${number}`,
      fields: {
        title: `Revenda ${number} ${town}`,
        badge: index % 4 === 0 ? 'Consultor técnico' : 'Distribuidor',
        description: `Atendimento em ${town}.`,
        address: `Av. das Lavouras, ${number}, ${town} - ${state}`,
        phone: `+55 64 0000-01${number}`,
        whatsapp: `+55 64 90000-01${number}`,
        email: `contato-${number}@contatos.terralis.example`,
        location,
        estado: state,
        culturas: index % 2 === 0 ? 'Grãos::Soja&&Milho' : 'Grãos::soja##Fibras::Algodão',
      },
    };
  });
  return contactFinderSchema.parse({
    finderType: 'distribuidores',
    heading: 'Encontre um distribuidor',
    intro: 'Distribuidores e consultores Terralis.',
    country: 'BR',
    filters: [
      { field: 'estado', label: 'Estado' },
      { field: 'culturas', label: 'Cultura' },
    ],
    contacts,
    ...overrides,
  });
}
