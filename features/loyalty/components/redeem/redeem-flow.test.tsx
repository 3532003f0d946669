import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/locales';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { renderWithProviders } from '@/tests/render';
import { memberQueryOptions } from '../../api/member';
import { attemptStorageKey, readAttempt } from './redeem-attempt';
import { RedeemFlow } from './redeem-flow.client';
import { ana, earlierRequest, lucas, testProgramme } from './redeem-test-programme';

const STORAGE_KEY = attemptStorageKey('sbx-br-0001');

// Once the programme takes a redemption the page is asked of the server again (the widgets it renders show the new balance).
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const renderFlow = (locale: Locale = 'pt-BR') => renderWithProviders(<RedeemFlow storageKey={STORAGE_KEY} />, { locale });

const balance = () => screen.getByTestId('redeemable-points');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

type User = ReturnType<typeof userEvent.setup>;

/** Kind, amount, recipient and note, each step by its Continue button, up to the review. */
async function fillUpToReview(user: User, { kind = 'Recompensas de fidelidade', amount = '1500', recipient = 'Para mim', note = '' } = {}) {
  await user.click(await screen.findByRole('radio', { name: kind }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' }), amount);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('radio', { name: recipient }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  if (note) await user.type(screen.getByRole('textbox', { name: 'Observação (opcional)' }), note);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  return screen.findByRole('form', { name: 'Revisão' });
}

const summaryValue = (review: HTMLElement, term: string) => within(review).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('RedeemFlow', () => {
  beforeEach(() => {
    sessionStorage.clear();
    refresh.mockClear();
  });

  it('while the balance loads shows the skeleton of the flow and says so; then the balance and the first step', async () => {
    testProgramme(ana);
    renderFlow();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o resgate de pontos…');
    expect(await screen.findByTestId('redeemable-points')).toHaveTextContent('20.000 pontos');
    expect(screen.queryByText('Carregando o resgate de pontos…')).not.toBeInTheDocument();
    const kinds = within(screen.getByRole('group', { name: 'Como você quer usar os seus pontos?' })).getAllByRole('radio');
    expect(kinds.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Tradicional 50%',
      'Recompensas de fidelidade',
      'Tradicional 100%',
      'Tradicional + dinheiro adicional',
      'Dinheiro adicional',
    ]);
    expect(screen.getByRole('list', { name: 'Etapas do resgate' })).toHaveTextContent('Tipo de resgateQuantidadeDestinatárioObservaçãoRevisão');
  });

  it('the group leader redeems for the group: the request shows as Submitted and the balance drops by the amount once, after a double click', async () => {
    const user = userEvent.setup();
    const programme = testProgramme(ana, [earlierRequest]);
    renderFlow();
    const review = await fillUpToReview(user, { kind: 'Tradicional 100%', amount: '1500', recipient: 'Para o grupo Família Ribeiro', note: 'Entregar na sede' });

    expect(summaryValue(review, 'Tipo de resgate')).toHaveTextContent('Tradicional 100%');
    expect(summaryValue(review, 'Pontos')).toHaveTextContent('1.500 pontos');
    expect(summaryValue(review, 'Destinatário')).toHaveTextContent('Para o grupo Família Ribeiro');
    expect(summaryValue(review, 'Observação')).toHaveTextContent('Entregar na sede');
    expect(summaryValue(review, 'Saldo depois do resgate')).toHaveTextContent('18.500 pontos');
    const attempt = readAttempt(STORAGE_KEY);
    expect(attempt).toMatchObject({ request: { kind: '100-traditional', amount: 1_500, recipient: 'group', note: 'Entregar na sede' } });

    await user.dblClick(within(review).getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByRole('heading', { name: 'Pedido de resgate enviado' })).toBeInTheDocument();
    expect(screen.getByText('Pedimos o resgate de 1.500 pontos. Acompanhe o andamento nos seus pedidos.')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toHaveTextContent('18.500 pontos'));
    expect(programme.balance).toBe(18_500);
    // The page is asked of the server again once, so the points dashboard beside the flow shows it too.
    expect(refresh).toHaveBeenCalledTimes(1);
    // Every send carried the attempt's key, and the attempt is forgotten once taken.
    expect(new Set(programme.keys)).toEqual(new Set([attempt!.idempotencyKey]));
    expect(readAttempt(STORAGE_KEY)).toBeNull();

    const requests = within(screen.getByRole('region', { name: 'Seus pedidos de resgate' })).getAllByRole('listitem');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toHaveTextContent('Tradicional 100%');
    expect(requests[0]).toHaveTextContent('1.500 pontos');
    expect(requests[0]).toHaveTextContent('Para o grupo');
    expect(requests[0]).toHaveTextContent('Situação: Enviado');
    expect(requests[1]).toHaveTextContent('Situação: Em processamento');
    // Focus lands on the outcome, then a new redemption starts from the first step, empty.
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fazer outro resgate' }));
    expect(screen.getByRole('radio', { name: 'Tradicional 100%' })).not.toBeChecked();
  });

  it('a member of the group who does not lead it sees no group option', async () => {
    const user = userEvent.setup();
    testProgramme(lucas);
    renderFlow();
    await user.click(await screen.findByRole('radio', { name: 'Dinheiro adicional' }));
    await next();
    await user.type(screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' }), '100');
    await next();
    const recipients = within(screen.getByRole('group', { name: 'Para quem é o resgate?' })).getAllByRole('radio');
    expect(recipients).toHaveLength(1);
    expect(recipients[0]).toHaveAccessibleName('Para mim');
    expect(recipients[0]).toBeChecked();
    expect(screen.queryByText(/Para o grupo/)).not.toBeInTheDocument();
  });

  it('refuses an amount above the balance with a clear message at the field, and each typing mistake with its own', async () => {
    const user = userEvent.setup();
    testProgramme(ana);
    renderFlow();
    await user.click(await screen.findByRole('radio', { name: 'Tradicional 50%' }));
    await next();
    const amount = screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' });
    expect(amount).toHaveAccessibleDescription('Um número inteiro de 1 até 20.000, como 1.500.');

    await next();
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Informe quantos pontos você quer resgatar.'));

    for (const [typed, message] of [
      ['20.001', 'Esse valor é maior que os seus pontos disponíveis: você pode resgatar até 20.000 pontos.'],
      ['0', 'O resgate precisa ser de pelo menos 1 ponto.'],
      ['1,5', 'Use apenas números inteiros, como 1.500.'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed!);
      // Typing clears the refusal until the next check.
      expect(amount).toHaveAttribute('aria-invalid', 'false');
      await next();
      expect(screen.getByText(message!)).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Quantidade' })).toBeInTheDocument();
    }

    // Within the balance it goes on, written with the dot.
    await user.clear(amount);
    await user.type(amount, '20000');
    await next();
    expect(screen.getByRole('group', { name: 'Para quem é o resgate?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' })).toHaveValue('20.000');
  });

  it('is a form by keyboard: Enter goes on, the focus follows the steps, Back keeps everything entered', async () => {
    const user = userEvent.setup();
    testProgramme(ana);
    renderFlow();
    const loyaltyRewards = await screen.findByRole('radio', { name: 'Recompensas de fidelidade' });
    await user.click(loyaltyRewards);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: /Quantidade/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' })).toHaveFocus();
    await user.keyboard('2500{Enter}');
    expect(screen.getByRole('heading', { name: /Destinatário/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Para mim' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('Na sede');
    // In the note, Enter is a new line: Continue is two tabs away (after Back).
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: 'Revisão' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Revisão/ })).toHaveFocus();

    for (const heading of [/Observação/, /Destinatário/, /Quantidade/, /Tipo de resgate/]) {
      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(screen.getByRole('heading', { name: heading })).toHaveFocus();
      if (heading.source === 'Observação') expect(screen.getByRole('textbox', { name: 'Observação (opcional)' })).toHaveValue('Na sede');
      if (heading.source === 'Quantidade') expect(screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' })).toHaveValue('2.500');
    }
    expect(screen.getByRole('radio', { name: 'Recompensas de fidelidade' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
  });

  it('asks for a kind first, and a note of at most 500 characters', async () => {
    const user = userEvent.setup();
    testProgramme(ana);
    renderFlow();
    await screen.findByRole('radio', { name: 'Tradicional 50%' });
    await next();
    expect(screen.getByText('Escolha um tipo de resgate.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tradicional 50%' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Tradicional 50%' }));
    expect(screen.queryByText('Escolha um tipo de resgate.')).not.toBeInTheDocument();
    await next();
    await user.type(screen.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' }), '10');
    await next();
    await next();
    const note = screen.getByRole('textbox', { name: 'Observação (opcional)' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 de 500 caracteres')).toBeInTheDocument();
    await next();
    expect(screen.getByText('A observação pode ter no máximo 500 caracteres.')).toBeInTheDocument();
    expect(note).toHaveFocus();
    await user.keyboard('{Backspace}');
    await next();
    expect(await screen.findByRole('form', { name: 'Revisão' })).toBeInTheDocument();
  });

  it('an upstream failure shows an error and keeps everything; the retry resends the same attempt and redeems once', async () => {
    const user = userEvent.setup();
    const programme = testProgramme(ana);
    programme.failNextPosts = 1;
    renderFlow();
    const review = await fillUpToReview(user, { amount: '700' });
    await user.click(within(review).getByRole('button', { name: 'Confirmar resgate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível enviar o seu resgate');
    expect(programme.balance).toBe(20_000);
    expect(summaryValue(review, 'Pontos')).toHaveTextContent('700 pontos');
    expect(balance()).toHaveTextContent('20.000 pontos');
    // Nothing changed: the page is not asked again.
    expect(refresh).not.toHaveBeenCalled();

    await user.click(within(review).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Pedido de resgate enviado' })).toBeInTheDocument();
    await waitFor(() => expect(balance()).toHaveTextContent('19.300 pontos'));
    expect(programme.keys).toHaveLength(2);
    expect(programme.keys[1]).toBe(programme.keys[0]);
    expect(programme.redemptions).toHaveLength(1);
  });

  it('shows the server\'s field codes at their fields: back to the step of the first one', async () => {
    const user = userEvent.setup();
    const programme = testProgramme(ana);
    renderFlow();
    const review = await fillUpToReview(user, { amount: '15000' });
    // The balance went down elsewhere since it was read (another device): the route refuses the amount.
    programme.balance = 10_000;
    await user.click(within(review).getByRole('button', { name: 'Confirmar resgate' }));
    const amount = await screen.findByRole('textbox', { name: 'Quantos pontos você quer resgatar?' });
    expect(amount).toHaveValue('15.000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Esse valor é maior que os seus pontos disponíveis/)).toBeInTheDocument();
  });

  it('after a reload during the send, comes back at the review with the same attempt, which is taken once', async () => {
    const user = userEvent.setup();
    const programme = testProgramme(ana);
    const first = renderFlow();
    const review = await fillUpToReview(user, { kind: 'Dinheiro adicional', amount: '300', recipient: 'Para o grupo Família Ribeiro' });
    const { idempotencyKey } = readAttempt(STORAGE_KEY)!;
    await user.click(within(review).getByRole('button', { name: 'Confirmar resgate' }));
    await screen.findByRole('heading', { name: 'Pedido de resgate enviado' });
    // The page went away before it learnt of the outcome: the attempt is still kept.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ idempotencyKey, request: { kind: 'additional-money', amount: 300, recipient: 'group' } }));
    first.unmount();

    renderFlow();
    const resumed = await screen.findByRole('form', { name: 'Revisão' });
    expect(within(resumed).getByText(/Você tinha um pedido de resgate não concluído/)).toBeInTheDocument();
    expect(summaryValue(resumed, 'Tipo de resgate')).toHaveTextContent('Dinheiro adicional');
    expect(summaryValue(resumed, 'Destinatário')).toHaveTextContent('Para o grupo Família Ribeiro');
    await user.click(within(resumed).getByRole('button', { name: 'Confirmar resgate' }));
    await screen.findByRole('heading', { name: 'Pedido de resgate enviado' });
    expect(programme.keys).toEqual([idempotencyKey, idempotencyKey]);
    expect(programme.redemptions).toHaveLength(1);
    expect(programme.balance).toBe(19_700);
  });

  it('going back and changing the request makes a new attempt with a new key', async () => {
    const user = userEvent.setup();
    testProgramme(ana);
    renderFlow();
    await fillUpToReview(user, { amount: '100' });
    const firstKey = readAttempt(STORAGE_KEY)!.idempotencyKey;
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(readAttempt(STORAGE_KEY)!.idempotencyKey).toBe(firstKey);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.type(screen.getByRole('textbox', { name: 'Observação (opcional)' }), 'Outra');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(readAttempt(STORAGE_KEY)).toMatchObject({ request: { note: 'Outra' } });
    expect(readAttempt(STORAGE_KEY)!.idempotencyKey).not.toBe(firstKey);
  });

  it('with nothing to redeem shows the empty state and still the requests', async () => {
    testProgramme({ ...ana, orbiaPoints: 0 }, [earlierRequest]);
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem pontos para resgatar' })).toBeInTheDocument();
    expect(balance()).toHaveTextContent('0 pontos');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const [request] = within(await screen.findByRole('region', { name: 'Seus pedidos de resgate' })).getAllByRole('listitem');
    expect(request).toHaveTextContent('Situação: Em processamento');
  });

  it('when the balance cannot be read shows an error with a retry that loads it', async () => {
    const user = userEvent.setup();
    const programme = testProgramme(ana);
    programme.failMember = true;
    renderFlow();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os seus pontos');
    programme.failMember = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('redeemable-points')).toHaveTextContent('20.000 pontos');
  });

  it.each([
    ['es-AR', 'Canje de puntos', 'Tradicional + dinero adicional', 'Puntos disponibles para canjear', '20.000 puntos'],
    ['en-US', 'Redeem points', 'Traditional + additional money', 'Points available to redeem', '20.000 points'],
  ] as const)('speaks %s (amounts keep the dot)', async (locale, _heading, kind, balanceLabel, points) => {
    testProgramme(ana);
    renderFlow(locale);
    expect(await screen.findByRole('radio', { name: kind })).toBeInTheDocument();
    expect(screen.getByText(balanceLabel)).toBeInTheDocument();
    expect(balance()).toHaveTextContent(points);
  });

  it('adopts a kind ticked in the server\'s markup before its code loaded (loadWhenWanted carries the tick over before the flow\'s effects run)', async () => {
    const user = userEvent.setup();
    testProgramme(ana);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(memberQueryOptions().queryKey, ana);
    function CarriedOver({ children }: { children: ReactNode }) {
      const frame = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        frame.current!.querySelector<HTMLInputElement>('input[value="100-traditional"]')!.checked = true;
      }, []);
      return <div ref={frame}>{children}</div>;
    }
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <CarriedOver>
          <RedeemFlow storageKey={STORAGE_KEY} />
        </CarriedOver>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Tradicional 100%' })).toBeChecked();
    await next();
    expect(screen.getByRole('form', { name: 'Quantidade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('radio', { name: 'Tradicional 100%' })).toBeChecked();
  });
});
