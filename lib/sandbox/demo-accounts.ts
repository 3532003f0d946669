/**
 * The sandbox's demo people. Each one exists to exercise an access rule of the loyalty/finance
 * spec; every fake service (the identity provider, accounts, loyalty, finance) reads this one list,
 * so a person is the same person everywhere in the sandbox. All share one password.
 */

export const SANDBOX_PASSWORD = 'sandbox';

export interface SandboxAccount {
  /** The OIDC subject, stable per account. */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  locale: 'pt-BR' | 'es-AR' | 'en-US';
  /** CPF (Brazil) or CUIT (Argentina), digits only; US growers have none. */
  document?: string;
  /** What this account is for, shown on the sign-in page. */
  purpose: string;
  /** Role names as the account service spells them (not normalised). */
  roles: string[];
  /** The loyalty programme account, or none (the restricted-access page). */
  programme?: { familyGroup?: { name: string; leader: boolean } };
  isEleva: boolean;
  isHeadGrower: boolean;
}

export const sandboxAccounts: readonly SandboxAccount[] = [
  {
    sub: 'sbx-br-0001',
    email: 'ana.ribeiro@example.com.br',
    name: 'Ana Ribeiro',
    givenName: 'Ana',
    familyName: 'Ribeiro',
    locale: 'pt-BR',
    document: '12345678909',
    purpose: 'Brazilian programme member who leads the family group “Família Ribeiro” (group stars, points to redeem)',
    roles: ['Grower'],
    programme: { familyGroup: { name: 'Família Ribeiro', leader: true } },
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-br-0002',
    email: 'carlos.souza@example.com.br',
    name: 'Carlos Souza',
    givenName: 'Carlos',
    familyName: 'Souza',
    locale: 'pt-BR',
    document: '98765432100',
    purpose: 'Brazilian programme member with 4 stars outside any family group, with points expiring today',
    roles: ['Grower'],
    programme: {},
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-br-0003',
    email: 'joao.lima@example.com.br',
    name: 'João Lima',
    givenName: 'João',
    familyName: 'Lima',
    locale: 'pt-BR',
    document: '24681357928',
    purpose: 'Brazilian user without a programme account (restricted-access page)',
    roles: [],
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-ar-0001',
    email: 'martina.gomez@example.com.ar',
    name: 'Martina Gómez',
    givenName: 'Martina',
    familyName: 'Gómez',
    locale: 'es-AR',
    document: '27301234568',
    purpose: 'Argentine customer with the finance-and-orders role, on the allow list, with two CUITs (one over its credit limit)',
    roles: ['Finance And Orders'],
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-ar-0002',
    email: 'diego.fernandez@example.com.ar',
    name: 'Diego Fernández',
    givenName: 'Diego',
    familyName: 'Fernández',
    locale: 'es-AR',
    document: '20287654325',
    purpose: 'Argentine customer with the finance role, not on the allow list (sent home from the finance page)',
    roles: ['finance'],
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-ar-0003',
    email: 'lucia.pereyra@example.com.ar',
    name: 'Lucía Pereyra',
    givenName: 'Lucía',
    familyName: 'Pereyra',
    locale: 'es-AR',
    document: '27334455667',
    purpose: 'Argentine customer with the finance role, on the allow list, without digital finance records yet (empty state)',
    roles: ['Finance'],
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-ar-0004',
    email: 'sofia.acosta@example.com.ar',
    name: 'Sofía Acosta',
    givenName: 'Sofía',
    familyName: 'Acosta',
    locale: 'es-AR',
    document: '27298765433',
    purpose: 'Argentine grower with a field-data partner account whose sync completes after a couple of tries, with corn harvests this season and the last (campaign card)',
    roles: [],
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-us-0001',
    email: 'john.miller@example.com',
    name: 'John Miller',
    givenName: 'John',
    familyName: 'Miller',
    locale: 'en-US',
    purpose: 'US head grower enrolled in growers’ rewards who has not met the minimum requirements yet (requirements panel)',
    roles: ['Head Grower'],
    isEleva: false,
    isHeadGrower: true,
  },
  {
    sub: 'sbx-us-0002',
    email: 'emily.carter@example.com',
    name: 'Emily Carter',
    givenName: 'Emily',
    familyName: 'Carter',
    locale: 'en-US',
    purpose: 'US head grower who met the growers’ rewards requirements (available rewards, redemption banner, activity)',
    roles: ['Head Grower'],
    isEleva: false,
    isHeadGrower: true,
  },
  {
    sub: 'sbx-us-0003',
    email: 'ryan.brooks@example.com',
    name: 'Ryan Brooks',
    givenName: 'Ryan',
    familyName: 'Brooks',
    locale: 'en-US',
    purpose: 'US grower enrolled in growers’ rewards who is not the head grower (activity only: no rewards, banner or requirements)',
    roles: ['Grower'],
    isEleva: false,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-us-0004',
    email: 'sarah.nguyen@example.com',
    name: 'Sarah Nguyen',
    givenName: 'Sarah',
    familyName: 'Nguyen',
    locale: 'en-US',
    purpose: 'US head grower not enrolled in growers’ rewards yet (the steps to start earning)',
    roles: ['Head Grower'],
    isEleva: false,
    isHeadGrower: true,
  },
  {
    sub: 'sbx-br-0004',
    email: 'paula.alves@example.com.br',
    name: 'Paula Alves',
    givenName: 'Paula',
    familyName: 'Alves',
    locale: 'pt-BR',
    document: '13579246828',
    purpose: 'Brazilian programme member flagged eleva, with points expiring within the next 45 days (none today)',
    roles: ['Grower'],
    programme: {},
    isEleva: true,
    isHeadGrower: false,
  },
  {
    sub: 'sbx-br-0005',
    email: 'lucas.ribeiro@example.com.br',
    name: 'Lucas Ribeiro',
    givenName: 'Lucas',
    familyName: 'Ribeiro',
    locale: 'pt-BR',
    document: '36182457007',
    purpose: 'Brazilian programme member of the family group “Família Ribeiro” who does not lead it (may not redeem for the group)',
    roles: ['Grower'],
    programme: { familyGroup: { name: 'Família Ribeiro', leader: false } },
    isEleva: false,
    isHeadGrower: false,
  },
];

export const accountByEmail = (email: string) => sandboxAccounts.find((account) => account.email === email.trim().toLowerCase());
export const accountBySub = (sub: string) => sandboxAccounts.find((account) => account.sub === sub);
