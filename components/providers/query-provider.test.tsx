import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/tests/render';
import { QueryProvider } from './query-provider.client';

let balance = 100;
const balanceQuery = { queryKey: ['balance'], queryFn: async () => balance };

function Balance({ label }: { label: string }) {
  const { data } = useQuery(balanceQuery);
  return <p>{`${label}: ${data ?? '…'}`}</p>;
}

function Redeem() {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      onClick={() => {
        balance -= 25;
        void queryClient.invalidateQueries({ queryKey: ['balance'] });
      }}
    >
      Redeem 25
    </button>
  );
}

describe('QueryProvider', () => {
  it('gives every island of the page one cache: what one changes, the others show', async () => {
    balance = 100;
    renderWithProviders(
      <>
        <QueryProvider>
          <Balance label="dashboard" />
        </QueryProvider>
        <QueryProvider>
          <Balance label="redeem flow" />
          <Redeem />
        </QueryProvider>
      </>,
    );
    expect(await screen.findByText('dashboard: 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem 25' }));
    expect(await screen.findByText('dashboard: 75')).toBeInTheDocument();
    expect(screen.getByText('redeem flow: 75')).toBeInTheDocument();
  });
});
